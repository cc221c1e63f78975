import { Inject, Injectable } from '@nestjs/common';
import { businessError, isPageAllowed, LAW_MODULE, lawFileTypeOf, lawsResource, recordOwner } from '@tis/contracts';
import { DATA_SOURCE, OBJECT_STORAGE, type ObjectStorage, type RequestUser, VersionedCrudService } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { readLawFileType } from './law-file.js';
import { Law } from './law.entity.js';

/**
 * Regulations and standards (/Laws, a resource): the kernel's list (keyword over code and title,
 * the state filter), writes (409002 for a code in any case, 409001, operation log `law`) and the
 * one file each regulation owns. A new or changed file must really be a PDF, Word or Excel file of
 * the type its name says (read from the stored bytes); the regulation claims it in the write.
 */
@Injectable()
export class LawService extends VersionedCrudService<Law, typeof lawsResource> {
  constructor(
    @Inject(DATA_SOURCE) ds: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {
    super(ds, Law, lawsResource);
  }

  /** Whether the caller (the gateway asks before it serves a regulation's file) may read it: the regulation exists and they read /Laws. */
  async filesReadable(id: string, user: RequestUser): Promise<boolean> {
    return isPageAllowed(user.rights, lawsResource.page) && (await this.ds.getRepository(Law).existsBy({ id }));
  }

  /** The regulation's file: a new regulation's, or a changed file or name, must be of the type its name says; the regulation owns it. */
  protected override readonly storedFile = {
    field: 'fileUrl',
    check: (url: string, values: Record<string, unknown>) => this.checkFile(url, typeof values.fileName === 'string' ? values.fileName : ''),
    unchanged: (law: Law, values: Record<string, unknown>) => law.fileUrl === values.fileUrl && law.fileName === values.fileName,
    owner: (law: Law) => recordOwner('system', LAW_MODULE, law.id),
  } as const;

  /** The stored bytes are a PDF, Word or Excel file of the type the name says. */
  private async checkFile(fileUrl: string, fileName: string): Promise<void> {
    const stored = await readLawFileType(this.storage, fileUrl);
    if (stored.missing) throw businessError('laws.fileNotFound');
    const named = lawFileTypeOf(fileName);
    if (stored.type === null || stored.type !== named) throw businessError('laws.fileWrongType', { fileName, type: (named ?? '').toUpperCase() });
  }
}
