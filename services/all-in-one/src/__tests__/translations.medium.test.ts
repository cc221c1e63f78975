import { gunzipSync } from 'node:zlib';
import {
  LANGUAGES,
  type LanguageView,
  MESSAGES,
  type PageResult,
  type SupportedLanguage,
  type TranslationEntry,
  type TranslationImportResult,
  type TranslationLogView,
  type TranslationView,
  WEB_TEXTS,
} from '@tis/contracts';
import { call, type CallResult, loginAs, multipartBody, resourcesDuring, TEST_DIALECTS, xlsxBomb, xlsxOf } from '@tis/nest/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_VERSION_MAX_AGE_MS } from '@tis/service-system';
import { type EmbeddedPortal, jsonRequest, type JsonRequestOptions, startEmbeddedPortal } from './embedded-portal.js';

const API = '/tis/api/systemService';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook as a user would make it: header row, then rows of cells. */
async function workbook(rows: (string | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The rows of the first worksheet of an xlsx file, as text. */
async function readSheet(data: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(row.getCell(c).text);
    rows.push(cells);
  });
  return rows;
}

/**
 * Languages and translations on the embedded portal, on each database (spec sections 1, 2, 3, 7 and
 * 9): the seeded texts, the cached list with ETag / 304 / gzip, edits with their log, the screens'
 * permissions, and Excel import (all or nothing) and export.
 */
describe.each(TEST_DIALECTS)('translations on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let admin: string;
  let dealer: string;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'i18n', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    admin = await loginAs(base, 'admin');
    dealer = await loginAs(base, 'dealer01');
  }, 120_000);

  afterAll(() => portal?.stop());

  const api = <T>(path: string, init: JsonRequestOptions = {}): Promise<CallResult<T>> => call<T>(`${base}${API}${path}`, jsonRequest(init));

  const textsOf = async (lang: string): Promise<Map<string, string>> => {
    const res = await api<PageResult<TranslationEntry>>(`/translation/list?lang=${lang}&pageNo=1&pageSize=99999`);
    expect(res.status).toBe(200);
    return new Map(res.body.data!.list.map((e) => [e.key, e.value]));
  };

  const rowOf = async (key: string, langCode: string): Promise<TranslationView | undefined> => {
    const res = await api<PageResult<TranslationView>>(`/translation/search?keyword=${encodeURIComponent(key)}&langCode=${langCode}&pageSize=50`, { token: admin });
    return res.body.data!.list.find((r) => r.key === key);
  };

  const logsOf = async (key: string): Promise<TranslationLogView[]> => {
    const res = await api<PageResult<TranslationLogView>>(`/translation/log/list?keyword=${encodeURIComponent(key)}&pageSize=100`, { token: admin });
    expect(res.status).toBe(200);
    return res.body.data!.list;
  };

  const upload = async (data: Buffer, fileName = 'translations.xlsx'): Promise<CallResult<TranslationImportResult>> => {
    const { body, contentType } = multipartBody('file', fileName, XLSX, data);
    return call<TranslationImportResult>(`${base}${API}/translation/import`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': contentType, Language: 'en_US' },
      body,
    });
  };

  it('seeds zh_CN, en_US and de_DE with every bundled text, public before sign-in, zh_CN the default', async () => {
    for (const lang of LANGUAGES) {
      const texts = await textsOf(lang);
      const bundled = { ...MESSAGES[lang], ...WEB_TEXTS[lang] };
      expect(texts.size, lang).toBe(Object.keys(bundled).length);
      for (const [key, value] of Object.entries(bundled)) expect(texts.get(key), `${lang} ${key}`).toBe(value);
    }
    const supported = await api<PageResult<SupportedLanguage>>('/language/supported?pageNo=1&pageSize=999');
    expect(supported.body.data).toEqual({
      list: [
        { langCode: 'zh_CN', langName: '简体中文', isDefault: true },
        { langCode: 'en_US', langName: 'English', isDefault: false },
        { langCode: 'de_DE', langName: 'Deutsch', isDefault: false },
      ],
      total: 3,
    });
    // A language that is not in the list has no texts; a malformed one is refused.
    expect((await api<PageResult<TranslationEntry>>('/translation/list?lang=fr_FR&pageSize=99999')).body.data).toEqual({ list: [], total: 0 });
    expect((await api('/translation/list?lang=<x>&pageSize=99999')).status).toBe(400);
    expect((await api('/translation/list?lang=en_US&pageSize=100000')).status).toBe(400);
  });

  it('describes every language and translation route in the systemService OpenAPI document', async () => {
    const doc = (await (await fetch(`${base}${API}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        `GET ${API}/language/supported`,
        `GET ${API}/language/list`,
        `POST ${API}/language`,
        `PUT ${API}/language/{id}`,
        `DELETE ${API}/language/{id}`,
        `GET ${API}/translation/list`,
        `GET ${API}/translation/search`,
        `POST ${API}/translation`,
        `PUT ${API}/translation/{id}`,
        `DELETE ${API}/translation/{id}`,
        `GET ${API}/translation/export`,
        `POST ${API}/translation/import`,
        `GET ${API}/translation/log/list`,
      ]),
    );
  });

  it('pages the list on request', async () => {
    const all = await api<PageResult<TranslationEntry>>('/translation/list?lang=de_DE&pageNo=1&pageSize=99999');
    const second = await api<PageResult<TranslationEntry>>('/translation/list?lang=de_DE&pageNo=2&pageSize=5');
    expect(second.body.data!.total).toBe(all.body.data!.total);
    expect(second.body.data!.list).toEqual(all.body.data!.list.slice(5, 10));
  });

  it('answers the list with a strong ETag, 304 on If-None-Match, and gzip when accepted', async () => {
    const url = `${base}${API}/translation/list?lang=en_US&pageNo=1&pageSize=99999`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag');
    const plain = await first.text();
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(plain)).toMatchObject({ code: '000000' });

    const again = await fetch(url, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const other = await fetch(url, { headers: { 'accept-encoding': 'identity', 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    await other.arrayBuffer();

    // Raw bytes: undici's fetch would decode the gzip body itself, so read it through node:http.
    const { request } = await import('node:http');
    const gz = await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/accept-encoding/i);
    expect(gz.headers['etag']).not.toBe(etag);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain);
    // Either tag names the same content.
    const viaGzipTag = await fetch(url, { headers: { 'accept-encoding': 'identity', 'if-none-match': gz.headers['etag'] as string } });
    expect(viaGzipTag.status).toBe(304);
  });

  it('changes a text: the list shows it at once with a new ETag, and the log records who changed what', async () => {
    const url = `${base}${API}/translation/list?lang=en_US&pageNo=1&pageSize=99999`;
    const before = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const oldTag = before.headers.get('etag')!;
    await before.arrayBuffer();
    const zhBefore = (await fetch(`${base}${API}/translation/list?lang=zh_CN&pageSize=99999`)).headers.get('etag');

    const row = await rowOf('error.codingRepeated', 'en_US');
    expect(row?.value).toBe(MESSAGES.en_US['error.codingRepeated']);
    const saved = await api<boolean>(`/translation/${row!.id}`, { method: 'PUT', token: admin, body: { value: 'This code is taken', version: row!.version } });
    expect(saved.body).toMatchObject({ code: '000000', data: true });

    expect((await textsOf('en_US')).get('error.codingRepeated')).toBe('This code is taken');
    const after = await fetch(url, { headers: { 'accept-encoding': 'identity', 'if-none-match': oldTag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(oldTag);
    await after.arrayBuffer();
    // Other languages keep their content and tag.
    expect((await fetch(`${base}${API}/translation/list?lang=zh_CN&pageSize=99999`)).headers.get('etag')).toBe(zhBefore);

    const logs = await logsOf('error.codingRepeated');
    expect(logs[0]).toMatchObject({
      key: 'error.codingRepeated',
      langCode: 'en_US',
      action: 'update',
      oldValue: MESSAGES.en_US['error.codingRepeated'],
      newValue: 'This code is taken',
      userCode: 'admin',
    });
    const filtered = await api<PageResult<TranslationLogView>>('/translation/log/list?langCode=en_US&userCode=admin&action=update&pageSize=20', { token: admin });
    expect(filtered.body.data!.list.every((l) => l.langCode === 'en_US' && l.action === 'update')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await api<PageResult<TranslationLogView>>(`/translation/log/list?startTime=${today}&endTime=${today}&keyword=error.codingRepeated`, { token: admin });
    expect(byDay.body.data!.total).toBeGreaterThanOrEqual(1);
    const past = await api<PageResult<TranslationLogView>>('/translation/log/list?startTime=2020-01-01&endTime=2020-01-02', { token: admin });
    expect(past.body.data!.total).toBe(0);
    expect((await api('/translation/log/list?startTime=2024-02-01&endTime=2024-01-01', { token: admin })).status).toBe(400);

    // A stale version changes nothing: "data state changed, reopen".
    const stale = await api<string>(`/translation/${row!.id}`, { method: 'PUT', token: admin, body: { value: 'Stale edit', version: row!.version } });
    expect(stale.body).toMatchObject({ code: '000001', mesg: MESSAGES.en_US['error.dataStateChanged'] });
    expect((await textsOf('en_US')).get('error.codingRepeated')).toBe('This code is taken');
  });

  it('shows a change made on another replica (a new content version in the database) within a second', async () => {
    const system = await portal.db('system');
    const key = 'error.duplicateData';
    const textOf = async (): Promise<string | undefined> => (await textsOf('de_DE')).get(key);
    const before = await textOf();
    const readAt = performance.now();
    // What another replica's edit leaves in the shared database: the text and a new content version.
    await system.query('UPDATE translation SET value = ? WHERE translation_key = ? AND lang_code = ?', ['Doppelt (anderes Replikat)', key, 'de_DE']);
    await system.query('UPDATE language SET content_version = content_version + 1 WHERE lang_code = ?', ['de_DE']);
    const soon = await textOf();
    // Within the second after the version was read, the kept list answers without reading it again.
    if (performance.now() - readAt < CONTENT_VERSION_MAX_AGE_MS) expect(soon).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_MAX_AGE_MS + 50));
    expect(await textOf()).toBe('Doppelt (anderes Replikat)');
  });

  it('adds and deletes a text; a second one for the same key and language is "coding repeated"', async () => {
    const created = await api<boolean>('/translation', { method: 'POST', token: admin, body: { key: 'test.medium.greeting', langCode: 'de_DE', value: 'Guten Tag' } });
    expect(created.body).toMatchObject({ code: '000000', data: true });
    expect((await textsOf('de_DE')).get('test.medium.greeting')).toBe('Guten Tag');

    const again = await api('/translation', { method: 'POST', token: admin, body: { key: 'test.medium.greeting', langCode: 'de_DE', value: 'Hallo' } });
    expect(again.body).toMatchObject({ code: '000001', mesg: MESSAGES.en_US['error.codingRepeated'] });
    expect((await textsOf('de_DE')).get('test.medium.greeting')).toBe('Guten Tag');

    const unknownLang = await api('/translation', { method: 'POST', token: admin, body: { key: 'test.medium.greeting', langCode: 'fr_FR', value: 'Bonjour' } });
    expect(unknownLang.body).toMatchObject({ code: '000001', mesg: 'The language fr_FR does not exist' });
    const badKey = await api('/translation', { method: 'POST', token: admin, body: { key: 'has space', langCode: 'de_DE', value: 'x' } });
    expect(badKey.status).toBe(400);
    expect(badKey.body.code).toBe('400000');
    const blank = await api('/translation', { method: 'POST', token: admin, body: { key: 'test.medium.blank', langCode: 'de_DE', value: '   ' } });
    expect(blank.status).toBe(400);

    const row = await rowOf('test.medium.greeting', 'de_DE');
    const deleted = await api<boolean>(`/translation/${row!.id}`, { method: 'DELETE', token: admin });
    expect(deleted.body).toMatchObject({ code: '000000', data: true });
    expect((await textsOf('de_DE')).has('test.medium.greeting')).toBe(false);
    const logs = await logsOf('test.medium.greeting');
    expect(logs.map((l) => [l.action, l.oldValue, l.newValue])).toEqual([
      ['delete', 'Guten Tag', null],
      ['create', null, 'Guten Tag'],
    ]);
  });

  it('keeps the admin endpoints from a dealer (403) and opens them to the administrator', async () => {
    const row = await rowOf('error.vinNotFound', 'en_US');
    const guarded: { path: string; method?: string; body?: unknown }[] = [
      { path: '/translation/search?pageSize=20' },
      { path: '/translation/log/list?pageSize=20' },
      { path: '/translation/export' },
      { path: '/language/list?pageSize=20' },
      { path: '/translation', method: 'POST', body: { key: 'test.denied', langCode: 'en_US', value: 'x' } },
      { path: `/translation/${row!.id}`, method: 'PUT', body: { value: 'x', version: row!.version } },
      { path: `/translation/${row!.id}`, method: 'DELETE' },
      { path: '/language', method: 'POST', body: { langCode: 'fr_FR', langName: 'Français' } },
    ];
    for (const g of guarded) {
      const res = await api(g.path, { method: g.method, token: dealer, body: g.body });
      expect(res.status, `${g.method ?? 'GET'} ${g.path}`).toBe(403);
      const anonymous = await api(g.path, { method: g.method, body: g.body });
      expect(anonymous.status, `anonymous ${g.path}`).toBe(401);
    }
    const { body, contentType } = multipartBody('file', 't.xlsx', XLSX, await workbook([['key', 'en_US']]));
    const denied = await fetch(`${base}${API}/translation/import`, { method: 'POST', headers: { authorization: dealer, 'content-type': contentType }, body });
    expect(denied.status).toBe(403);
    expect((await rowOf('error.vinNotFound', 'en_US'))?.value).toBe(MESSAGES.en_US['error.vinNotFound']);

    for (const path of ['/translation/search?pageSize=20', '/translation/log/list?pageSize=20', '/language/list?pageSize=20']) {
      expect((await api(path, { token: admin })).status, path).toBe(200);
    }
    // The public ones need no token at all.
    expect((await api('/language/supported?pageSize=999')).status).toBe(200);
    expect((await api('/translation/list?lang=zh_CN&pageSize=99999')).status).toBe(200);
  });

  it('imports a good workbook in one go and records every change', async () => {
    const enBefore = await textsOf('en_US');
    const file = await workbook([
      ['key', 'en_US', 'de_DE'],
      ['test.import.one', 'One', 'Eins'],
      ['error.vinNotFound', 'No such VIN', null],
      ['error.itemInUse', enBefore.get('error.itemInUse')!, 'Wird verwendet'],
    ]);
    const res = await upload(file);
    expect(res.body.code).toBe('000000');
    expect(res.body.data).toMatchObject({ imported: true, rows: 3, created: 2, updated: 2, unchanged: 1, problems: [] });
    const en = await textsOf('en_US');
    const de = await textsOf('de_DE');
    expect(en.get('test.import.one')).toBe('One');
    expect(de.get('test.import.one')).toBe('Eins');
    expect(en.get('error.vinNotFound')).toBe('No such VIN');
    // An empty cell leaves the text as it is.
    expect(de.get('error.vinNotFound')).toBe(MESSAGES.de_DE['error.vinNotFound']);
    expect(de.get('error.itemInUse')).toBe('Wird verwendet');
    const logs = await logsOf('error.vinNotFound');
    expect(logs[0]).toMatchObject({ action: 'import', langCode: 'en_US', oldValue: MESSAGES.en_US['error.vinNotFound'], newValue: 'No such VIN', userCode: 'admin' });
  });

  it('refuses a workbook with a bad row as a whole and names every problem', async () => {
    const tag = (await fetch(`${base}${API}/translation/list?lang=en_US&pageSize=99999`)).headers.get('etag');
    const file = await workbook([
      ['key', 'en_US', 'fr_XX'],
      ['test.import.two', 'Two', null],
      ['bad key!', 'Broken', null],
      ['test.import.two', 'Again', null],
      [null, 'No key', null],
      ['error.vinNotFound', 'x'.repeat(4001), null],
    ]);
    const res = await upload(file);
    expect(res.body.code).toBe('000000');
    const report = res.body.data!;
    expect(report.imported).toBe(false);
    expect(report.problems.map((p) => [p.row, p.column])).toEqual([
      [1, 'C'],
      [3, 'key'],
      [4, 'key'],
      [5, 'key'],
      [6, 'en_US'],
    ]);
    expect(report.problems[0]!.message).toBe('The column "fr_XX" is not a language code of the language list');
    expect(report.problems[2]!.message).toBe('The key test.import.two appears more than once (first in row 2)');
    // Nothing changed: not even the good first row.
    const en = await textsOf('en_US');
    expect(en.has('test.import.two')).toBe(false);
    expect(en.get('error.vinNotFound')).toBe('No such VIN');
    expect((await fetch(`${base}${API}/translation/list?lang=en_US&pageSize=99999`)).headers.get('etag')).toBe(tag);

    const notExcel = await upload(Buffer.from('key,en_US\nx,y\n'), 'translations.csv');
    expect(notExcel.status).toBe(415);
    const broken = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]));
    expect(broken.body.data).toMatchObject({ imported: false, problems: [{ row: 0, message: 'The file cannot be read as an Excel workbook (.xlsx)' }] });
    const tooBig = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10 * 1024 * 1024, 1)]));
    expect(tooBig.status).toBe(413);
  });

  it('refuses zip bombs while inflating them (a lying directory, an honest one over the bound), in bounded memory, changing nothing', async () => {
    const tag = (await fetch(`${base}${API}/translation/list?lang=en_US&pageSize=99999`)).headers.get('etag');
    const rows = [
      ['key', 'en_US'],
      ['test.bomb.one', 'Bomb'],
    ];
    // 1 MB whose directory declares 100 bytes for a 1 GB sheet.
    const lying = xlsxBomb({ rows, inflatedBytes: 1024 ** 3, declaredSize: 100 });
    const { result: res, rssGrowthMb, cpuMs } = await resourcesDuring(() => upload(lying));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('413001');
    expect(res.body.mesg).toMatch(/^The workbook unpacks to more than \d+ MB and is not read$/);
    expect(rssGrowthMb).toBeLessThan(80);
    console.info(`${dialect}: translation import of a 1 MB bomb refused with ${Math.round(cpuMs)} ms of CPU, RSS grew ${rssGrowthMb.toFixed(1)} MB`);
    // A small archive that honestly inflates to 64 MB.
    const honest = await upload(xlsxBomb({ rows, inflatedBytes: 64 * 1024 * 1024 }));
    expect(honest.status).toBe(413);
    expect(honest.body.code).toBe('413001');
    expect((await textsOf('en_US')).has('test.bomb.one')).toBe(false);
    expect((await fetch(`${base}${API}/translation/list?lang=en_US&pageSize=99999`)).headers.get('etag')).toBe(tag);
    // A normal workbook still imports.
    const good = await upload(xlsxOf([['key', 'en_US'], ['test.bomb.after', 'After the bomb']]));
    expect(good.body.data).toMatchObject({ imported: true, created: 1 });
    expect((await textsOf('en_US')).get('test.bomb.after')).toBe('After the bomb');
  });

  it('exports every key with one column per language, and the export imports back unchanged', async () => {
    const res = await fetch(`${base}${API}/translation/export`, { headers: { authorization: admin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="translations-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const data = Buffer.from(await res.arrayBuffer());
    const rows = await readSheet(data);
    expect(rows[0]).toEqual(['key', 'zh_CN', 'en_US', 'de_DE']);
    const zh = await textsOf('zh_CN');
    const en = await textsOf('en_US');
    const keys = new Set([...zh.keys(), ...en.keys(), ...(await textsOf('de_DE')).keys()]);
    expect(rows.length - 1).toBe(keys.size);
    const one = rows.find((r) => r[0] === 'test.import.one');
    expect(one).toEqual(['test.import.one', '', 'One', 'Eins']);
    const vin = rows.find((r) => r[0] === 'error.vinNotFound');
    expect(vin).toEqual(['error.vinNotFound', zh.get('error.vinNotFound'), 'No such VIN', MESSAGES.de_DE['error.vinNotFound']]);

    const back = await upload(data);
    const cells = rows.slice(1).reduce((n, r) => n + r.slice(1).filter((c) => c !== '').length, 0);
    expect(back.body.data).toMatchObject({ imported: true, rows: keys.size, created: 0, updated: 0, unchanged: cells, problems: [] });
  });

  it('maintains the language list: add, rename, keep the default, refuse deleting one in use', async () => {
    const created = await api('/language', { method: 'POST', token: admin, body: { langCode: 'fr_FR', langName: 'Français', supported: true, sortNo: 4 } });
    expect(created.body).toMatchObject({ code: '000000', data: { langCode: 'fr_FR', langName: 'Français', supported: true, sortNo: 4, isDefault: false, version: 1 } });
    const dup = await api('/language', { method: 'POST', token: admin, body: { langCode: 'fr_fr', langName: 'Französisch' } });
    expect(dup.body).toMatchObject({ code: '409002', mesg: MESSAGES.en_US['error.codingRepeated'] });
    const supported = await api<PageResult<SupportedLanguage>>('/language/supported?pageSize=999');
    expect(supported.body.data!.list.map((l) => l.langCode)).toEqual(['zh_CN', 'en_US', 'de_DE', 'fr_FR']);

    const list = await api<PageResult<LanguageView>>('/language/list?keyword=fr&pageSize=20', { token: admin });
    const fr = list.body.data!.list.find((l) => l.langCode === 'fr_FR')!;
    expect(fr).toMatchObject({ langName: 'Français', supported: true, isDefault: false, version: 1 });
    const renamed = await api(`/language/${fr.id}`, { method: 'PUT', token: admin, body: { langName: 'French', supported: false, sortNo: 4, version: fr.version } });
    expect(renamed.body).toMatchObject({ code: '000000', data: { langName: 'French', supported: false, version: fr.version + 1 } });
    expect((await api<PageResult<LanguageView>>('/language/list?supported=0&pageSize=20', { token: admin })).body.data!.list.map((l) => [l.langCode, l.langName])).toEqual([
      ['fr_FR', 'French'],
    ]);
    expect((await api<PageResult<SupportedLanguage>>('/language/supported?pageSize=999')).body.data!.total).toBe(3);

    const languages = (await api<PageResult<LanguageView>>('/language/list?pageSize=20', { token: admin })).body.data!.list;
    const zh = languages.find((l) => l.langCode === 'zh_CN')!;
    const de = languages.find((l) => l.langCode === 'de_DE')!;
    expect(zh.isDefault).toBe(true);
    const unsupportDefault = await api(`/language/${zh.id}`, { method: 'PUT', token: admin, body: { langName: zh.langName, supported: false, sortNo: 1, version: zh.version } });
    expect(unsupportDefault.body).toMatchObject({ code: '000001', mesg: 'The default language zh_CN must stay supported and cannot be deleted' });
    const inUse = await api(`/language/${de.id}`, { method: 'DELETE', token: admin });
    expect(inUse.body).toMatchObject({ code: '409003', mesg: MESSAGES.en_US['error.itemInUse'] });
    const deleteDefault = await api(`/language/${zh.id}`, { method: 'DELETE', token: admin });
    expect(deleteDefault.body).toMatchObject({ code: '000001', mesg: 'The default language zh_CN must stay supported and cannot be deleted' });
    const removed = await api(`/language/${fr.id}`, { method: 'DELETE', token: admin });
    expect(removed.body).toMatchObject({ code: '000000', data: true });
    expect((await api<PageResult<LanguageView>>('/language/list?pageSize=20', { token: admin })).body.data!.total).toBe(3);
  });
});
