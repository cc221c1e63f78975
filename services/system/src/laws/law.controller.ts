import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { type LawQuery, lawsResource, type LawView, resourcePath } from '@tis/contracts';
import { actorOf, Endpoint, type ExportColumn, languageOf, RequirePage, resourceController, ROOT_LOGGER, sendListExport, timeCell, type TisRequest, webText } from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { LawService } from './law.service.js';

/** /Laws: the list (readers of the page), add, change and delete (the page and the create, edit and delete actions). */
export const LawResourceController = resourceController(lawsResource, LawService);

/** The columns of the /Laws workbook, headed as the list's columns; the state by its name in the caller's language. */
const LAW_EXPORT_COLUMNS: readonly ExportColumn<LawView>[] = [
  { header: 'laws.field.lawCode', cell: (l) => l.lawCode },
  { header: 'laws.field.title', cell: (l) => l.title },
  { header: 'laws.field.category', cell: (l) => l.category ?? '' },
  { header: 'laws.field.issuer', cell: (l) => l.issuer },
  { header: 'laws.field.effectiveDate', cell: (l) => l.effectiveDate },
  { header: 'laws.field.lawState', cell: (l, lang) => (l.lawState === 0 || l.lawState === 1 || l.lawState === 2 ? webText(lang, `laws.state.${l.lawState}`) : String(l.lawState)) },
  { header: 'laws.field.file', cell: (l) => l.fileName },
  { header: 'laws.field.remark', cell: (l) => l.remark ?? '' },
  { header: 'common.table.updatedBy', cell: (l) => l.updatedBy ?? '' },
  { header: 'common.table.updatedAt', cell: (l) => timeCell(l.updatedAt) },
];

/** The Excel export of /Laws beside the resource routes (no import: a row's file is an upload, not a cell). */
@Controller(resourcePath(lawsResource))
export class LawController {
  constructor(
    @Inject(LawService) private readonly laws: LawService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('export')
  @RequirePage('Laws')
  @Endpoint({ summary: "The regulations of the list's keyword and state as an Excel workbook (streamed, the list's order; more than 100000 rows are refused)", query: lawsResource.query })
  async export(@Req() req: TisRequest, @Query() query: LawQuery, @Res() reply: FastifyReply): Promise<void> {
    const caller = { userCode: actorOf(req), lang: languageOf(req) };
    await sendListExport(reply, this.logger, { fileName: 'regulations', lang: caller.lang, columns: LAW_EXPORT_COLUMNS, list: (pageNo, pageSize) => this.laws.list({ ...query, pageNo, pageSize }, caller) });
  }
}
