import { productChangeRowSchema, type ProductChangeDetail } from '@tis/contracts';

/* What the product-change screen tests share: changes as the document service answers them. Test code only. */

export const API = '/tis/api/documentService/productChange';
export const STAFF = { userCode: 'author1', userName: 'Ann Author' };

/** A change as `GET productChange/:id` answers it: a draft of author1 by VIN range unless `over` says otherwise. */
export function productChangeDetail(over: Partial<ProductChangeDetail> = {}): ProductChangeDetail {
  return {
    id: 'pc-1',
    version: 3,
    updatedAt: '2026-01-05T08:00:00.000Z',
    updatedBy: 'author1',
    changeCode: 'PCN-001',
    title: 'New rear brake hose bracket',
    brandCode: 'PC',
    series: [{ seriesCode: 'PC-A5', seriesName: 'A5 Sedan' }],
    modelCodes: [],
    applyBy: 'vinRange',
    vinFrom: 'LTPHNUB30PA000000',
    vinTo: 'LTPHNUB30PA999999',
    productionFrom: null,
    productionTo: null,
    effectiveDate: '2026-03-01',
    attachmentCount: 0,
    orgCode: null,
    orgName: null,
    authorCode: 'author1',
    fullName: 'Ann Author',
    department: null,
    submitState: 0,
    verifyState: 2,
    publishState: 0,
    discard: 0,
    createdAt: '2026-01-04T08:00:00.000Z',
    submitTime: null,
    verifyTime: null,
    publishTime: null,
    actions: ['submit', 'discard', 'edit', 'delete'],
    description: '<p>The bracket is <strong>reinforced</strong>.</p>',
    attachments: [],
    ...over,
  };
}

/** A change as the lists answer it. */
export const productChangeRow = (over: Partial<ProductChangeDetail> = {}) => productChangeRowSchema.parse(productChangeDetail(over));
