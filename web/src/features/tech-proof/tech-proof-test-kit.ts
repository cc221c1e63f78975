import { techProveRowSchema, type TechProveDetail } from '@tis/contracts';

/* What the technical proof screen tests share: proofs as the document service answers them. Test code only. */

export const API = '/tis/api/documentService/techProve';
export const PROPOSER = { userCode: 'dealer1', userName: 'Dan Dealer' };

/** A proof as `GET techProve/:id` answers it: pending, of dealer1, unless `over` says otherwise. */
export function techProveDetail(over: Partial<TechProveDetail> = {}): TechProveDetail {
  return {
    id: 'tp-1',
    version: 3,
    updatedAt: '2026-01-05T08:00:00.000Z',
    updatedBy: 'dealer1',
    proveCode: 'TP2026010400001',
    title: 'Rear brake squeal',
    brandCode: 'PC',
    seriesCode: 'PC-A5',
    seriesName: 'A5 Sedan',
    modelCode: null,
    partCodes: ['BP-200'],
    state: 0,
    proposerCode: 'dealer1',
    proposerName: 'Dan Dealer',
    orgCode: 'D001',
    orgName: 'Beijing Service',
    openQuestions: 0,
    createdAt: '2026-01-04T08:00:00.000Z',
    actions: ['edit', 'withdraw'],
    description: '<p>Squeal on the first stops</p>',
    attachments: [],
    history: [{ id: 1, operation: 'submit', fromState: null, toState: 0, remark: null, userCode: 'dealer1', fullName: 'Dan Dealer', at: '2026-01-04T08:00:00.000Z' }],
    questions: [],
    canAsk: true,
    ...over,
  };
}

/** A proof as the list answers it. */
export const techProveRow = (over: Partial<TechProveDetail> = {}) => techProveRowSchema.parse(techProveDetail(over));
