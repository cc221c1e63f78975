import { describe, expect, it } from 'vitest';
import {
  ALIGNMENT_OPERATIONS,
  ALIGNMENT_PARAMETERS,
  ALIGNMENT_STATES,
  type AlignmentCaller,
  allowedAlignmentOperations,
  alignmentValueSchema,
  checkAlignmentOperation,
  createAlignmentStandardSchema,
  formatDecimalDegrees,
  formatDegreesMinutes,
  formatTolerance,
  parseAngle,
} from './alignment-standards.js';

const everything: AlignmentCaller = { userCode: 'reviewer', actions: ['create', 'edit', 'delete', 'submit', 'verify', 'publish'] };

describe('alignment angles', () => {
  it('shows whole minutes of arc in both notations', () => {
    expect(formatDegreesMinutes(-36)).toBe("-0°36'");
    expect(formatDecimalDegrees(-36)).toBe('-0.60°');
    expect(formatDegreesMinutes(65)).toBe("1°05'");
    expect(formatDecimalDegrees(65)).toBe('1.08°');
    expect(formatDegreesMinutes(0)).toBe("0°00'");
    expect(formatDecimalDegrees(0)).toBe('0.00°');
    expect(formatTolerance(45)).toBe("±0°45'");
  });

  it('reads degrees and minutes, minutes and decimal degrees that are whole minutes', () => {
    expect(parseAngle("-0°36'")).toBe(-36);
    expect(parseAngle("1°5'")).toBe(65);
    expect(parseAngle('2°')).toBe(120);
    expect(parseAngle("±45'")).toBe(45);
    expect(parseAngle("45'")).toBe(45);
    expect(parseAngle('-0.60')).toBe(-36);
    expect(parseAngle('-0.6°')).toBe(-36);
    expect(parseAngle('0.25')).toBe(15);
    expect(parseAngle(formatDegreesMinutes(-1199))).toBe(-1199);
    for (const bad of ['', 'abc', "0°60'", '0.333', '1,5', "--1°"]) expect(parseAngle(bad), bad).toBeNull();
  });

  it('refuses a nominal beyond ±20°, a negative tolerance, a fraction of a minute and a setting band wider than the checking band', () => {
    const problems = (v: unknown) => alignmentValueSchema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(problems({ nominal: -36, check: 45, set: 30 })).toEqual([]);
    expect(problems({ nominal: 1201, check: 45, set: 30 })).toEqual(['validation.alignment.range']);
    expect(problems({ nominal: 0, check: 5, set: -1 })).toEqual(['validation.alignment.tolerance']);
    expect(problems({ nominal: 0.5, check: 1, set: 1 })).toEqual(['validation.alignment.angle']);
    expect(problems({ nominal: 0, check: 20, set: 30 })).toEqual(['validation.alignment.setWiderThanCheck']);
    const values = Object.fromEntries(ALIGNMENT_PARAMETERS.map((p) => [p, { nominal: 0, check: 1, set: 1 }]));
    expect(createAlignmentStandardSchema.parse({ seriesCode: 'PC-A5', modelCode: '', values }).modelCode).toBeNull();
    expect(createAlignmentStandardSchema.safeParse({ seriesCode: 'PC-A5', values: { ...values, extra: {} } }).success).toBe(false);
  });
});

describe('alignment transitions', () => {
  it('accepts each operation in its states only, with its own message otherwise', () => {
    const accepted: Record<number, string[]> = { 0: ['submit', 'edit', 'delete'], 1: ['firstReview'], 2: ['finalReview'], 3: ['publish'], 4: ['edit', 'delete'], 5: ['cancel'], 6: [] };
    for (const state of ALIGNMENT_STATES) {
      const row = { state, authorCode: 'author', firstReviewerCode: 'first' };
      expect(allowedAlignmentOperations(row, everything), `state ${state}`).toEqual(accepted[state]);
      for (const op of ALIGNMENT_OPERATIONS.filter((o) => !accepted[state]!.includes(o))) {
        expect(checkAlignmentOperation(row, everything, op)).toEqual({ error: 'dataStateChanged', key: `alignment.state.${op}` });
      }
    }
  });

  it('keeps the author from reviewing and the first reviewer from the final review', () => {
    expect(checkAlignmentOperation({ state: 1, authorCode: 'reviewer', firstReviewerCode: null }, everything, 'firstReview')).toEqual({ error: 'forbidden', key: 'alignment.ownStandard' });
    expect(checkAlignmentOperation({ state: 2, authorCode: 'reviewer', firstReviewerCode: 'other' }, everything, 'finalReview')).toEqual({ error: 'forbidden', key: 'alignment.ownStandard' });
    expect(checkAlignmentOperation({ state: 2, authorCode: 'author', firstReviewerCode: 'reviewer' }, everything, 'finalReview')).toEqual({ error: 'forbidden', key: 'alignment.sameReviewer' });
    expect(checkAlignmentOperation({ state: 2, authorCode: 'author', firstReviewerCode: 'other' }, everything, 'finalReview')).toBeNull();
    // The author may submit, publish and cancel; without the action key nothing.
    expect(checkAlignmentOperation({ state: 0, authorCode: 'reviewer', firstReviewerCode: null }, everything, 'submit')).toBeNull();
    expect(checkAlignmentOperation({ state: 0, authorCode: 'reviewer', firstReviewerCode: null }, { ...everything, actions: ['edit'] }, 'submit')).toEqual({ error: 'forbidden', key: 'error.forbidden' });
  });
});
