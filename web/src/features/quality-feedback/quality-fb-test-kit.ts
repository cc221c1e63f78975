import { qualityFbRowSchema, type QualityFbDetail } from '@tis/contracts';
import { KNOWN_VIN } from '../../shared/document-filter/filter-test-kit';

/* What the quality feedback screen tests share: feedback as the document service answers it. Test code only. */

export const API = '/tis/api/documentService/qualityFb';
export const AUTHOR = { userCode: 'author1', userName: 'Ann Author' };

/** A feedback as `GET qualityFb/:id` answers it: a draft of author1 unless `over` says otherwise. */
export function qualityFbDetail(over: Partial<QualityFbDetail> = {}): QualityFbDetail {
  return {
    id: 'qf-1',
    version: 3,
    updatedAt: '2026-01-05T08:00:00.000Z',
    updatedBy: 'author1',
    fbCode: 'QF2026010400001',
    title: 'Door seal lets water in',
    vin: KNOWN_VIN,
    brandCode: 'PC',
    seriesCode: 'PC-A5',
    seriesName: 'A5 Sedan',
    mileage: 12_345,
    partCodes: ['DS-100'],
    orgCode: 'D001',
    orgName: 'Beijing Service',
    authorCode: 'author1',
    fullName: 'Ann Author',
    department: 'AS',
    submitState: 0,
    verifyState: 2,
    publishState: 0,
    discard: 0,
    createdAt: '2026-01-04T08:00:00.000Z',
    submitTime: null,
    verifyTime: null,
    publishTime: null,
    actions: ['submit', 'discard', 'edit', 'delete'],
    description: 'Water enters at the rear left door',
    cause: null,
    parts: [{ partCode: 'DS-100', partName: 'Door seal', qty: 2 }],
    photos: [],
    favorite: false,
    ...over,
  };
}

/** A feedback as the list answers it. */
export const qualityFbRow = (over: Partial<QualityFbDetail> = {}) => qualityFbRowSchema.parse(qualityFbDetail(over));
