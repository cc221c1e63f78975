import { Inject, Injectable } from '@nestjs/common';
import { mailListsResource } from '@tis/contracts';
import { DATA_SOURCE, resourceController, VersionedCrudService } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { MailList } from './mail-list.entity.js';

/** Contact lists (/MailList): the kernel's list, writes and Excel; nothing refers to an entry. */
@Injectable()
export class MailListService extends VersionedCrudService<MailList, typeof mailListsResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, MailList, mailListsResource);
  }
}

/** /MailList: list, add, change, delete, export, import and template. */
export const MailListController = resourceController(mailListsResource, MailListService);
