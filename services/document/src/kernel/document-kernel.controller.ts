import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import {
  type AddFavorite,
  addFavoriteSchema,
  type DocumentKind,
  favoritePageSchema,
  favoriteQuerySchema,
  favoriteSchema,
  type FavoriteView,
  myVerifyQuerySchema,
  type PageResult,
  removeFavoriteQuerySchema,
  type WaitingDocument,
  waitingDocumentPageSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { userOf } from '../cases/case.controller.js';
import { DocumentKernelService } from './document-kernel.service.js';

type Page = { pageNo: number; pageSize: number };

/** Favorites of documents and /MyVerify (spec sections 2, 3 and 7: add favorite). */
@Controller('documentService')
export class DocumentKernelController {
  constructor(@Inject(DocumentKernelService) private readonly kernel: DocumentKernelService) {}

  @Post('favorite')
  @HttpCode(200)
  @Authenticated()
  @Endpoint({ summary: 'Add a document the caller may read to their favorites ("profile already collected" when it is there)', body: addFavoriteSchema, response: favoriteSchema })
  add(@Req() req: TisRequest, @Body() body: AddFavorite & { itemType: DocumentKind }): Promise<FavoriteView> {
    return this.kernel.addFavorite(body.itemType, body.itemCode, userOf(req));
  }

  @Delete('favorite')
  @Authenticated()
  @Endpoint({ summary: 'Remove a document from the caller’s favorites', query: removeFavoriteQuerySchema, response: z.literal(true) })
  remove(@Req() req: TisRequest, @Query() query: { itemType: DocumentKind; itemCode: string }): Promise<true> {
    return this.kernel.removeFavorite(query.itemType, query.itemCode, userOf(req));
  }

  @Get('favorite/list')
  @Authenticated()
  @Endpoint({ summary: 'The caller’s favorite documents, newest first', query: favoriteQuerySchema, response: favoritePageSchema })
  favorites(@Req() req: TisRequest, @Query() query: Page & { itemType?: DocumentKind }): Promise<PageResult<FavoriteView>> {
    return this.kernel.favorites(query, userOf(req));
  }

  @Get('verify/mine')
  @RequirePage('MyVerify')
  @Endpoint({ summary: 'Documents of every kind waiting for the caller’s approval, oldest submission first', query: myVerifyQuerySchema, response: waitingDocumentPageSchema })
  waiting(@Req() req: TisRequest, @Query() query: Page & { kind?: DocumentKind }): Promise<PageResult<WaitingDocument>> {
    return this.kernel.waiting(query, userOf(req));
  }
}
