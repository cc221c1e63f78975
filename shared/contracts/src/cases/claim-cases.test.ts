import { describe, expect, it } from 'vitest';
import { caseWorkflow, claimWorkflow } from '../workflow/document-workflows.js';
import { claimQuerySchema, createClaimSchema } from './claim-cases.js';

const messages = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]);

const claim = {
  claimNo: ' CL-2026-0001 ',
  faultDescription: 'Coolant leaks',
  category: 'engine',
  totalMileage: '48210',
  vin: ' ltphnub34pa000001 ',
  workingTime: 2.5,
};

describe('claim cases', () => {
  it('follow the rules of repair cases', () => {
    expect(claimWorkflow.kind).toBe('claim');
    expect(claimWorkflow.actions).toBe(caseWorkflow.actions);
  });

  it('read a claim: trimmed number, upper-cased VIN, blank texts as null, no photos', () => {
    expect(createClaimSchema.parse({ ...claim, cause: '  ' })).toEqual({
      claimNo: 'CL-2026-0001',
      faultDescription: 'Coolant leaks',
      cause: null,
      category: 'engine',
      totalMileage: 48210,
      repairMeasures: null,
      vin: 'LTPHNUB34PA000001',
      workingTime: 2.5,
      photos: [],
    });
  });

  it('take the working time in hours with one decimal, from 0 to 999.9', () => {
    for (const hours of [0, 0.1, 0.3, 999.9]) expect(createClaimSchema.parse({ ...claim, workingTime: hours }).workingTime).toBe(hours);
    expect(createClaimSchema.parse({ ...claim, workingTime: 0.1 + 0.2 }).workingTime).toBe(0.3);
    for (const hours of [1.25, -0.1, 1000, '2']) {
      expect(messages(createClaimSchema.safeParse({ ...claim, workingTime: hours }))).toEqual([['workingTime', 'validation.claims.workingTime']]);
    }
  });

  it('refuse a bad number, category, photo or VIN with their messages', () => {
    expect(messages(createClaimSchema.safeParse({ ...claim, claimNo: 'CL 1' }))).toEqual([['claimNo', 'validation.claims.claimNo']]);
    expect(messages(createClaimSchema.safeParse({ ...claim, claimNo: '  ' }))).toEqual([['claimNo', 'validation.required']]);
    expect(messages(createClaimSchema.safeParse({ ...claim, claimNo: 'C'.repeat(41) }))).toEqual([['claimNo', 'validation.tooLong']]);
    expect(messages(createClaimSchema.safeParse({ ...claim, category: 'wheels' }))).toEqual([['category', 'validation.invalidOption']]);
    expect(messages(createClaimSchema.safeParse({ ...claim, photos: ['https://example.com/x.png'] }))).toEqual([['photos.0', 'validation.cases.fileUrl']]);
    expect(messages(createClaimSchema.safeParse({ ...claim, photos: Array.from({ length: 10 }, (_, i) => `/tis/file/p${i}.png`) }))).toEqual([['photos', 'validation.claims.tooManyPhotos']]);
    expect(messages(createClaimSchema.safeParse({ ...claim, vin: 'LTPHNUB34PA00000' }))).toEqual([['vin', 'validation.vinLength']]);
    expect(createClaimSchema.safeParse({ ...claim, brandCode: 'PC' }).success).toBe(false);
  });

  it('filter by the query string: blank fields are no filter, states are coded, dates ordered', () => {
    expect(claimQuerySchema.parse({ claimNo: ' ', category: '', submitState: '1', discard: '0' })).toMatchObject({ submitState: 1, discard: 0 });
    const blank = claimQuerySchema.parse({ claimNo: ' ', category: '' });
    expect([blank.claimNo, blank.category]).toEqual([undefined, undefined]);
    expect(messages(claimQuerySchema.safeParse({ verifyState: '3' }))).toEqual([['verifyState', 'validation.invalidOption']]);
    expect(messages(claimQuerySchema.safeParse({ startTime: '2026-02-01', endTime: '2026-01-01' }))).toEqual([['endTime', 'validation.dateRangeOrder']]);
  });
});
