import { describe, expect, it } from 'vitest';
import { CASE_COLUMNS, CASE_STEP_COLUMNS, type CaseReferences, caseRecords, draftRecords, MAX_CASES, readCaseReferences } from './cases.js';

const NOW = new Date('2026-06-01T00:00:00Z');

/** A few demo series, two dealer authors and the demo case parameters of the fields a case uses. */
const REFS: CaseReferences = {
  series: [
    { code: 'CV-T9', brandCode: 'CV', name: 'T9 Heavy Truck' },
    { code: 'OS-G4', brandCode: 'OS', name: 'G4 Crossover' },
    { code: 'PC-A5', brandCode: 'PC', name: 'A5 Sedan' },
    { code: 'PC-X7', brandCode: 'PC', name: 'X7 SUV' },
  ],
  authors: [
    { userCode: 'd10001-001', fullName: '王伟', orgCode: 'D10001', orgName: '上海浦东汽车服务', department: 'AS-RS-E', areaId: 'a1', regionId: 'r1', districtId: 'd1' },
    { userCode: 'dealer01', fullName: 'Li Lei (Dealer D1001)', orgCode: 'D1001', orgName: 'Shanghai Pudong Xinghai Auto 4S', department: 'AS-RS-E', areaId: null, regionId: null, districtId: null },
  ],
  params: {
    zh_CN: { runningStatus: ['怠速', '加速'], roadType: ['平坦路面'], weather: ['低温', '雨天'], symptom: ['抖动', '异响'] },
    en_US: { runningStatus: ['Idling', 'Accelerating'], roadType: ['Smooth road'], weather: ['Cold', 'Rainy'], symptom: ['Vibration', 'Abnormal noise'] },
    de_DE: { runningStatus: ['Leerlauf', 'Beschleunigen'], roadType: ['Ebene Straße'], weather: ['Kälte', 'Regen'], symptom: ['Vibration', 'Ungewöhnliches Geräusch'] },
  },
};

const byName = (columns: readonly string[], row: readonly unknown[]) => Object.fromEntries(columns.map((c, i) => [c, row[i]]));
const COUNT = 3000;

describe('generated repair cases', () => {
  const records = [...caseRecords({ seed: 42, count: COUNT, refs: REFS, now: NOW })];
  const cases = records.map((r) => byName(CASE_COLUMNS, r.row));

  it('are the same for the same seed, others for another seed, and the first of a bigger run are those of a smaller one', () => {
    expect([...caseRecords({ seed: 42, count: COUNT, refs: REFS, now: NOW })]).toEqual(records);
    expect([...caseRecords({ seed: 42, count: 100, refs: REFS, now: NOW })]).toEqual(records.slice(0, 100));
    const other = [...caseRecords({ seed: 43, count: 100, refs: REFS, now: NOW })].map((r) => r.row[0]);
    expect(other).not.toEqual(records.slice(0, 100).map((r) => r.row[0]));
  });

  it('have unique RB codes in order, never the portal’s RC<day>NNNNN, and a row for every column', () => {
    const codes = cases.map((c) => String(c['case_code']));
    expect(codes[0]).toBe('RB0000000001');
    expect(codes.at(-1)).toBe(`RB${String(COUNT).padStart(10, '0')}`);
    expect(new Set(codes).size).toBe(COUNT);
    expect([...codes].sort()).toEqual(codes);
    for (const code of codes) expect(code).not.toMatch(/^RC\d{13}$/);
    for (const { row, step } of records) {
      expect(row).toHaveLength(CASE_COLUMNS.length);
      expect(step).toHaveLength(CASE_STEP_COLUMNS.length);
    }
    expect(new Set(cases.map((c) => c['id'])).size).toBe(COUNT);
  });

  it('spread over the series, languages, authors and workflow states, with the times and versions each state has', () => {
    const share = (test: (c: Record<string, unknown>) => boolean) => cases.filter(test).length / COUNT;
    expect(new Set(cases.map((c) => c['series_code']))).toEqual(new Set(REFS.series.map((s) => s.code)));
    for (const c of cases) expect(REFS.series.find((s) => s.code === c['series_code'])).toMatchObject({ brandCode: c['brand_code'], name: c['series_name'] });
    expect(share((c) => c['lang_code'] === 'zh_CN')).toBeCloseTo(0.6, 1);
    expect(share((c) => c['lang_code'] === 'de_DE')).toBeGreaterThan(0.1);
    expect(new Set(cases.map((c) => c['author_code']))).toEqual(new Set(['d10001-001', 'dealer01']));
    const published = (c: Record<string, unknown>) => c['submit_state'] === 1 && c['verify_state'] === 1 && c['publish_state'] === 1 && c['discard'] === 0;
    expect(share(published)).toBeCloseTo(0.6, 1);
    expect(share((c) => c['submit_state'] === 0 && c['discard'] === 0)).toBeGreaterThan(0.08);
    expect(share((c) => c['submit_state'] === 2 && c['verify_state'] === 0)).toBeGreaterThan(0.04);
    expect(share((c) => c['discard'] === 1)).toBeGreaterThan(0.01);
    expect(share((c) => c['publish_state'] === 2)).toBeGreaterThan(0.005);
    for (const c of cases) {
      expect(c['created_by']).toBe('generator');
      // A state's times: submitted ones have a submit time, and each step comes after the one before, never after now.
      expect(c['submit_time'] === null).toBe(c['submit_state'] === 0);
      expect(c['publish_time'] === null).toBe(c['publish_state'] === 0);
      const times = [c['created_at'], c['submit_time'], c['verify_time'], c['publish_time']].filter((t): t is string => t !== null);
      expect([...times].sort()).toEqual(times);
      expect(times.every((t) => t <= '2026-06-01 00:00:00.000')).toBe(true);
      expect(c['updated_at']).toBe(times.at(-1));
      // One version per workflow step taken (a discard is one too).
      const version = published(c) ? 4 : c['publish_state'] === 2 ? 5 : c['discard'] === 1 ? 2 : c['submit_state'] === 0 ? 1 : c['verify_state'] === 2 ? 2 : 3;
      expect(c['version']).toBe(version);
      expect(c['last_verifier_post'] === null).toBe(c['verify_time'] === null);
      if (c['publish_state'] !== 1) expect([c['is_excellent'], c['times_read']]).toEqual([0, 0]);
    }
  });

  it('write title, description and fault row in the case’s language, of its parameters', () => {
    for (const { row, step } of records.slice(0, 300)) {
      const c = byName(CASE_COLUMNS, row);
      const s = byName(CASE_STEP_COLUMNS, step);
      const lang = c['lang_code'] as keyof CaseReferences['params'];
      expect(REFS.params[lang].symptom).toContain(c['symptom']);
      expect(REFS.params[lang].runningStatus).toContain(c['running_status']);
      expect(String(c['title'])).toContain(String(c['series_name']));
      expect(String(c['title'])).toContain(String(c['symptom']).slice(0, 3));
      expect(s).toEqual({ case_id: c['id'], section: 'fault', sno: 1, running_status: c['running_status'], road_type: c['road_type'], weather: c['weather'], symptom: c['symptom'], description: c['description'] });
      expect(String(c['solution']).length).toBeGreaterThan(10);
      if (lang === 'zh_CN') expect(String(c['description'])).toMatch(/[\u4e00-\u9fff]/);
      if (lang === 'de_DE') expect(String(c['description'])).toMatch(/Laufleistung|Probefahrt/);
      // The author's organisation and department come with the author.
      const author = REFS.authors.find((a) => a.userCode === c['author_code'])!;
      expect([c['org_code'], c['org_name'], c['department'], c['full_name'], c['area_id']]).toEqual([author.orgCode, author.orgName, author.department, author.fullName, author.areaId]);
    }
  });

  it('make drafts of one author and brand that can be submitted, and refuse what they cannot be made of', () => {
    const drafts = [...draftRecords({ seed: 42, count: 50, refs: REFS, now: NOW, authorCode: 'dealer01', brandCode: 'PC' })].map((r) => byName(CASE_COLUMNS, r.row));
    expect(drafts[0]?.['case_code']).toBe('RBD000000001');
    for (const d of drafts) {
      expect(d).toMatchObject({ author_code: 'dealer01', org_code: 'D1001', department: 'AS-RS-E', brand_code: 'PC', submit_state: 0, verify_state: 2, publish_state: 0, discard: 0, version: 1, submit_time: null });
      expect(String(d['solution']).length).toBeGreaterThan(0);
    }
    expect(() => [...draftRecords({ seed: 1, count: 1, refs: REFS, now: NOW, authorCode: 'nobody', brandCode: 'PC' })]).toThrow(/TIS_DEMO_DATA/);
    expect(() => [...draftRecords({ seed: 1, count: 1, refs: REFS, now: NOW, authorCode: 'dealer01', brandCode: 'ZZ' })]).toThrow(/brand ZZ/);
    expect(() => [...caseRecords({ seed: 1, count: 1, refs: { ...REFS, authors: [] }, now: NOW })]).toThrow(/dealer staff/);
    expect(() => [...caseRecords({ seed: 1, count: 1, refs: { ...REFS, params: { ...REFS.params, de_DE: { ...REFS.params.de_DE, symptom: [] } } }, now: NOW })]).toThrow(/parameter 8 in de_DE/);
    expect(() => [...caseRecords({ seed: 1, count: MAX_CASES + 1, refs: REFS, now: NOW })]).toThrow(RangeError);
    expect([...caseRecords({ seed: 1, count: 0, refs: { ...REFS, series: [] }, now: NOW })]).toEqual([]);
  });

  it('read their references in code order, authors with their dealer, parameters per language', async () => {
    const reader = (rows: Record<string, unknown>[]) => ({ all: async () => rows });
    const refs = await readCaseReferences({
      vehicle: reader([{ c: 'PC-A5', b: 'PC', n: 'A5 Sedan' }]),
      oauth: reader([
        { c: 'dealer01', n: 'Li Lei', a: 'D1001' },
        { c: 'orphan', n: 'No Dealer', a: 'GONE' },
      ]),
      system: reader([{ c: 'D1001', n: 'Xinghai 4S', a: null, r: 'r1', d: 'd1', s: 'AS-RS-E' }]),
      document: reader([
        { p: 1, l: 'en_US', v: 'Idling' },
        { p: 8, l: 'zh_CN', v: '抖动' },
        { p: 2, l: 'en_US', v: 'Steering' },
        { p: 5, l: 'xx_XX', v: 'ignored' },
      ]),
    });
    expect(refs.series).toEqual([{ code: 'PC-A5', brandCode: 'PC', name: 'A5 Sedan' }]);
    expect(refs.authors).toEqual([{ userCode: 'dealer01', fullName: 'Li Lei', orgCode: 'D1001', orgName: 'Xinghai 4S', department: 'AS-RS-E', areaId: null, regionId: 'r1', districtId: 'd1' }]);
    expect(refs.params.en_US).toEqual({ runningStatus: ['Idling'], roadType: [], weather: [], symptom: [] });
    expect(refs.params.zh_CN.symptom).toEqual(['抖动']);
  });
});
