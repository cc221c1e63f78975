import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type FileClaim,
  fileClaimSchema,
  type FileOwnerAnswer,
  fileOwnerQuerySchema,
  type FileClaimResult,
  fileStoredV1,
  LOG_OPERATION_LOGS_BY_TARGET,
  type OperationLogView,
  STORED_FILE_PREFIX,
  TisError,
  UNREFERENCED_UPLOAD_TTL_MS,
} from '@tis/contracts';
import {
  DATA_SOURCE,
  EventBus,
  OBJECT_STORAGE,
  type ObjectStorage,
  officeExt,
  peek,
  PLATFORM_CONFIG,
  type PlatformConfig,
  SERVICE_CLIENT,
  type ServiceClient,
  sniff,
} from '@tis/nest';
import type { Readable } from 'node:stream';
import { type DataSource, In, IsNull, LessThan, MoreThan } from 'typeorm';
import type { StoredFileDetail, StoredFileView } from './files.dto.js';
import { StoredFile } from './stored-file.entity.js';
import { UPLOAD_CATEGORIES, type UploadCategory } from './upload-categories.js';

const SNIFF_BYTES = 512;
const MB = 1024 * 1024;
/** The window of the upload quota. */
const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Unreferenced uploads removed per batch of the purge. */
const PURGE_BATCH = 200;

function view(row: StoredFile): StoredFileView {
  return {
    id: row.id,
    originalName: row.originalName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    category: row.category,
    url: `/tis/file/${row.storageKey}`,
    uploadedBy: row.createdBy,
    uploadedAt: new Date(row.createdAt).toISOString(),
  };
}

/** Keeps only a plain file name: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(-255);
}

@Injectable()
export class FilesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /**
   * Bytes the user may still upload: the quota (TIS_UPLOAD_QUOTA_MB) less what the user stored in
   * the last 24 hours. Refuses with `uploadQuota` when nothing is left.
   */
  private async quotaLeft(userCode: string): Promise<number> {
    const since = new Date(Date.now() - QUOTA_WINDOW_MS);
    const row = await this.ds
      .getRepository(StoredFile)
      .createQueryBuilder('f')
      .select('COALESCE(SUM(f.size), 0)', 'used')
      .where({ createdBy: userCode, createdAt: MoreThan(since) })
      .getRawOne<{ used: string | number }>();
    const left = this.config.TIS_UPLOAD_QUOTA_MB * MB - Number(row?.used ?? 0);
    if (left <= 0) throw this.quotaReached();
    return left;
  }

  private quotaReached(): TisError {
    return new TisError('uploadQuota', { quota: this.config.TIS_UPLOAD_QUOTA_MB });
  }

  /**
   * Streams an upload into storage after checking its first bytes against the category's types,
   * then records it and announces tis.fileconverter.file.stored.v1 in one transaction.
   */
  async store(input: { body: Readable; fileName: string; category: UploadCategory; userCode: string }): Promise<StoredFileView> {
    const rules = UPLOAD_CATEGORIES[input.category];
    let left: number;
    try {
      left = await this.quotaLeft(input.userCode);
    } catch (err) {
      input.body.resume();
      throw err;
    }
    const { head, stream } = await peek(input.body, SNIFF_BYTES);
    const sniffed = sniff(head);
    if (!sniffed || !(rules.kinds as readonly string[]).includes(sniffed.kind)) {
      input.body.resume();
      throw new TisError('unsupportedMediaType');
    }
    const fileName = cleanFileName(input.fileName);
    const now = new Date();
    const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${officeExt(sniffed, fileName)}`;
    // The quota is checked while the bytes stream in: an upload that crosses it stops there, and
    // the storage removes what it had written.
    const maxBytes = Math.min(rules.maxBytes, left);
    let stored: Awaited<ReturnType<ObjectStorage['put']>>;
    try {
      stored = await this.storage.put(key, stream, { contentType: sniffed.contentType, maxBytes });
    } catch (err) {
      stream.resume();
      if (maxBytes < rules.maxBytes && err instanceof TisError && err.errorName === 'payloadTooLarge') throw this.quotaReached();
      throw err;
    }
    try {
      return await this.bus.transaction(async (tx) => {
        const row = tx.manager.create(StoredFile, {
          storageKey: key,
          originalName: fileName,
          contentType: sniffed.contentType,
          size: stored.size,
          sha256: stored.sha256,
          category: input.category,
          createdBy: input.userCode,
          updatedBy: input.userCode,
        });
        await tx.manager.save(row);
        await tx.emit(
          fileStoredV1,
          {
            fileId: row.id,
            key,
            originalName: fileName,
            contentType: sniffed.contentType,
            size: stored.size,
            sha256: stored.sha256,
            uploadedBy: input.userCode,
            storedAt: new Date(row.createdAt).toISOString(),
          },
          row.id,
        );
        return view(row);
      });
    } catch (err) {
      await this.storage.delete(key).catch(() => undefined);
      throw err;
    }
  }

  /** A stored file with what the log service recorded about it. */
  async detail(id: string): Promise<StoredFileDetail> {
    const row = await this.ds.getRepository(StoredFile).findOneBy({ id });
    if (!row) throw new TisError('notFound');
    const history = await this.services.send<OperationLogView[]>('log', LOG_OPERATION_LOGS_BY_TARGET, { targetId: id, limit: 20 });
    return { ...view(row), history };
  }

  /**
   * Marks stored files as referenced by `owner` (FILECONVERTER_CLAIM_FILES): the purge keeps them.
   * Addresses that are no stored upload are ignored.
   */
  async claim(data: unknown): Promise<FileClaimResult> {
    const claim: FileClaim = fileClaimSchema.parse(data);
    const keys = claim.urls.filter((url) => url.startsWith(STORED_FILE_PREFIX)).map((url) => url.slice(STORED_FILE_PREFIX.length));
    if (keys.length === 0) return { claimed: 0 };
    // A file that belongs to something else stays with it: a record cannot take another one's files.
    const repo = this.ds.getRepository(StoredFile);
    await repo.update({ storageKey: In(keys), referencedBy: IsNull() }, { referencedBy: claim.owner, updatedBy: claim.owner });
    return { claimed: await repo.countBy({ storageKey: In(keys), referencedBy: claim.owner }) };
  }

  /** What references the stored file with this key; null when nothing does or there is no such file. */
  async owner(data: unknown): Promise<FileOwnerAnswer> {
    const { key } = fileOwnerQuerySchema.parse(data);
    const row = await this.ds.getRepository(StoredFile).findOne({ select: { referencedBy: true }, where: { storageKey: key } });
    return { referencedBy: row?.referencedBy ?? null };
  }

  /**
   * Removes uploads nothing claimed within a day: the row first, only while still unclaimed (a claim
   * racing the purge wins), then the object. Answers how many were removed.
   */
  async purgeUnreferenced(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS);
    const repo = this.ds.getRepository(StoredFile);
    let removed = 0;
    for (;;) {
      const batch = await repo.find({ select: { id: true, storageKey: true }, where: { referencedBy: IsNull(), createdAt: LessThan(cutoff) }, order: { createdAt: 'ASC' }, take: PURGE_BATCH });
      for (const row of batch) {
        const { affected } = await repo.delete({ id: row.id, referencedBy: IsNull() });
        if (!affected) continue;
        await this.storage.delete(row.storageKey);
        removed += 1;
      }
      if (batch.length < PURGE_BATCH) return removed;
    }
  }
}
