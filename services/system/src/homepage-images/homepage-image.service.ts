import { Inject, Injectable } from '@nestjs/common';
import { type ActiveHomepageImage, businessError, HOMEPAGE_IMAGE_ACTIVE_MAX, HOMEPAGE_IMAGE_SIZE, homepageImagesResource, isAllowedLink, TisError } from '@tis/contracts';
import {
  DATA_SOURCE,
  OBJECT_STORAGE,
  type ObjectStorage,
  PLATFORM_CONFIG,
  type PlatformConfig,
  resourceController,
  VersionedCrudService,
} from '@tis/nest';
import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { HomepageImage } from './homepage-image.entity.js';
import { readStoredImage } from '../images/stored-image.js';


/** Today on the server's calendar, 'YYYY-MM-DD'. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Homepage images (/MainpageImageList, a resource) and the carousel of the home page. */
@Injectable()
export class HomepageImageService extends VersionedCrudService<HomepageImage, typeof homepageImagesResource> {
  constructor(
    @Inject(DATA_SOURCE) ds: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {
    super(ds, HomepageImage, homepageImagesResource);
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

  /** The image: a new one's, or a changed file, is a stored 1600 x 400 image the homepage images own. */
  protected override readonly storedFile = { field: 'imageUrl', check: (url: string) => this.checkImage(url), owner: () => 'system.homepageImage' } as const;

  /** A link stays on the portal, or opens an https site the deployment allows (TIS_ALLOWED_LINK_ORIGINS). */
  protected override check(_manager: EntityManager, values: Record<string, unknown>): Promise<void> {
    const { link } = values as { link: string | null };
    if (link !== null && !isAllowedLink(link, this.config.TIS_ALLOWED_LINK_ORIGINS)) {
      return Promise.reject(new TisError('validation', { detail: 'link: validation.homepageImage.link' }));
    }
    return Promise.resolve();
  }

  /** The stored file must exist and be exactly 1600 x 400 pixels (spec section 9), read from its header. */
  private async checkImage(imageUrl: string): Promise<void> {
    const image = await readStoredImage(this.storage, imageUrl);
    if (image.missing) throw businessError('homepageImage.fileNotFound');
    const { size } = image;
    if (!size) throw businessError('homepageImage.sizeUnreadable');
    const { width, height } = HOMEPAGE_IMAGE_SIZE;
    if (size.width !== width || size.height !== height) {
      throw businessError('homepageImage.wrongSize', { width, height, actualWidth: size.width, actualHeight: size.height });
    }
  }
}

/** The list, add, change and delete of /MainpageImageList (the carousel: HomepageImageController). */
export const HomepageImageResourceController = resourceController(homepageImagesResource, HomepageImageService);
