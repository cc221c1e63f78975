import type { BulletinDetail, CaseDetail, CreateCase, LawView, SearchAnswer, SearchHit, SearchIndexStatus, SearchSuggestion, TechProveDetail } from '@tis/contracts';
import { SUGGESTIONS_MAX } from '@tis/contracts';
import { call, eventually, loginAs, multipartBody, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

const joined = (pieces: SearchHit['title']): string => pieces.map((p) => p.text).join('');
const hits = (pieces: SearchHit['title']): string[] => pieces.filter((p) => p.hit).map((p) => p.text);

/**
 * The search on the embedded portal, on each database (issue 17): the demo cases are indexed by the
 * first reindex; a published case reaches the index through its events and leaves it when its
 * publication is cancelled; every reader sees only the kinds whose page they hold, their brands and,
 * for notices, their user type; Chinese two-character terms, German words and their parts, codes
 * (first place, exact search, "did you mean"), exact phrases and suggestions; a late or repeated
 * change changes nothing; a reindex rebuilds what was lost and drops what is no longer published.
 * The same query set runs on both databases.
 */
describe.each(TEST_DIALECTS)('search on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};
  const as = (user: string) => tokens[user] ?? '';
  const cases = apiClient('/tis/api/documentService/case', () => base, () => as('dealer01'));
  const search = apiClient('/tis/api/searchService', () => base, () => as('admin'));
  const find = (query: string, user = 'admin', language = 'zh_CN') =>
    search.api<SearchAnswer>('GET', `/search?${query}`, undefined, as(user), { Language: language }).then((res) => {
      if (res.body.code !== '000000') throw new Error(JSON.stringify(res.body));
      return res.body.data as SearchAnswer;
    });
  const titles = (answer: SearchAnswer) => answer.list.map((h) => joined(h.title));

  /** Writes, submits, approves (oem01) and publishes a case of dealer01; answers it published. */
  async function publishedCase(values: Partial<CreateCase>): Promise<CaseDetail> {
    let c = await cases.ok<CaseDetail>('POST', '', { brandCode: 'PC', seriesCode: 'PC-A5', mileage: 1000, description: 'x', solution: 'Teil ersetzt.', steps: [{ section: 'fault', symptom: 'Geräusch' }], ...values });
    c = await cases.ok<CaseDetail>('POST', `/${c.id}/submit`, { version: c.version });
    c = await cases.ok<CaseDetail>('POST', `/${c.id}/verify`, { version: c.version, approved: true }, as('oem01'));
    return cases.ok<CaseDetail>('POST', `/${c.id}/publish`, { version: c.version }, as('oem01'));
  }

  let oilCase: CaseDetail;
  let brakeCase: CaseDetail;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'search', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'dealer01', 'dealer02', 'public01'] as const) tokens[user] = await loginAs(base, user);
    // The first reindex takes the demo data in.
    await eventually(async () => {
      const status = await search.ok<SearchIndexStatus>('GET', '/index/status');
      return status.kinds.every((k) => k.reindex.state === 'done') ? status : undefined;
    }, 30_000, 'the first reindex');
    oilCase = await publishedCase({
      title: '机油压力报警灯常亮',
      description: '<p>发动机机油压力过低，仪表报警。</p>',
      solution: '更换机油泵总成后故障排除。',
      steps: [{ section: 'fault', symptom: '报警灯常亮' }, { section: 'check', objectSystem: '润滑系统', object: '机油泵总成', dtcCode: 'P0520' }],
    });
    brakeCase = await publishedCase({
      title: 'Quietschen beim Bremsen',
      description: '<p>Die Bremsbeläge vorne sind verschlissen.</p>',
      vin: 'LTPA5AAA0R1000001',
    });
    await eventually(async () => ((await find(`keyword=${oilCase.caseCode}&languages=all`)).total > 0 && (await find(`keyword=${brakeCase.caseCode}&languages=all`)).total > 0 ? true : undefined), 20_000, 'both cases in the index');
  }, 180_000);

  afterAll(() => portal?.stop());

  it('indexed the demo cases at the first start: a Chinese word finds the Chinese case, marked', async () => {
    const status = await search.ok<SearchIndexStatus>('GET', '/index/status');
    expect(status.kinds.find((k) => k.kind === 'case')?.entries).toBeGreaterThanOrEqual(3);
    const answer = await find(`keyword=${encodeURIComponent('发动机 抖动')}`);
    expect(titles(answer)).toContain('A5 冷车启动时发动机抖动');
    const demo = answer.list.find((h) => joined(h.title) === 'A5 冷车启动时发动机抖动');
    expect(hits(demo?.title ?? [])).toEqual(['发动机抖动']);
    expect(demo).toMatchObject({ kind: 'case', brandCode: 'PC', seriesCode: 'PC-A5', language: 'zh_CN' });
  });

  it('finds a two-character Chinese term inside longer words, and ranks the case whose title has it first', async () => {
    const answer = await find(`keyword=${encodeURIComponent('机油')}&languages=all`);
    expect(answer.list[0]?.documentId).toBe(oilCase.id);
    expect(hits(answer.list[0]?.title ?? [])).toEqual(['机油']);
    expect(answer.list[0]?.snippet.some((p) => p.hit && p.text === '机油')).toBe(true);
    expect(answer.facets.kind).toContainEqual({ value: 'case', count: answer.total });
    // A page that holds every match counts its facets from its rows; a page of one counts them over every match, alike.
    const demoWord = await find(`keyword=${encodeURIComponent('发动机')}&languages=all`);
    expect(demoWord.total).toBeGreaterThan(1);
    const onePage = await find(`keyword=${encodeURIComponent('发动机')}&languages=all&pageSize=1`);
    expect(onePage.list).toHaveLength(1);
    expect({ total: onePage.total, facets: onePage.facets }).toEqual({ total: demoWord.total, facets: demoWord.facets });
    // Part of a word the segmenter sees otherwise (发动机 / 机油 / 压力): still found.
    expect((await find(`keyword=${encodeURIComponent('动机机油压')}&languages=all`)).list.map((h) => h.documentId)).toEqual([oilCase.id]);
    // Every word is required.
    expect((await find(`keyword=${encodeURIComponent('机油 刹车')}&languages=all`)).total).toBe(0);
  });

  it('folds case and accents and finds German compounds by their parts', async () => {
    for (const keyword of ['bremsbelage', 'BREMSBELÄGE', 'belage', 'quietschen brems']) {
      const answer = await find(`keyword=${encodeURIComponent(keyword)}&languages=all`);
      expect(answer.list.map((h) => h.documentId), keyword).toContain(brakeCase.id);
    }
    const answer = await find('keyword=bremsbelage&languages=all');
    expect(answer.list.find((h) => h.documentId === brakeCase.id)?.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['Bremsbeläge']);
  });

  it('puts an exact code first, finds codes exactly on the accurate search, and suggests a close code for a typo', async () => {
    const byCode = await find(`keyword=${oilCase.caseCode}&languages=all`);
    expect(byCode.list[0]?.documentId).toBe(oilCase.id);
    const dtc = await search.ok<SearchAnswer>('GET', '/search/accurate?mode=code&keyword=p0520&languages=all');
    expect(dtc.list.map((h) => h.documentId)).toEqual([oilCase.id]);
    const vin = await search.ok<SearchAnswer>('GET', '/search/accurate?mode=code&keyword=LTPA5AAA0R1000001&languages=all');
    expect(vin.list.map((h) => h.documentId)).toContain(brakeCase.id);
    // A prefix is not an exact code.
    expect((await search.ok<SearchAnswer>('GET', '/search/accurate?mode=code&keyword=P052&languages=all')).total).toBe(0);
    const typo = `${oilCase.caseCode.slice(0, -1)}${oilCase.caseCode.endsWith('9') ? '8' : '9'}`;
    const missed = await search.ok<SearchAnswer>('GET', `/search/accurate?mode=code&keyword=${typo}&languages=all`);
    expect(missed).toMatchObject({ total: 0, didYouMean: oilCase.caseCode.toUpperCase() });
  });

  it('finds an exact phrase only where the words stand together', async () => {
    const phrase = (keyword: string) => search.ok<SearchAnswer>('GET', `/search/accurate?mode=phrase&languages=all&keyword=${encodeURIComponent(keyword)}`);
    expect((await phrase('机油压力')).list.map((h) => h.documentId)).toEqual([oilCase.id]);
    expect((await phrase('Bremsbeläge vorne')).list.map((h) => h.documentId)).toEqual([brakeCase.id]);
    expect((await phrase('vorne Bremsbeläge')).total).toBe(0);
  });

  it('suggests codes and titles while typing', async () => {
    const suggest = (keyword: string, user = 'admin') =>
      search.api<SearchSuggestion[]>('GET', `/search/suggest?keyword=${encodeURIComponent(keyword)}`, undefined, as(user), { Language: 'zh_CN' }).then((r) => r.body.data ?? []);
    expect(await suggest('机油')).toContainEqual({ text: '机油压力报警灯常亮', type: 'title', kind: 'case', documentId: oilCase.id, code: oilCase.caseCode });
    expect(await suggest('P05')).toContainEqual({ text: 'P0520', type: 'code', kind: 'case', documentId: oilCase.id, code: oilCase.caseCode });
    // A code in many documents is offered once, with the first document that names it, and does not
    // crowd out the next code (five more cases name P0520 — as many as the codes offered —, the last one P0521 too).
    let second: CaseDetail | undefined;
    for (let i = 1; i <= 5; i += 1) {
      const dtcs = i === 5 ? ['P0520', 'P0521'] : ['P0520'];
      second = await publishedCase({ title: `Öldruckwarnung ${i}`, steps: [{ section: 'fault', symptom: 'Warnleuchte' }, ...dtcs.map((dtcCode) => ({ section: 'check' as const, dtcCode }))] });
    }
    if (!second) throw new Error('no case');
    const codes = await eventually(async () => {
      const offered = (await suggest('P052')).filter((s) => s.type === 'code');
      return offered.some((s) => s.text === 'P0521') ? offered : undefined;
    }, 20_000, 'the second case in the index');
    expect(codes).toEqual([
      { text: 'P0520', type: 'code', kind: 'case', documentId: oilCase.id, code: oilCase.caseCode },
      { text: 'P0521', type: 'code', kind: 'case', documentId: second.id, code: second.caseCode },
    ]);
    // The public user reads no cases.
    expect(await suggest('机油', 'public01')).toEqual([]);
    const long = await search.api('GET', `/search/suggest?keyword=${'x'.repeat(51)}`);
    expect(long.status).toBe(400);
  });

  it('offers a title once, so that documents of the same title leave room for other titles', async () => {
    const suggest = (keyword: string) => search.ok<SearchSuggestion[]>('GET', `/search/suggest?keyword=${encodeURIComponent(keyword)}`);
    // The longer title ranks below the short one; before, as many copies of the short title as the
    // suggestions offered filled them all.
    const other = await publishedCase({ title: 'Getriebe ruckelt beim Anfahren am Berg' });
    for (let i = 0; i < SUGGESTIONS_MAX; i += 1) await publishedCase({ title: 'Getriebe ruckelt' });
    await eventually(async () => ((await find('keyword=getriebe&languages=all')).total === SUGGESTIONS_MAX + 1 ? true : undefined), 20_000, 'every case in the index');
    const offered = await suggest('getriebe');
    expect(offered.map((s) => s.text)).toEqual(['Getriebe ruckelt', 'Getriebe ruckelt beim Anfahren am Berg']);
    expect(offered[1]).toMatchObject({ type: 'title', kind: 'case', documentId: other.id, code: other.caseCode });
  });

  it('shows each reader only what they may read: kinds by page, brands, user types of notices, language', async () => {
    const keyword = `keyword=${encodeURIComponent('机油')}&languages=all`;
    expect((await find(keyword, 'dealer01')).list.map((h) => h.documentId)).toContain(oilCase.id);
    // public01 holds no case page.
    expect((await find(keyword, 'public01')).total).toBe(0);
    // The German demo case and claim are of brand CV: dealer02 (PC, YW) does not see them, dealer01 (PC, CV) does.
    const cv = `keyword=${encodeURIComponent('Motorwarnleuchte')}&languages=all`;
    expect((await find(cv, 'dealer01')).list.map((h) => h.kind).sort()).toEqual(['case', 'claim']);
    expect((await find(cv, 'dealer02')).total).toBe(0);
    // Language: the caller's own and language-free entries unless all are asked for.
    expect((await find(`keyword=Motorwarnleuchte`, 'dealer01', 'de_DE')).total).toBe(2);
    // (claims carry no language: the German demo claim is language-free)
    expect((await find(`keyword=Motorwarnleuchte`, 'dealer01', 'zh_CN')).list.map((h) => h.kind)).toEqual(['claim']);

    // A notice for dealers of brand CV: found by dealer01 only.
    const bulletins = apiClient('/tis/api/systemService/bulletin', () => base, () => as('oem01'));
    const notice = await bulletins.ok<BulletinDetail>('POST', '', { title: 'Werkstattzeiten Dezember', content: '<p>Neue Werkstattzeiten ab Dezember.</p>', userTypes: ['dealer'], brandCodes: ['CV'] });
    await bulletins.ok<BulletinDetail>('POST', `/${notice.id}/publish`, { version: notice.version });
    const noticeQuery = 'keyword=werkstattzeiten&kinds=bulletin';
    await eventually(async () => ((await find(noticeQuery, 'dealer01')).total === 1 ? true : undefined), 15_000, 'the notice in the index');
    expect((await find(noticeQuery, 'dealer02')).total).toBe(0);
    expect((await find(noticeQuery, 'oem01')).total).toBe(0);
    expect((await find(noticeQuery, 'public01')).total).toBe(0);
  });

  it('filters by kind, brand and series and pages the results', async () => {
    const all = await find('keyword=a5&languages=all');
    expect(all.total).toBeGreaterThan(0);
    const series = await find('keyword=a5&languages=all&seriesCode=PC-A5&pageSize=1');
    expect(series.list).toHaveLength(1);
    expect(series.list.every((h) => h.seriesCode === 'PC-A5')).toBe(true);
    const second = await find('keyword=a5&languages=all&seriesCode=PC-A5&pageSize=1&pageNo=2');
    expect(second.total).toBe(series.total);
    if (series.total > 1) expect(second.list[0]?.documentId).not.toBe(series.list[0]?.documentId);
    expect((await find('keyword=a5&languages=all&kinds=claim')).list.every((h) => h.kind === 'claim')).toBe(true);
    const bad = await search.api('GET', '/search?keyword=a5&kinds=nope&pageSize=51');
    expect(bad.status).toBe(400);
    const blank = await search.api('GET', '/search?keyword=%20-%20');
    expect(JSON.stringify(blank.body)).toContain('Please enter a search keyword');
  });

  it('removes a case whose publication is cancelled, and takes it in again when it is published again', async () => {
    let c = await publishedCase({ title: 'Einmalige Zündaussetzer Prüfung', description: 'x' });
    const query = 'keyword=zundaussetzer&languages=all';
    await eventually(async () => ((await find(query)).total === 1 ? true : undefined), 15_000, 'the case in the index');
    c = await cases.ok<CaseDetail>('POST', `/${c.id}/cancelPublish`, { version: c.version }, as('oem01'));
    await eventually(async () => ((await find(query)).total === 0 ? true : undefined), 15_000, 'the case gone');
    await cases.ok<CaseDetail>('POST', `/${c.id}/publish`, { version: c.version }, as('oem01'));
    await eventually(async () => ((await find(query)).total === 1 ? true : undefined), 15_000, 'the case back');
  });

  it('takes a technical proof in once it is proven, for the readers of proofs', async () => {
    const proofs = apiClient('/tis/api/documentService/techProve', () => base, () => as('dealer01'));
    let p = await proofs.ok<TechProveDetail>('POST', '', { title: 'Bremsscheibe rostet nach Regen', brandCode: 'PC', seriesCode: 'PC-A5', modelCode: null, description: '<p>Flugrost auf der Bremsscheibe.</p>', partCodes: ['BD-77'] });
    for (const [step, remark] of [['accept', ''], ['finish', 'Beschichtung geändert'], ['prove', '']] as const) {
      if (step === 'prove') expect((await find('keyword=bremsscheibe&languages=all&kinds=techProve')).total).toBe(0);
      p = await proofs.ok<TechProveDetail>('POST', `/${p.id}/${step}`, { version: p.version, remark }, as(step === 'prove' ? 'dealer01' : 'oem01'));
    }
    const found = await eventually(async () => {
      const answer = await find('keyword=bremsscheibe&languages=all', 'dealer02');
      return answer.total === 1 ? answer : undefined;
    }, 15_000, 'the proven proof in the index');
    expect(found.list[0]).toMatchObject({ kind: 'techProve', documentId: p.id, brandCode: 'PC' });
    expect((await search.ok<SearchAnswer>('GET', '/search/accurate?mode=code&keyword=bd-77&languages=all')).list.map((h) => h.documentId)).toEqual([p.id]);
    expect((await find('keyword=bremsscheibe&languages=all', 'public01')).total).toBe(0);
  });

  it('takes every regulation in with its writes (add, change, delete) for the readers of /Laws; a result opens /Laws by its code', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Title (Abgas) >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
    const { body, contentType } = multipartBody('file', 'abgas.pdf', 'application/pdf', pdf);
    const uploaded = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=document`, { method: 'POST', headers: { authorization: as('admin'), 'content-type': contentType }, body });
    const laws = apiClient('/tis/api/systemService/law', () => base, () => as('admin'));
    const law = await laws.ok<LawView>('POST', '', {
      lawCode: 'GB-18352.6',
      title: 'Grenzwerte für Abgasemissionen leichter Fahrzeuge',
      category: 'Emissionen',
      issuer: 'Umweltministerium',
      effectiveDate: '2025-07-01',
      lawState: 2,
      remark: null,
      fileUrl: uploaded.body.data!.url,
      fileName: 'abgas.pdf',
    });
    // public01 reads /Laws, dealer01 does not.
    const found = await eventually(async () => {
      const answer = await find('keyword=abgasemissionen&languages=all', 'public01');
      return answer.total === 1 ? answer : undefined;
    }, 15_000, 'the regulation in the index');
    expect(found.list[0]).toMatchObject({ kind: 'law', documentId: law.id, codes: ['GB-18352.6'], publishedAt: '2025-07-01T00:00:00.000Z' });
    expect((await find('keyword=abgasemissionen&languages=all', 'dealer01')).total).toBe(0);
    expect((await search.ok<SearchAnswer>('GET', '/search/accurate?mode=code&keyword=gb-18352.6&languages=all')).list.map((h) => h.documentId)).toEqual([law.id]);
    const suggestions = (await search.api<SearchSuggestion[]>('GET', `/search/suggest?keyword=Grenzwerte`, undefined, as('public01'))).body.data;
    expect(suggestions).toContainEqual({ text: law.title, type: 'title', kind: 'law', documentId: law.id, code: 'GB-18352.6' });

    // A change is found by its new words only; a delete takes it out.
    const changed = await laws.ok<LawView>('PUT', `/${law.id}`, { title: 'Grenzwerte für Partikelanzahl', category: 'Emissionen', issuer: 'Umweltministerium', effectiveDate: '2025-07-01', lawState: 1, remark: null, fileUrl: law.fileUrl, fileName: law.fileName, version: law.version });
    await eventually(async () => ((await find('keyword=partikelanzahl&languages=all')).total === 1 ? true : undefined), 15_000, 'the changed title in the index');
    expect((await find('keyword=abgasemissionen&languages=all')).total).toBe(0);
    await laws.ok('DELETE', `/${changed.id}`);
    await eventually(async () => ((await find('keyword=partikelanzahl&languages=all')).total === 0 ? true : undefined), 15_000, 'the deleted regulation out of the index');
  });

  it('finds every row a LIKE scan finds for Chinese terms, German words and codes (recall 1.0), an exact code first', async () => {
    const { SearchIndexer } = await import('@tis/service-search');
    const indexer = portal.app.get(SearchIndexer);
    const corpus = recallCorpus();
    for (const doc of corpus) await indexer.applyNow({ kind: 'case', documentId: doc.id, changedAt: '2026-01-01T00:00:00.000Z', entry: doc.entry });
    const db = await portal.db('search');
    /** The documents of the corpus whose title or text holds the term as written: a LIKE scan of the same rows. */
    const scanned = async (term: string): Promise<string[]> =>
      (
        await db.query<{ documentId: string }[]>(
          "SELECT document_id AS documentId FROM search_entry WHERE kind = 'case' AND document_id LIKE 'recall-%' AND (title LIKE ? OR body LIKE ?) ORDER BY document_id",
          [`%${term}%`, `%${term}%`],
        )
      ).map((r) => r.documentId);
    const searched = async (keyword: string): Promise<string[]> => {
      const answer = await find(`keyword=${encodeURIComponent(keyword)}&languages=all&pageSize=50`);
      expect(answer.total).toBeLessThanOrEqual(50);
      return answer.list.map((h) => h.documentId).filter((id) => id.startsWith('recall-'));
    };
    for (const term of ['机油', '刹车', '水泵', '异响', '冷却', '节气门', 'Bremsbeläge', 'Wasserpumpe', 'Kühlmittel', 'Getriebe', 'Steuergerät', 'Zündkerzen', 'pump', 'coolant']) {
      const expected = await scanned(term);
      expect(expected.length, term).toBeGreaterThan(0);
      expect((await searched(term)).sort(), term).toEqual(expected);
    }
    // Folded spellings find the same rows.
    expect((await searched('bremsbelage')).sort()).toEqual(await scanned('Bremsbeläge'));
    // Codes: a unique code finds its document first; a shared DTC finds every document that has it.
    for (const doc of corpus.filter((_, i) => i % 7 === 0)) {
      const code = doc.entry.codes[0]!;
      expect((await find(`keyword=${code}&languages=all`)).list[0]?.documentId, code).toBe(doc.id);
    }
    const withDtc = corpus.filter((d) => d.entry.codes.includes('P0300')).map((d) => d.id).sort();
    expect((await searched('P0300')).sort()).toEqual(withDtc);
  });

  it('ignores a late or repeated change, and a reindex rebuilds what was lost and drops what is no longer published', async () => {
    const db = await portal.db('search');
    const [row] = await db.query('SELECT id, changed_at AS changedAt FROM search_entry WHERE document_id = ?', [oilCase.id]);
    const { SearchIndexer } = await import('@tis/service-search');
    const indexer = portal.app.get(SearchIndexer);
    const late = { kind: 'case' as const, documentId: oilCase.id, entry: null, changedAt: '2000-01-01T00:00:00.000Z' };
    expect(await indexer.applyNow(late)).toBe(false);
    expect((await find(`keyword=${oilCase.caseCode}&languages=all`)).total).toBe(1);
    const codes = async () => Number((await db.query('SELECT COUNT(*) AS n FROM search_code WHERE entry_id = ?', [row.id]))[0].n);
    const before = await codes();

    // Lost: the row is deleted behind the index's back. Stale: a row whose document is not published.
    await db.query('DELETE FROM search_code WHERE entry_id = ?', [row.id]);
    await db.query('DELETE FROM search_entry WHERE id = ?', [row.id]);
    await indexer.applyNow({ kind: 'case', documentId: 'no-such-case', changedAt: '2001-01-01T00:00:00.000Z', entry: { title: 'Ghost case 机油', text: '', codes: ['GHOST1'], terms: [], brandCode: null, seriesCode: null, language: null, userTypes: null, brandCodes: [], publishedAt: '2001-01-01T00:00:00.000Z' } });
    expect((await find(`keyword=${oilCase.caseCode}&languages=all`)).total).toBe(0);
    expect((await find('keyword=ghost&languages=all')).total).toBe(1);

    await search.ok('POST', '/index/reindex', { kinds: ['case'] });
    await eventually(async () => {
      const status = await search.ok<SearchIndexStatus>('GET', '/index/status');
      return status.kinds.find((k) => k.kind === 'case')?.reindex.state === 'done' ? true : undefined;
    }, 30_000, 'the reindex');
    expect((await find(`keyword=${oilCase.caseCode}&languages=all`)).list[0]?.documentId).toBe(oilCase.id);
    expect((await find('keyword=ghost&languages=all')).total).toBe(0);
    const [again] = await db.query('SELECT id FROM search_entry WHERE document_id = ?', [oilCase.id]);
    expect(Number((await db.query('SELECT COUNT(*) AS n FROM search_code WHERE entry_id = ?', [again.id]))[0].n)).toBe(before);
    // The same entry applied twice keeps one row and one set of codes.
    const [current] = await db.query('SELECT changed_at AS changedAt FROM search_entry WHERE id = ?', [again.id]);
    const page = { kind: 'case' as const, documentId: oilCase.id, changedAt: current.changedAt as string };
    const entry = { title: '机油压力报警灯常亮', text: '', codes: ['P0520', oilCase.caseCode], terms: [], brandCode: 'PC', seriesCode: 'PC-A5', language: null, userTypes: null, brandCodes: [], publishedAt: new Date().toISOString() };
    await indexer.applyNow({ ...page, entry });
    await indexer.applyNow({ ...page, entry });
    expect(Number((await db.query('SELECT COUNT(*) AS n FROM search_entry WHERE document_id = ?', [oilCase.id]))[0].n)).toBe(1);
    expect(Number((await db.query('SELECT COUNT(*) AS n FROM search_code WHERE entry_id = ?', [again.id]))[0].n)).toBe(2);
    // The health answer shows the index lag.
    const health = await fetch(`${base}/tis/api/searchService/health`).then((r) => r.json() as Promise<{ data: { details?: { lagSeconds: number | null } } }>);
    expect(health.data.details?.lagSeconds).toBeTypeOf('number');
  });
});

/** Phrases of the recall corpus, in the three languages: terms inside longer words, compounds, inflections. */
const RECALL_PHRASES = [
  '发动机机油压力过低',
  '更换机油滤清器',
  '机油泵总成损坏',
  '刹车片磨损严重',
  '踩刹车时制动盘有异响',
  '冷却液泄漏',
  '水泵密封圈老化',
  '电子节气门脏污',
  '机油尺读数偏高',
  'Bremsbeläge vorne verschlissen',
  'Vorderachsbremsbeläge ersetzt',
  'Kühlmittelverlust am Wasserpumpengehäuse',
  'Wasserpumpe undicht, Kühlmittel nachgefüllt',
  'Zündkerzen verrußt',
  'Automatikgetriebe schaltet hart',
  'Getriebeöl gewechselt',
  'Motorsteuergerät neu programmiert',
  'Steuergeräte ausgelesen',
  'Bremsbelagverschleiß angezeigt',
  'Coolant leak at the water pump housing',
  'Brake pads worn, rotor scored',
  'Oil pressure warning light on',
];
const RECALL_DTCS = ['P0520', 'P0300', 'P0171', 'U0100', 'B1234'];

/** 40 documents, each of two or three phrases chosen by its number, with a unique code, a DTC and a part code. */
function recallCorpus() {
  return Array.from({ length: 40 }, (_, i) => {
    const phrases = [RECALL_PHRASES[i % RECALL_PHRASES.length]!, RECALL_PHRASES[(i * 7 + 3) % RECALL_PHRASES.length]!, ...(i % 3 === 0 ? [RECALL_PHRASES[(i * 5 + 11) % RECALL_PHRASES.length]!] : [])];
    return {
      id: `recall-${String(i).padStart(2, '0')}`,
      entry: {
        title: phrases[0]!,
        text: phrases.slice(1).join('\n'),
        codes: [`RCL${String(i).padStart(4, '0')}`, RECALL_DTCS[i % RECALL_DTCS.length]!, `PN-${1000 + (i % 7)}`],
        terms: [],
        brandCode: 'PC',
        seriesCode: 'PC-A5',
        language: null,
        userTypes: null,
        brandCodes: [],
        publishedAt: '2026-01-01T00:00:00.000Z',
      },
    };
  });
}
