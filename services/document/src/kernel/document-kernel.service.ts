import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  DOCUMENT_KINDS,
  type DocumentKind,
  type FavoriteView,
  type PageResult,
  toSkipTake,
  type WaitingDocument,
} from '@tis/contracts';
import { DATA_SOURCE, isUniqueViolation, type RequestUser } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { CaseService } from '../cases/case.service.js';
import { waitingClaimOf } from '../claims/claim-views.js';
import { ClaimService } from '../claims/claim.service.js';
import { waitingQualityFbOf } from '../quality-feedback/quality-feedback-views.js';
import { QualityFeedbackService } from '../quality-feedback/quality-feedback.service.js';
import { Favorite, isFavorite } from './favorite.entity.js';

type Page = { pageNo: number; pageSize: number };

/**
 * What every document kind shares (issue 15): favorites ("profile already collected") and
 * /MyVerify, everything waiting for the caller's approval. A favorite names a document the caller
 * may read; its name and series are the document's.
 */
@Injectable()
export class DocumentKernelService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(CaseService) private readonly cases: CaseService,
    @Inject(ClaimService) private readonly claims: ClaimService,
    @Inject(QualityFeedbackService) private readonly qualityFeedback: QualityFeedbackService,
  ) {}

  private async describe(kind: DocumentKind, id: string, user: RequestUser): Promise<{ name: string; seriesCode: string | null }> {
    switch (kind) {
      case 'case': {
        const row = await this.cases.readable(id, await this.cases.actor(user));
        return { name: row.title, seriesCode: row.seriesCode };
      }
      case 'claim': {
        const row = await this.claims.readable(id, await this.claims.actor(user));
        return { name: row.claimNo, seriesCode: row.seriesCode };
      }
      case 'qualityFb': {
        const row = await this.qualityFeedback.readable(id, await this.qualityFeedback.actor(user));
        return { name: `${row.fbCode} ${row.title}`, seriesCode: row.seriesCode };
      }
    }
  }

  async addFavorite(kind: DocumentKind, id: string, user: RequestUser): Promise<FavoriteView> {
    const { name, seriesCode } = await this.describe(kind, id, user);
    if (await isFavorite(this.ds.manager, user.userCode, kind, id)) throw businessError('error.alreadyCollected');
    try {
      const saved = await this.ds.manager.save(this.ds.manager.create(Favorite, { userCode: user.userCode, itemType: kind, itemCode: id, itemName: name.slice(0, 200), seriesCode }));
      return viewOf(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw businessError('error.alreadyCollected');
      throw error;
    }
  }

  async removeFavorite(kind: DocumentKind, id: string, user: RequestUser): Promise<true> {
    await this.ds.manager.delete(Favorite, { userCode: user.userCode, itemType: kind, itemCode: id });
    return true;
  }

  async favorites(query: Page & { itemType?: DocumentKind }, user: RequestUser): Promise<PageResult<FavoriteView>> {
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await this.ds.getRepository(Favorite).findAndCount({
      where: { userCode: user.userCode, ...(query.itemType ? { itemType: query.itemType } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { list: rows.map(viewOf), total };
  }

  /**
   * /MyVerify: the documents of every kind (or of `kind`) waiting for the caller's approval, oldest
   * submission first. Each kind answers its first documents up to the end of the page; merged by
   * submit time, the page is cut from them.
   */
  async waiting(query: Page & { kind?: DocumentKind }, user: RequestUser): Promise<PageResult<WaitingDocument>> {
    const { skip, take } = toSkipTake(query);
    const kinds = DOCUMENT_KINDS.filter((kind) => query.kind === undefined || query.kind === kind);
    const parts = await Promise.all(kinds.map((kind) => this.waitingOf(kind, user, { skip: 0, take: skip + take })));
    const list = parts
      .flatMap((part) => part.list)
      .sort((a, b) => (a.submitTime ?? '').localeCompare(b.submitTime ?? '') || a.id.localeCompare(b.id))
      .slice(skip, skip + take);
    return { list, total: parts.reduce((sum, part) => sum + part.total, 0) };
  }

  private async waitingOf(kind: DocumentKind, user: RequestUser, page: { skip: number; take: number }): Promise<PageResult<WaitingDocument>> {
    switch (kind) {
      case 'case': {
        const { rows, total } = await this.cases.waiting(await this.cases.actor(user), page);
        return {
          list: rows.map((c) => ({
            kind: 'case' as const,
            id: c.id,
            code: c.caseCode,
            title: c.title,
            authorName: c.fullName,
            orgName: c.orgName,
            submitTime: c.submitTime ? new Date(c.submitTime).toISOString() : null,
            version: c.version,
          })),
          total,
        };
      }
      case 'claim': {
        const { rows, total } = await this.claims.waiting(await this.claims.actor(user), page);
        return { list: rows.map(waitingClaimOf), total };
      }
      case 'qualityFb': {
        const { rows, total } = await this.qualityFeedback.waiting(await this.qualityFeedback.actor(user), page);
        return { list: rows.map(waitingQualityFbOf), total };
      }
    }
  }
}

function viewOf(f: Favorite): FavoriteView {
  return { id: String(f.id), itemType: f.itemType, itemCode: f.itemCode, itemName: f.itemName, seriesCode: f.seriesCode, createdAt: new Date(f.createdAt).toISOString() };
}
