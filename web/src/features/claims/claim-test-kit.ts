import { claimRowSchema, type ClaimDetail } from '@tis/contracts';
import { KNOWN_VIN } from '../../shared/document-filter/filter-test-kit';

/* What the claim screen tests share: claims as the document service answers them. Test code only. */

export const API = '/tis/api/documentService/claim';
export const AUTHOR = { userCode: 'author1', userName: 'Ann Author' };

/** A claim as `GET claim/:id` answers it: a draft of author1 unless `over` says otherwise. */
export function claimDetail(over: Partial<ClaimDetail> = {}): ClaimDetail {
  return {
    id: 'cl-1',
    version: 3,
    updatedAt: '2026-01-05T08:00:00.000Z',
    updatedBy: 'author1',
    claimNo: 'CL-0001',
    category: 'engine',
    vin: KNOWN_VIN,
    brandCode: 'PC',
    seriesCode: 'PC-A5',
    seriesName: 'A5 Sedan',
    totalMileage: 48_210,
    workingTime: 2.5,
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
    faultDescription: 'Coolant leaks at the water pump',
    cause: null,
    repairMeasures: null,
    photos: [],
    favorite: false,
    ...over,
  };
}
/** A claim as the lists answer it. */
export const claimRow = (over: Partial<ClaimDetail> = {}) => claimRowSchema.parse(claimDetail(over));
