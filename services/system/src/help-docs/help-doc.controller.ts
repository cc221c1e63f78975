import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import {
  type HelpDocIdParams,
  helpDocIdParamsSchema,
  helpDocNodeSchema,
  type HelpDocNode,
  type HelpDocOutlineQuery,
  helpDocOutlineQuerySchema,
  type HelpDocPage,
  helpDocPageSchema,
  type HelpDocQuery,
  helpDocQuerySchema,
  helpDocsResource,
  type HelpDocSearchQuery,
  helpDocSearchQuerySchema,
  type HelpDocSearchResult,
  helpDocSearchResultSchema,
  type HelpDocTree,
  helpDocTreeSchema,
  type HelpDocView,
  resourcePath,
} from '@tis/contracts';
import { actorOf, Endpoint, type ExportColumn, languageOf, RequirePage, resourceController, ROOT_LOGGER, sendListExport, timeCell, type TisRequest, webText } from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { HelpDocService } from './help-doc.service.js';

/** /HelperEditorList: the kernel's list, add, versioned change and delete (409003 with its message while sub-documents exist). */
export const HelpDocResourceController = resourceController(helpDocsResource, HelpDocService);

/** The columns of the /HelperEditorList workbook, headed as the list's columns. */
const HELP_DOC_EXPORT_COLUMNS: readonly ExportColumn<HelpDocView>[] = [
  { header: 'helpDoc.field.title', cell: (d) => d.title },
  { header: 'helpDoc.field.language', cell: (d) => d.langCode },
  { header: 'helpDoc.field.parent', cell: (d) => d.parentTitle ?? '' },
  { header: 'helpDoc.field.level', cell: (d) => d.level },
  { header: 'helpDoc.field.sortNo', cell: (d) => d.sortNo },
  { header: 'helpDoc.field.visible', cell: (d, lang) => webText(lang, d.visible === 1 ? 'helpDoc.field.visibleYes' : 'helpDoc.field.visibleNo') },
  { header: 'common.table.updatedBy', cell: (d) => d.updatedBy ?? '' },
  { header: 'common.table.updatedAt', cell: (d) => timeCell(d.updatedAt) },
];

/** Beside the kernel's routes: the editor's outline and export (/HelperEditorList), the reader's tree, page and search (/HelperDoc). */
@Controller(resourcePath(helpDocsResource))
export class HelpDocController {
  constructor(
    @Inject(HelpDocService) private readonly docs: HelpDocService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('outline')
  @RequirePage('HelperEditorList')
  @Endpoint({ summary: 'Every help document of a language, hidden ones too, in tree order (the parent choice)', query: helpDocOutlineQuerySchema, response: z.array(helpDocNodeSchema) })
  outline(@Query() query: HelpDocOutlineQuery): Promise<HelpDocNode[]> {
    return this.docs.outline(query.langCode);
  }

  @Get('export')
  @RequirePage('HelperEditorList')
  @Endpoint({ summary: "The help documents of the list's language, keyword and filters as an Excel workbook (streamed, the list's order; more than 100000 rows are refused)", query: helpDocQuerySchema })
  async export(@Req() req: TisRequest, @Query() query: HelpDocQuery, @Res() reply: FastifyReply): Promise<void> {
    const caller = { userCode: actorOf(req), lang: languageOf(req) };
    await sendListExport(reply, this.logger, {
      fileName: 'help-documents',
      lang: caller.lang,
      columns: HELP_DOC_EXPORT_COLUMNS,
      list: (pageNo, pageSize) => this.docs.list({ ...query, pageNo, pageSize }, caller),
    });
  }

  @Get('tree')
  @RequirePage('HelperDoc')
  @Endpoint({ summary: "The reader's side tree: the visible help documents of the caller's language (zh_CN when it has none)", response: helpDocTreeSchema })
  tree(@Req() req: TisRequest): Promise<HelpDocTree> {
    return this.docs.tree(languageOf(req));
  }

  @Get('search')
  @RequirePage('HelperDoc')
  @Endpoint({ summary: "Search within help: a word of a title or of the text of the visible documents of the reader's language (paged)", query: helpDocSearchQuerySchema, response: helpDocSearchResultSchema })
  search(@Req() req: TisRequest, @Query() query: HelpDocSearchQuery): Promise<HelpDocSearchResult> {
    return this.docs.search(query, languageOf(req));
  }

  @Get('read/:id')
  @RequirePage('HelperDoc')
  @Endpoint({ summary: 'One visible help document for the reader (404 when hidden or missing)', params: helpDocIdParamsSchema, response: helpDocPageSchema })
  read(@Param() params: HelpDocIdParams): Promise<HelpDocPage> {
    return this.docs.page(params.id);
  }
}
