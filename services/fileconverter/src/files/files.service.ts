import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { fileStoredV1, LOG_OPERATION_LOGS_BY_TARGET, type OperationLogView, TisError } from '@tis/contracts';
import { DATA_SOURCE, EventBus, OBJECT_STORAGE, type ObjectStorage, officeExt, peek, SERVICE_CLIENT, type ServiceClient, sniff } from '@tis/nest';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { StoredFileDetail, StoredFileView } from './files.dto.js';
import { StoredFile } from './stored-file.entity.js';
import { UPLOAD_CATEGORIES, type UploadCategory } from './upload-categories.js';

const SNIFF_BYTES = 512;

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
  ) {}

  /**
   * Streams an upload into storage after checking its first bytes against the category's types,
   * then records it and announces tis.fileconverter.file.stored.v1 in one transaction.
   */
  async store(input: { body: Readable; fileName: string; category: UploadCategory; userCode: string }): Promise<StoredFileView> {
    const rules = UPLOAD_CATEGORIES[input.category];
    const { head, stream } = await peek(input.body, SNIFF_BYTES);
    const sniffed = sniff(head);
    if (!sniffed || !(rules.kinds as readonly string[]).includes(sniffed.kind)) {
      input.body.resume();
      throw new TisError('unsupportedMediaType');
    }
    const fileName = cleanFileName(input.fileName);
    const now = new Date();
    const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${officeExt(sniffed, fileName)}`;
    const stored = await this.storage.put(key, stream, { contentType: sniffed.contentType, maxBytes: rules.maxBytes });
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
}
