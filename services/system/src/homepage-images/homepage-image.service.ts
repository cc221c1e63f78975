import { Inject, Injectable } from '@nestjs/common';
import {
  type ActiveHomepageImage,
  businessError,
  type createHomepageImageSchema,
  HOMEPAGE_IMAGE_ACTIVE_MAX,
  HOMEPAGE_IMAGE_SIZE,
  type HomepageImageQuery,
  isAllowedLink,
  type HomepageImageView,
  type PageResult,
  TisError,
  toSkipTake,
  type updateHomepageImageSchema,
} from '@tis/contracts';
import {
  andKeyword,
  claimFiles,
  DATA_SOURCE,
  EventBus,
  OBJECT_STORAGE,
  type ObjectStorage,
  PLATFORM_CONFIG,
  type PlatformConfig,
  recordOperation,
  SERVICE_CLIENT,
  type ServiceClient,
  updateVersioned,
  versionedMeta,
} from '@tis/nest';
import { Brackets, type DataSource } from 'typeorm';
import type { z } from 'zod';
import { HomepageImage } from './homepage-image.entity.js';
import { IMAGE_HEAD_BYTES, imageSize } from './image-size.js';

type CreateInput = z.infer<typeof createHomepageImageSchema>;
type UpdateInput = z.infer<typeof updateHomepageImageSchema>;

const FILE_PREFIX = '/tis/file/';

function view(row: HomepageImage): HomepageImageView {
  return {
    ...versionedMeta(row),
    title: row.title,
    imageUrl: row.imageUrl,
    link: row.link,
    sortNo: row.sortNo,
    enabled: row.enabled,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/** Today on the server's calendar, 'YYYY-MM-DD'. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Homepage images (/MainpageImageList) and the carousel of the home page. */
@Injectable()
export class HomepageImageService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {}

  async list(query: HomepageImageQuery): Promise<PageResult<HomepageImageView>> {
    const qb = this.ds.getRepository(HomepageImage).createQueryBuilder('h');
    andKeyword(qb, ['h.title'], query.keyword);
    if (query.enabled !== undefined) qb.andWhere('h.enabled = :enabled', { enabled: query.enabled });
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('h.sortNo', 'ASC').addOrderBy('h.createdAt', 'ASC').addOrderBy('h.id', 'ASC').skip(skip).take(take).getManyAndCount();
    return { list: rows.map(view), total };
  }

  /** The images the home page shows today: enabled, inside their period, in order. */
  async active(day = today()): Promise<ActiveHomepageImage[]> {
    const rows = await this.ds
      .getRepository(HomepageImage)
      .createQueryBuilder('h')
      .select(['h.id', 'h.title', 'h.imageUrl', 'h.link', 'h.sortNo', 'h.createdAt'])
      .where('h.enabled = :enabled', { enabled: true })
      .andWhere(new Brackets((w) => w.where('h.startDate IS NULL').orWhere('h.startDate <= :day', { day })))
      .andWhere(new Brackets((w) => w.where('h.endDate IS NULL').orWhere('h.endDate >= :day', { day })))
      .orderBy('h.sortNo', 'ASC')
      .addOrderBy('h.createdAt', 'ASC')
      .addOrderBy('h.id', 'ASC')
      .take(HOMEPAGE_IMAGE_ACTIVE_MAX)
      .getMany();
    return rows.map((r) => ({ id: r.id, title: r.title, imageUrl: r.imageUrl, link: r.link }));
  }

  async create(input: CreateInput, by: string): Promise<HomepageImageView> {
    this.checkLink(input.link);
    await this.checkImage(input.imageUrl);
    return this.bus.transaction(async (tx) => {
      const row = await tx.manager.save(tx.manager.create(HomepageImage, { ...this.fieldsOf(input), createdBy: by, updatedBy: by }));
      await recordOperation(tx, { module: 'homepageImage', action: 'create', targetId: row.id, targetName: row.title, userCode: by });
      return view(row);
    });
  }

  async update(id: string, input: UpdateInput, by: string): Promise<HomepageImageView> {
    const current = await this.ds.getRepository(HomepageImage).findOneBy({ id });
    if (!current) throw new TisError('notFound');
    this.checkLink(input.link);
    if (current.imageUrl !== input.imageUrl) await this.checkImage(input.imageUrl);
    return this.bus.transaction(async (tx) => {
      const row = await updateVersioned(tx.manager, HomepageImage, id, input.version, { ...this.fieldsOf(input), updatedBy: by });
      await recordOperation(tx, { module: 'homepageImage', action: 'update', targetId: id, targetName: row.title, userCode: by });
      return view(row);
    });
  }

  async remove(id: string, by: string): Promise<void> {
    await this.bus.transaction(async (tx) => {
      const row = await tx.manager.findOneBy(HomepageImage, { id });
      const result = await tx.manager.delete(HomepageImage, { id });
      if (!row || result.affected !== 1) throw new TisError('notFound');
      await recordOperation(tx, { module: 'homepageImage', action: 'delete', targetId: id, targetName: row.title, userCode: by });
    });
  }

  private fieldsOf(input: CreateInput | UpdateInput): Partial<HomepageImage> {
    return {
      title: input.title,
      imageUrl: input.imageUrl,
      link: input.link,
      sortNo: input.sortNo,
      enabled: input.enabled,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
    };
  }

  /** A link stays on the portal, or opens an https site the deployment allows (TIS_ALLOWED_LINK_ORIGINS). */
  private checkLink(link: string | null): void {
    if (link !== null && !isAllowedLink(link, this.config.TIS_ALLOWED_LINK_ORIGINS)) {
      throw new TisError('validation', { detail: 'link: validation.homepageImage.link' });
    }
  }

  /**
   * The stored file must exist and be exactly 1600 x 400 pixels (spec section 9), read from its
   * header; the image then belongs to the homepage image (the file service keeps it).
   */
  private async checkImage(imageUrl: string): Promise<void> {
    const key = imageUrl.slice(FILE_PREFIX.length);
    const stat = await this.storage.stat(key).catch(() => null);
    if (!stat) throw businessError('homepageImage.fileNotFound');
    const size = imageSize(await this.head(key, Math.min(stat.size, IMAGE_HEAD_BYTES)));
    if (!size) throw businessError('homepageImage.sizeUnreadable');
    const { width, height } = HOMEPAGE_IMAGE_SIZE;
    if (size.width !== width || size.height !== height) {
      throw businessError('homepageImage.wrongSize', { width, height, actualWidth: size.width, actualHeight: size.height });
    }
    await claimFiles(this.services, [imageUrl], 'system.homepageImage');
  }

  private async head(key: string, bytes: number): Promise<Buffer> {
    if (bytes <= 0) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.get(key, { start: 0, end: bytes - 1 })) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
}
