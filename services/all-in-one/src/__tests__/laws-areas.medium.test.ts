import { type CreateLaw, lawsResource, type LawView, type PageResult, type TisosAreaView, tisosAreasResource } from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { call, eventually, loginAs, multipartBody, sizedPng, TEST_DIALECTS, xlsxOf, zipOf } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest } from './embedded-portal.js';
import { describeResource, sharedPortal } from './resource-suite.js';

/** Office package parts: what makes a zip a docx or an xlsx (the system service reads the zip's directory). */
const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const docx = (): Buffer => zipOf({ '[Content_Types].xml': CONTENT_TYPES, '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>' });
const pdf = (text = 'regulation'): Buffer => Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\ntrailer << >>\n%%EOF\n`, 'latin1');

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  png: 'image/png',
};

/** Uploads a file as a document (pdf, zip, OLE2 by content: the file service's category) and answers its stored path. */
async function upload(base: string, token: string, name: string, data: Buffer): Promise<string> {
  const ext = name.split('.').pop() ?? '';
  const { body, contentType } = multipartBody('file', name, MIME[ext] ?? 'application/octet-stream', data);
  const res = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=document`, { method: 'POST', headers: { authorization: token, 'content-type': contentType }, body });
  if (res.body.code !== '000000') throw new Error(`upload ${name}: ${JSON.stringify(res.body)}`);
  return res.body.data!.url;
}

// --- The kit's suite (409002 in any case, 409001, 403, paging, literal keyword; areas also Excel) ---

/** Each regulation owns its file: the suite's rows take fresh uploads from a pool filled once per database. */
let lawFiles: string[] = [];
const law = (lawCode: string, title: string, fileUrl: string, extra: Partial<CreateLaw> = {}): CreateLaw => ({
  lawCode,
  title,
  category: 'Emissions',
  issuer: 'Ministry of Transport',
  effectiveDate: '2026-01-01',
  lawState: 1,
  remark: null,
  fileUrl,
  fileName: 'regulation.pdf',
  ...extra,
});

describeResource(lawsResource, {
  create: (code, text) => law(code, text, lawFiles.shift() ?? 'no file left in the pool'),
  update: (row) => ({ title: `${row.title} (changed)`, category: row.category, issuer: row.issuer, effectiveDate: '2026-02-01', lawState: 2, remark: 'changed', fileUrl: row.fileUrl, fileName: row.fileName }),
  prepare: async ({ base, admin }) => {
    lawFiles = [];
    for (let i = 0; i < 30; i++) lawFiles.push(await upload(base, admin, `suite-${i}.pdf`, pdf(`suite ${i}`)));
  },
});

describeResource(tisosAreasResource, {
  create: (areaCode, areaName) => ({ areaCode, areaName, sortNo: 0, countries: [] }),
  update: (area) => ({ areaName: `${area.areaName} (changed)`, sortNo: area.sortNo + 1, countries: area.countries }),
});

// --- The rules of their own ---

/**
 * Regulations and standards (/Laws) and overseas areas (/TisosArea) on the embedded portal, on each
 * database: a regulation's file must really be a PDF, Word or Excel file of the type its name says
 * (else nothing is saved), the regulation claims it and every reader of the list reads it; lawState
 * is 0, 1 or 2; the writes need the page and the action keys; the export answers the list's filter.
 * A country belongs to one area at most.
 */
describe.each(TEST_DIALECTS)('regulations and overseas areas on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let admin: string;
  let reader: string;
  let outsider: string;
  let files: DataSource;
  let system: DataSource;

  beforeAll(async () => {
    portal = await sharedPortal(dialect);
    base = portal.base;
    admin = await loginAs(base, 'admin');
    // public01 reads /Laws (the page, no action keys); dealer01 holds create, edit and delete but not the page.
    reader = await loginAs(base, 'public01');
    outsider = await loginAs(base, 'dealer01');
    files = await portal.db('fileconverter');
    system = await portal.db('system');
  }, 120_000);

  const laws = apiClient('/tis/api/systemService/law', () => base, () => admin);
  const areas = apiClient('/tis/api/systemService/tisosArea', () => base, () => admin);
  const ownerOf = async (url: string): Promise<string | null> => {
    const [row] = await files.query<{ referenced_by: string | null }[]>('SELECT referenced_by FROM stored_file WHERE storage_key = ?', [url.slice('/tis/file/'.length)]);
    return row?.referenced_by ?? null;
  };
  const lawCount = async (): Promise<number> => Number((await system.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM law'))[0]?.n ?? -1);
  const fileAs = async (url: string, token: string): Promise<number> => (await fetch(`${base}${url}`, { headers: { authorization: token } })).status;

  it('keeps a real PDF or Word file, claims it and lets every reader of the list read it; others do not see it', async () => {
    const pdfUrl = await upload(base, admin, 'road-safety.pdf', pdf());
    const created = await laws.ok<LawView>('POST', '', law('GB-7258', 'Safety of power-driven vehicles', pdfUrl, { fileName: 'road-safety.pdf' }));
    expect(created).toMatchObject({ lawCode: 'GB-7258', lawState: 1, fileUrl: pdfUrl, fileName: 'road-safety.pdf', version: 1, updatedBy: 'admin' });
    expect(await ownerOf(pdfUrl)).toBe(`system.law:${created.id}`);

    const wordUrl = await upload(base, admin, 'recall.docx', docx());
    const word = await laws.ok<LawView>('POST', '', law('RECALL-1', 'Recall of defective vehicles', wordUrl, { fileName: 'recall.docx', lawState: 2 }));
    expect(word.lawState).toBe(2);

    // Readers of /Laws read the list and the files; a user without the page neither.
    expect((await laws.api<PageResult<LawView>>('GET', '/list?keyword=GB-7258', undefined, reader)).body.data?.list.map((l) => l.lawCode)).toEqual(['GB-7258']);
    expect(await fileAs(pdfUrl, reader)).toBe(200);
    expect(await fileAs(wordUrl, reader)).toBe(200);
    expect((await laws.api('GET', '/list', undefined, outsider)).status).toBe(403);
    expect(await fileAs(pdfUrl, outsider)).toBe(404);
  });

  it('refuses a file whose bytes are not of the regulation types or not of the type its name says, and saves nothing', async () => {
    const before = await lawCount();
    const refused = async (fileUrl: string, fileName: string, lang = 'en_US') => (await laws.api('POST', '', law(`BAD-${before}`, 'Refused regulation', fileUrl, { fileName }), admin, { Language: lang })).body;

    // A plain zip renamed .docx is no Word file.
    const plainZip = await upload(base, admin, 'fake.docx', zipOf({ 'readme.txt': 'not a document' }));
    expect(await refused(plainZip, 'fake.docx')).toMatchObject({
      code: '000001',
      mesg: 'The content of fake.docx is not a DOCX file; a regulation file must be a PDF, Word (doc, docx) or Excel (xls, xlsx) file',
    });
    // A PDF named .xlsx, and a Word file named .pdf: the name must say what the bytes are.
    const pdfUrl = await upload(base, admin, 'law.pdf', pdf());
    expect((await refused(pdfUrl, 'law.xlsx')).mesg).toBe('The content of law.xlsx is not a XLSX file; a regulation file must be a PDF, Word (doc, docx) or Excel (xls, xlsx) file');
    const wordUrl = await upload(base, admin, 'law.docx', docx());
    expect((await refused(wordUrl, 'law.pdf', 'de_DE')).mesg).toBe(
      'Der Inhalt von law.pdf ist keine PDF-Datei; eine Vorschriftendatei muss eine PDF-, Word- (doc, docx) oder Excel-Datei (xls, xlsx) sein',
    );
    // An image the upload took as an attachment is no regulation file; neither a name of another type.
    const { body, contentType } = multipartBody('file', 'photo.png', MIME.png!, sizedPng(10, 10));
    const png = (await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: admin, 'content-type': contentType }, body })).body.data!.url;
    expect((await refused(png, 'photo.pdf', 'zh_CN')).mesg).toBe('photo.pdf 的内容不是 PDF 文件；法规文件必须是 PDF、Word（doc、docx）或 Excel（xls、xlsx）文件');
    const typeRefused = await laws.api('POST', '', law('BAD-TYPE', 'Refused regulation', pdfUrl, { fileName: 'law.pptx' }));
    expect(typeRefused.status).toBe(400);
    expect(typeRefused.body.mesg).toBe('The submitted data is invalid: fileName: A regulation file must be a PDF, Word (doc, docx) or Excel (xls, xlsx) file');
    const missing = await refused('/tis/file/uploads/2026/01/00000000-0000-4000-8000-000000000000.pdf', 'gone.pdf');
    expect(missing).toMatchObject({ code: '000001', mesg: 'The regulation file does not exist any more, please upload it again' });

    expect(await lawCount()).toBe(before);
    for (const url of [plainZip, pdfUrl, wordUrl, png]) expect(await ownerOf(url)).toBeNull();

    // A file another regulation owns is refused too, and the edit that names it changes nothing.
    const first = await laws.ok<LawView>('POST', '', law('OWN-1', 'Owner of a file', pdfUrl));
    const other = await laws.ok<LawView>('POST', '', law('OWN-2', 'Another regulation', await upload(base, admin, 'other.pdf', pdf('other'))));
    const taken = await laws.api('PUT', `/${other.id}`, { ...law('OWN-2', 'Another regulation', pdfUrl), lawCode: undefined, version: other.version });
    expect(taken.body).toMatchObject({ code: '000001', mesg: 'A file no longer exists or belongs to another record: please upload it again' });
    expect((await laws.ok<PageResult<LawView>>('GET', '/list?keyword=OWN-2')).list[0]).toMatchObject({ fileUrl: other.fileUrl, version: other.version });
    expect(await ownerOf(pdfUrl)).toBe(`system.law:${first.id}`);
  });

  it('takes lawState 0, 1 and 2 only, filters by it, and refuses a code that exists in any case', async () => {
    for (const lawState of [0, 1, 2]) {
      await laws.ok('POST', '', law(`STATE-${lawState}`, `State rule ${lawState}`, await upload(base, admin, `s${lawState}.pdf`, pdf()), { lawState: lawState }));
    }
    for (const lawState of [3, -1, 'new']) {
      const res = await laws.api('POST', '', law('STATE-X', 'State rule bad', await upload(base, admin, 'sx.pdf', pdf()), { lawState: lawState }));
      expect(res.status, String(lawState)).toBe(400);
      expect(res.body.mesg).toBe('The submitted data is invalid: lawState: The value is not one of the allowed options');
    }
    expect((await laws.api('GET', '/list?lawState=3')).status).toBe(400);
    const ofState = async (lawState: number) => (await laws.ok<PageResult<LawView>>('GET', `/list?keyword=State%20rule&lawState=${lawState}`)).list.map((l) => l.lawCode);
    expect([await ofState(0), await ofState(1), await ofState(2)]).toEqual([['STATE-0'], ['STATE-1'], ['STATE-2']]);

    const again = await laws.api('POST', '', law('state-1', 'Same code', await upload(base, admin, 'dup.pdf', pdf())));
    expect(again.body).toMatchObject({ code: '409002', mesg: 'This code already exists' });
  });

  it('keeps the writes to users with the page and the action keys', async () => {
    const row = await laws.ok<LawView>('POST', '', law('ACCESS-1', 'Access rule', await upload(base, admin, 'access.pdf', pdf())));
    const body = law('ACCESS-2', 'Refused', await upload(base, admin, 'access2.pdf', pdf()));
    const update = { ...law('ACCESS-1', 'Changed', row.fileUrl), lawCode: undefined, version: row.version };
    for (const token of [reader, outsider]) {
      expect((await laws.api('POST', '', body, token)).status).toBe(403);
      expect((await laws.api('PUT', `/${row.id}`, update, token)).status).toBe(403);
      expect((await laws.api('DELETE', `/${row.id}`, undefined, token)).status).toBe(403);
    }
    expect((await laws.ok<PageResult<LawView>>('GET', '/list?keyword=ACCESS')).list.map((l) => [l.lawCode, l.title, l.version])).toEqual([['ACCESS-1', 'Access rule', 1]]);
    expect(await laws.ok('DELETE', `/${row.id}`)).toBe(true);
    const logs = await eventually(async () => {
      const res = await call<PageResult<{ module: string; action: string }>>(`${base}/tis/api/logService/operationLog/list?targetId=${row.id}`, jsonRequest({ token: admin }));
      const list = res.body.data?.list ?? [];
      return list.length >= 2 ? list : undefined;
    });
    expect(logs.map((l) => [l.module, l.action]).sort()).toEqual([
      ['law', 'create'],
      ['law', 'delete'],
    ]);
  });

  it('exports the rows of the keyword and state, with the state named in the caller’s language; not to a user without the page', async () => {
    for (const [code, lawState] of [['EXP-A', 1], ['EXP-B', 0], ['EXP-C', 1]] as const) {
      await laws.ok('POST', '', law(code, `Exported rule ${code}`, await upload(base, admin, `${code}.pdf`, pdf()), { lawState }));
    }
    const sheet = async (query: string, token: string, lang: string) => {
      const res = await fetch(`${base}/tis/api/systemService/law/export${query}`, { headers: { authorization: token, Language: lang } });
      expect(res.status).toBe(200);
      const rows: string[][] = [];
      for await (const row of readFirstSheet(Buffer.from(await res.arrayBuffer()))) rows.push(row.values.map((v) => cellText(v)));
      return rows;
    };
    const english = await sheet('?keyword=Exported%20rule&lawState=1', reader, 'en_US');
    expect(english[0]?.slice(0, 7)).toEqual(['Code', 'Title', 'Category', 'Issuing body', 'Effective date', 'State', 'Regulation file']);
    expect(english.slice(1).map((r) => [r[0], r[5]])).toEqual([
      ['EXP-A', 'In force'],
      ['EXP-C', 'In force'],
    ]);
    const german = await sheet('?keyword=EXP-B', admin, 'de_DE');
    expect(german.slice(1).map((r) => [r[0], r[5]])).toEqual([['EXP-B', 'Aufgehoben']]);
    expect((await fetch(`${base}/tis/api/systemService/law/export`, { headers: { authorization: outsider } })).status).toBe(403);
  });

  it('keeps a country in one area at most, with a translated error, and frees the countries of a deleted area', async () => {
    const europe = await areas.ok<TisosAreaView>('POST', '', { areaCode: 'EU-W', areaName: 'Western Europe', sortNo: 1, countries: ['de', 'FR', ' nl ', 'DE'] });
    expect(europe.countries).toEqual(['DE', 'FR', 'NL']);
    const refused = await areas.api('POST', '', { areaCode: 'EU-C', areaName: 'Central Europe', sortNo: 2, countries: ['AT', 'DE'] });
    expect(refused.body).toMatchObject({ code: '000001', mesg: 'The country DE already belongs to the area EU-W (Western Europe); a country belongs to one area at most' });
    const german = await areas.api('POST', '', { areaCode: 'EU-C', areaName: 'Central Europe', sortNo: 2, countries: ['AT', 'DE'] }, admin, { Language: 'de_DE' });
    expect(german.body.mesg).toBe('Das Land DE gehört bereits zum Gebiet EU-W (Western Europe); ein Land gehört höchstens zu einem Gebiet');
    expect((await areas.ok<PageResult<TisosAreaView>>('GET', '/list?keyword=EU-C')).total).toBe(0);

    const invalid = await areas.api('POST', '', { areaCode: 'EU-X', areaName: 'Nowhere', sortNo: 3, countries: ['XX'] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.mesg).toBe('The submitted data is invalid: countries.0: Enter ISO 3166-1 two-letter country codes, such as DE or FR');

    // An edit that moves a country of another area is refused and changes nothing; the area's own countries stay its own.
    const central = await areas.ok<TisosAreaView>('POST', '', { areaCode: 'EU-C', areaName: 'Central Europe', sortNo: 2, countries: ['AT', 'CH'] });
    const move = await areas.api('PUT', `/${central.id}`, { areaName: 'Central Europe', sortNo: 2, countries: ['AT', 'CH', 'NL'], version: central.version });
    expect(move.body.mesg).toBe('The country NL already belongs to the area EU-W (Western Europe); a country belongs to one area at most');
    const kept = await areas.ok<TisosAreaView>('PUT', `/${europe.id}`, { areaName: 'Western Europe', sortNo: 1, countries: ['FR', 'DE'], version: europe.version });
    expect(kept.countries).toEqual(['FR', 'DE']);
    // NL is free again once Western Europe lets it go; a deleted area frees its countries.
    const moved = await areas.ok<TisosAreaView>('PUT', `/${central.id}`, { areaName: 'Central Europe', sortNo: 2, countries: ['AT', 'CH', 'NL'], version: central.version });
    expect(moved.countries).toEqual(['AT', 'CH', 'NL']);
    await areas.ok('DELETE', `/${kept.id}`);
    expect((await areas.ok<TisosAreaView>('POST', '', { areaCode: 'EU-W2', areaName: 'West', sortNo: 1, countries: ['DE', 'FR'] })).countries).toEqual(['DE', 'FR']);

    // An import that puts one country in two areas is refused as a whole.
    const { body, contentType } = multipartBody('file', 'areas.xlsx', MIME.xlsx!, xlsxOf([['Area code', 'Area name', 'Countries', 'Order'], ['AS-E', 'East Asia', 'JP, KR', 1], ['AS-SE', 'South-East Asia', 'TH, JP', 2]]));
    const report = await call<{ imported: boolean; problems: { row: number; message: string }[] }>(`${base}/tis/api/systemService/tisosArea/import`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': contentType, Language: 'en_US' },
      body,
    });
    expect(report.body.data).toMatchObject({ imported: false, problems: [{ row: 3, message: 'The country JP already belongs to the area AS-E (East Asia); a country belongs to one area at most' }] });
    expect((await areas.ok<PageResult<TisosAreaView>>('GET', '/list?keyword=AS-')).total).toBe(0);

    // Without the page: 403.
    expect((await areas.api('GET', '/list', undefined, reader)).status).toBe(403);
  });
});
