import type { CreateHelpDoc, HelpDocPage, HelpDocSearchResult, HelpDocTree, HelpDocView, LoginResult, OperationLogView, PageResult, RightNode, RoleView } from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { attemptLogin, call, eventually, loginAs, multipartBody, sizedPng, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Help documents on the embedded portal, on each database: oem01 holds /HelperEditorList and
 * /HelperDoc, public01 only /HelperDoc, and a user whose role holds only /MailList neither. The
 * demo start seeds a "getting started" chapter in zh_CN and en_US (none in de_DE).
 */
describe.each(TEST_DIALECTS)('help documents on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'helpdocs', dialect });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'public01'] as const) tokens[user] = await loginAs(base, user);
    tokens.outsider = await signInWithPageOnly(base, tokens.admin!, portal, 'MailList', 'helpdocs');
  }, 120_000);

  afterAll(() => portal?.stop());

  const as = (user: string) => tokens[user]!;
  const { api, ok } = apiClient('/tis/api/systemService/helpDoc', () => base, () => tokens.oem01!);
  const doc = (values: Partial<CreateHelpDoc> & { title: string }): CreateHelpDoc => ({ parentId: null, langCode: 'en_US', sortNo: 0, visible: 1, content: `<p>${values.title}</p>`, ...values });
  const add = (values: Partial<CreateHelpDoc> & { title: string }) => ok<HelpDocView>('POST', '', doc(values));
  const edit = (row: HelpDocView, changes: Partial<CreateHelpDoc>) =>
    api('PUT', `/${row.id}`, { title: row.title, parentId: row.parentId, langCode: row.langCode, sortNo: row.sortNo, visible: row.visible, content: row.content, ...changes, version: row.version });
  const reader = <T>(path: string, user: string, lang: string) => call<T>(`${base}/tis/api/systemService/helpDoc${path}`, jsonRequest({ token: as(user), headers: { Language: lang } }));
  const titles = (tree: HelpDocTree | null | undefined) => tree?.nodes.map((n) => n.title) ?? [];

  it('seeds the demo help in zh_CN and en_US', async () => {
    const zh = (await reader<HelpDocTree>('/tree', 'public01', 'zh_CN')).body.data;
    expect(zh?.langCode).toBe('zh_CN');
    expect(titles(zh)).toEqual(expect.arrayContaining(['快速入门', '登录', '查找维修案例', '发送反馈']));
    const en = (await reader<HelpDocTree>('/tree', 'public01', 'en_US')).body.data;
    expect(en?.langCode).toBe('en_US');
    expect(titles(en)).toEqual(expect.arrayContaining(['Getting started', 'Logging in', 'Finding a repair case', 'Sending feedback']));
    const chapter = en!.nodes.find((n) => n.title === 'Getting started')!;
    expect(en!.nodes.filter((n) => n.parentId === chapter.id).map((n) => n.title)).toEqual(['Logging in', 'Finding a repair case', 'Sending feedback']);
  });

  it('removes script from the content, keeps its words for search, and refuses blank content with the message of tisPartqa02', async () => {
    const row = await add({ title: 'Sanitized page', content: '<p onclick="steal()">Torque the <strong>wheel</strong> bolts<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>' });
    expect(row.content).toBe('<p>Torque the <strong>wheel</strong> bolts</p>');
    const db = await portal.db('system');
    const [stored] = await db.query<{ content: string; plain: string }[]>('SELECT content, content_plain AS plain FROM help_doc WHERE id = ?', [row.id]);
    expect(stored).toEqual({ content: '<p>Torque the <strong>wheel</strong> bolts</p>', plain: 'Torque the wheel bolts' });

    for (const content of ['<p>&nbsp; </p><p><br></p>', '   ', '<script>alert(1)</script>']) {
      const blank = await api('POST', '', doc({ title: 'Blank page', content }));
      expect(blank.status, content).toBe(400);
      expect(JSON.stringify(blank.body), content).toContain('The content cannot be empty');
    }
    const zh = await api('PUT', `/${row.id}`, { ...doc({ title: row.title, content: '<p> </p>' }), version: row.version }, as('oem01'), { Language: 'zh_CN' });
    expect(JSON.stringify(zh.body)).toContain('内容不能为空');
    expect((await ok<PageResult<HelpDocView>>('GET', '/list?langCode=en_US&keyword=Blank%20page')).total).toBe(0);
    expect((await ok<PageResult<HelpDocView>>('GET', `/list?langCode=en_US&keyword=Sanitized`)).list[0]?.version).toBe(row.version);
  });

  it('keeps the tree at most three levels deep, free of loops, in one language', async () => {
    const chapter = await add({ title: 'Depth chapter' });
    const section = await add({ title: 'Depth section', parentId: chapter.id });
    const page = await add({ title: 'Depth page', parentId: section.id });
    expect(page.level).toBe(3);
    expect(page.parentTitle).toBe('Depth section');

    const fourth = await api('POST', '', doc({ title: 'Too deep', parentId: page.id }));
    expect(fourth.body).toMatchObject({ code: '000001', mesg: 'Help documents are at most 3 levels deep (chapter, section, page): choose a parent higher up' });
    // A section with a page below it cannot move below another section: its page would be a fourth level.
    const other = await add({ title: 'Other chapter' });
    const otherSection = await add({ title: 'Other section', parentId: other.id });
    expect((await edit(section, { parentId: otherSection.id })).body).toMatchObject({ code: '000001', mesg: expect.stringContaining('at most 3 levels') });
    // Nor below itself or what is below it.
    expect((await edit(chapter, { parentId: page.id })).body).toMatchObject({ mesg: 'A document cannot be placed below itself or one of its sub-documents' });
    expect((await edit(section, { parentId: section.id })).body).toMatchObject({ mesg: 'A document cannot be placed below itself or one of its sub-documents' });

    // The parent must be of the same language; a document with sub-documents keeps its language.
    const zhParent = await add({ title: '中文章节', langCode: 'zh_CN' });
    const mixed = await api('POST', '', doc({ title: 'English below Chinese', parentId: zhParent.id }));
    expect(mixed.body).toMatchObject({ code: '000001', mesg: 'The parent document is written in zh_CN, not in en_US: choose a parent of the same language' });
    const mixedZh = await api('POST', '', doc({ title: 'English below Chinese', parentId: zhParent.id }), as('oem01'), { Language: 'zh_CN' });
    expect(mixedZh.body).toMatchObject({ mesg: '父文档的语言是 zh_CN，不是 en_US，请选择同一语言的父文档' });
    expect((await edit(chapter, { langCode: 'zh_CN' })).body).toMatchObject({ code: '000001', mesg: 'This document has sub-documents in en_US: its language cannot change' });
    expect((await api('POST', '', doc({ title: 'Unknown language', langCode: 'xx_YY' }))).body).toMatchObject({ mesg: 'The language xx_YY is not in the language list' });
    expect((await api('POST', '', doc({ title: 'Lost parent', parentId: 'no-such-document' }))).body).toMatchObject({ mesg: 'The parent document does not exist any more' });

    // Nothing of the refused writes is there; a move that keeps three levels is fine.
    const moved = await edit(page, { parentId: otherSection.id, sortNo: 5 });
    expect(moved.body).toMatchObject({ code: '000000', data: { parentId: otherSection.id, parentTitle: 'Other section', level: 3, sortNo: 5, version: page.version + 1 } });
    expect((await ok<PageResult<HelpDocView>>('GET', '/list?langCode=en_US&keyword=Too%20deep')).total).toBe(0);
    expect((await ok<PageResult<HelpDocView>>('GET', `/list?langCode=en_US&parentId=${section.id}`)).total).toBe(0);
  });

  it('refuses a stale edit with 409001 and a delete while sub-documents exist with its own message', async () => {
    const parent = await add({ title: 'Parent to delete' });
    const child = await add({ title: 'Child to delete', parentId: parent.id });
    const changed = await edit(child, { title: 'Child renamed' });
    expect(changed.body).toMatchObject({ code: '000000', data: { title: 'Child renamed', version: child.version + 1 } });
    expect((await edit(child, { title: 'Stale rename' })).body).toMatchObject({ code: '409001', mesg: 'The data state has changed, please close and reopen' });

    const refused = await api('DELETE', `/${parent.id}`);
    expect(refused.body).toMatchObject({ code: '409003', mesg: 'This help document has sub-documents: delete or move them first' });
    const refusedDe = await api('DELETE', `/${parent.id}`, undefined, as('oem01'), { Language: 'de_DE' });
    expect(refusedDe.body).toMatchObject({ mesg: 'Dieses Hilfedokument hat Unterdokumente: löschen oder verschieben Sie diese zuerst' });
    expect(await ok('DELETE', `/${child.id}`)).toBe(true);
    expect(await ok('DELETE', `/${parent.id}`)).toBe(true);
    expect((await api('DELETE', `/${parent.id}`)).body.code).toBe('404');

    // Each write is in the operation log under the module helpDoc (the refused ones are not).
    const logged = await eventually(async () => {
      const res = await call<PageResult<OperationLogView>>(`${base}/tis/api/logService/operationLog/list?module=helpDoc&targetId=${parent.id}`, jsonRequest({ token: as('admin') }));
      return (res.body.data?.total ?? 0) >= 2 ? res.body.data!.list : undefined;
    });
    expect(logged.map((r) => [r.action, r.targetName, r.userCode]).sort()).toEqual([
      ['create', 'en_US Parent to delete', 'oem01'],
      ['delete', 'en_US Parent to delete', 'oem01'],
    ]);
  });

  it('shows readers the visible documents of their language, below visible parents, and zh_CN when their language has none', async () => {
    const shown = await add({ title: 'Reader chapter', sortNo: 900 });
    const hidden = await add({ title: 'Hidden page', parentId: shown.id, visible: 0 });
    const hiddenChapter = await add({ title: 'Hidden chapter', visible: 0 });
    const belowHidden = await add({ title: 'Below a hidden chapter', parentId: hiddenChapter.id });

    const en = (await reader<HelpDocTree>('/tree', 'public01', 'en_US')).body.data;
    expect(titles(en)).toContain('Reader chapter');
    expect(titles(en)).not.toContain('Hidden page');
    expect(titles(en)).not.toContain('Hidden chapter');
    expect(titles(en)).not.toContain('Below a hidden chapter');
    expect(titles(en)).not.toContain('快速入门');
    expect((await reader<HelpDocPage>(`/read/${shown.id}`, 'public01', 'en_US')).body.data).toMatchObject({ title: 'Reader chapter', content: '<p>Reader chapter</p>' });
    for (const id of [hidden.id, belowHidden.id]) {
      const missing = await reader(`/read/${id}`, 'public01', 'en_US');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ mesg: 'This help document does not exist or is not published' });
    }

    // German has no help: the reader shows zh_CN; once a German document is visible, German.
    const de = (await reader<HelpDocTree>('/tree', 'public01', 'de_DE')).body.data;
    expect(de?.langCode).toBe('zh_CN');
    expect(titles(de)).toContain('快速入门');
    expect(titles(de)).not.toContain('Reader chapter');
    const german = await add({ title: 'Erste Schritte', langCode: 'de_DE', visible: 0 });
    expect((await reader<HelpDocTree>('/tree', 'public01', 'de_DE')).body.data?.langCode).toBe('zh_CN');
    const germanShown = await edit(german, { visible: 1 });
    expect(germanShown.body.code).toBe('000000');
    const deNow = (await reader<HelpDocTree>('/tree', 'public01', 'de_DE')).body.data;
    expect(deNow).toMatchObject({ langCode: 'de_DE', nodes: [{ title: 'Erste Schritte' }] });
    expect(await ok('DELETE', `/${german.id}`)).toBe(true);
  });

  it('searches titles and the words of the text, never the HTML, in the reader’s language, paged on the server', async () => {
    await add({ title: 'Brake bleeding', content: '<p>Bleed the <strong>brakes</strong> with the <em>quokkatool</em> adapter.</p><table><tbody><tr><td>step</td></tr></tbody></table>' });
    await add({ title: 'Hidden quokkatool page', visible: 0, content: '<p>quokkatool secrets</p>' });
    for (let i = 1; i <= 6; i += 1) await add({ title: `Paged wombatword ${i}`, sortNo: i });

    const search = (keyword: string, user = 'public01', lang = 'en_US', extra = '') => reader<HelpDocSearchResult>(`/search?keyword=${encodeURIComponent(keyword)}${extra}`, user, lang);
    const found = (await search('quokkatool')).body.data;
    expect(found).toMatchObject({ total: 1, langCode: 'en_US', list: [{ title: 'Brake bleeding', excerpt: 'Bleed the brakes with the quokkatool adapter.\nstep'.replace('\n', ' ') }] });
    // Tag and attribute names are not words of the text.
    for (const tag of ['strong', 'tbody', '<em>', 'td']) expect((await search(tag)).body.data?.total, tag).toBe(0);
    // Titles match too; the pages come from the server.
    const first = (await search('wombatword', 'public01', 'en_US', '&pageSize=5')).body.data;
    expect(first?.total).toBe(6);
    expect(first?.list.map((h) => h.title)).toEqual([1, 2, 3, 4, 5].map((i) => `Paged wombatword ${i}`));
    expect((await search('wombatword', 'public01', 'en_US', '&pageSize=5&pageNo=2')).body.data?.list.map((h) => h.title)).toEqual(['Paged wombatword 6']);
    // The search reads the reader's language (German falls back to zh_CN, which has no such word).
    expect((await search('quokkatool', 'public01', 'de_DE')).body.data).toMatchObject({ total: 0, langCode: 'zh_CN' });
    expect((await search('维修案例', 'public01', 'de_DE')).body.data?.list.map((h) => h.title)).toContain('查找维修案例');
    expect((await search('', 'public01')).status).toBe(400);
  });

  it('lets editors and readers read a document’s images, readers only while it is visible', async () => {
    const { body, contentType } = multipartBody('file', 'step.png', 'image/png', sizedPng(32, 32));
    const upload = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: as('oem01'), 'content-type': contentType }, body });
    const url = upload.body.data!.url;
    const row = await add({ title: 'Illustrated page', content: `<p>Look:</p><p><img src="${url}" alt="step"></p>` });
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [url.replace('/tis/file/', '')]);
    expect(stored).toMatchObject({ owner: `system.helpDoc:${row.id}` });
    const fetchAs = (user: string) => fetch(`${base}${url}`, { headers: { authorization: as(user) } });
    expect((await fetchAs('public01')).status).toBe(200);
    expect((await fetchAs('outsider')).status).toBe(404);
    expect((await edit(row, { visible: 0 })).body.code).toBe('000000');
    expect((await fetchAs('public01')).status).toBe(404);
    expect((await fetchAs('oem01')).status).toBe(200);
  });

  it('exports the list of a language as a workbook headed in the caller’s language', async () => {
    await add({ title: 'Exported xylophone page', sortNo: 3, visible: 0 });
    const res = await fetch(`${base}/tis/api/systemService/helpDoc/export?langCode=en_US&keyword=xylophone`, { headers: { authorization: as('oem01'), Language: 'en_US' } });
    expect(res.status).toBe(200);
    const rows: string[][] = [];
    for await (const row of readFirstSheet(Buffer.from(await res.arrayBuffer()))) rows.push(row.values.map((v) => cellText(v)));
    expect(rows[0]).toEqual(['Title', 'Language', 'Parent document', 'Level', 'Order', 'Visible', 'Updated by', 'Updated at']);
    expect(rows.slice(1).map((r) => r.slice(0, 6))).toEqual([['Exported xylophone page', 'en_US', '', '1', '3', 'Hidden']]);
  });

  it('answers 403 to users without the pages', async () => {
    const row = await add({ title: 'Forbidden page' });
    for (const [method, path] of [['GET', '/list'], ['GET', '/outline?langCode=en_US'], ['GET', '/export'], ['POST', ''], ['PUT', `/${row.id}`], ['DELETE', `/${row.id}`]] as const) {
      const res = await api(method, path, method === 'POST' || method === 'PUT' ? { ...doc({ title: 'x' }), version: row.version } : undefined, as('public01'));
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    for (const path of ['/tree', '/search?keyword=login', `/read/${row.id}`]) {
      expect((await reader(path, 'outsider', 'en_US')).status, path).toBe(403);
      expect((await reader(path, 'public01', 'en_US')).status, path).toBe(200);
    }
    expect((await ok<PageResult<HelpDocView>>('GET', '/list?langCode=en_US&keyword=Forbidden')).list[0]?.title).toBe('Forbidden page');
  });
});

/** A new user whose role has one page (and the home page), signed in. */
async function signInWithPageOnly(base: string, admin: string, portal: EmbeddedPortal, page: string, name: string): Promise<string> {
  const oauth = apiClient('/tis/api/oauthService/', () => base, () => admin);
  const roleCode = `page_only_${name}`;
  const role = await oauth.ok<RoleView>('POST', 'role', { roleCode, roleName: 'Page only' });
  const flat = (nodes: RightNode[]): RightNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const items = flat(await oauth.ok<RightNode[]>('GET', 'right/tree')).filter((n) => n.funLink === page || n.funLink === 'index');
  await oauth.ok('PUT', `role/${role.id}/rights`, { itemIds: items.map((n) => n.itemId) });
  const userCode = `po_${name}`;
  const password = 'PageOnly#2026';
  await oauth.ok('POST', 'user', { userCode, userName: 'Page only', email: 'page.only@tis.local', userType: 'oem', roleCode, password, confirm: password });
  const db = await portal.db('oauth');
  await db.query('UPDATE user_account SET password_changed_at = ? WHERE user_code = ?', [portal.bind(new Date()), userCode]);
  const { answer } = await attemptLogin(base, { userCode, password });
  return (answer.body.data as LoginResult).accessToken;
}
