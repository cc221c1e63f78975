import type { ActiveFastApp, FastAppView, MailListView, PageResult } from '@tis/contracts';
import { call, loginAs, multipartBody, sizedPng as png, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/** A JPEG head with its frame header (the file service sniffs FF D8 FF; the size check reads the frame). */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(9)]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

const LINK_REFUSED_EN = 'The submitted data is invalid: link: The link must be a path inside the portal, such as /BulletinList, or an https address of an allowed site';
const LINK_REFUSED_DE = 'Die übermittelten Daten sind ungültig: link: Der Link muss ein Pfad im Portal sein, z. B. /BulletinList, oder eine https-Adresse einer zugelassenen Website';

/**
 * Contact lists (/MailList) and common applications (/FastAPP, spec sections 2, 5 and 9) on the
 * embedded portal, on each database: a contact's phone and email are checked; an application's
 * icon is a stored PNG of exactly 96 x 96 pixels (read from the file itself) that the record
 * claims, its link a portal path or an https site the deployment allows; a refused write saves
 * nothing and answers in the caller's language; the home page's tiles are read by every signed-in user.
 */
describe.each(TEST_DIALECTS)('contact lists and common applications on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let admin: string;
  let dealer: string;
  let files: DataSource;
  let system: DataSource;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'fastapps', dialect, env: { TIS_ALLOWED_LINK_ORIGINS: 'https://parts.example.com' } });
    base = portal.base;
    admin = await loginAs(base, 'admin');
    dealer = await loginAs(base, 'dealer01');
    files = await portal.db('fileconverter');
    system = await portal.db('system');
  }, 120_000);

  afterAll(() => portal?.stop());

  const apps = apiClient('/tis/api/systemService/fastApp', () => base, () => admin);
  const contacts = apiClient('/tis/api/systemService/mailList', () => base, () => admin);

  async function upload(name: string, type: string, data: Buffer): Promise<string> {
    const { body, contentType } = multipartBody('file', name, type, data);
    const res = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: admin, 'content-type': contentType }, body });
    if (res.body.code !== '000000') throw new Error(`upload ${name}: ${JSON.stringify(res.body)}`);
    return res.body.data!.url;
  }
  const ownerOf = async (url: string): Promise<string | null> => {
    const [row] = await files.query<{ referenced_by: string | null }[]>('SELECT referenced_by FROM stored_file WHERE storage_key = ?', [url.slice('/tis/file/'.length)]);
    return row?.referenced_by ?? null;
  };
  const appCount = async () => Number((await system.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM fast_app'))[0]?.n ?? -1);
  const app = (appIcon: string, extra: Record<string, unknown> = {}) => ({ appName: 'Parts catalogue', link: '/BulletinList', appType: 'Parts', appIcon, sortNo: 10, ...extra });

  it('keeps a 96 x 96 PNG icon and claims it; refuses other sizes, other image types and missing files, saving nothing', async () => {
    const good = await upload('icon.png', 'image/png', png(96, 96));
    expect(await ownerOf(good)).toBeNull();
    const created = await apps.ok<FastAppView>('POST', '', app(good, { appName: ' Parts catalogue ' }));
    expect(created).toMatchObject({ appName: 'Parts catalogue', link: '/BulletinList', appType: 'Parts', appIcon: good, sortNo: 10, version: 1, updatedBy: 'admin' });
    expect(await ownerOf(good)).toBe('system.fastApp');

    const before = await appCount();
    const large = await upload('large.png', 'image/png', png(97, 96));
    expect((await apps.api('POST', '', app(large))).body).toMatchObject({ code: '000001', mesg: 'An application icon must be exactly 96 x 96 pixels; this one is 97 x 96' });
    const german = await apps.api('POST', '', app(large), admin, { Language: 'de_DE' });
    expect(german.body).toMatchObject({ code: '000001', mesg: 'Ein Anwendungssymbol muss genau 96 x 96 Pixel groß sein; dieses ist 97 x 96' });
    // A JPEG of the right size is still no PNG, whatever its name says.
    const jpegIcon = await upload('icon.jpg', 'image/jpeg', jpeg(96, 96));
    expect((await apps.api('POST', '', app(jpegIcon))).body).toMatchObject({ code: '000001', mesg: 'An application icon must be a PNG file' });
    const chinese = await apps.api('POST', '', app(jpegIcon), admin, { Language: 'zh_CN' });
    expect(chinese.body.mesg).toBe('应用图标必须是 PNG 文件');
    const missing = await apps.api('POST', '', app('/tis/file/uploads/2026/01/00000000-0000-4000-8000-000000000000.png'));
    expect(missing.body).toMatchObject({ code: '000001', mesg: 'The icon file does not exist any more, please upload it again' });
    const outside = await apps.api('POST', '', app('https://parts.example.com/icon.png'));
    expect(outside.status).toBe(400);
    expect(outside.body.mesg).toBe('The submitted data is invalid: appIcon: Upload the icon first');
    expect(await appCount()).toBe(before);
    expect(await ownerOf(large)).toBeNull();
    expect(await ownerOf(jpegIcon)).toBeNull();
  });

  it('opens only portal paths and https sites the deployment allows, refusing others in the caller’s language', async () => {
    const icon = await upload('links.png', 'image/png', png(96, 96));
    const before = await appCount();
    for (const other of ['https://evil.example.com/', 'http://parts.example.com/x', '//parts.example.com/x', '/\\evil.example', 'javascript:alert(1)', 'https://user@parts.example.com/']) {
      const refused = await apps.api('POST', '', app(icon, { link: other }));
      expect(refused.status, other).toBe(400);
      expect(refused.body.mesg, other).toBe(LINK_REFUSED_EN);
    }
    expect((await apps.api('POST', '', app(icon, { link: 'https://evil.example.com/' }), admin, { Language: 'de_DE' })).body.mesg).toBe(LINK_REFUSED_DE);
    expect((await apps.api('POST', '', app(icon, { link: '' }))).body.mesg).toBe('The submitted data is invalid: link: This field cannot be empty');
    expect(await appCount()).toBe(before);
    expect(await ownerOf(icon)).toBeNull();

    const allowed = await apps.ok<FastAppView>('POST', '', app(icon, { appName: 'Parts site', link: 'https://parts.example.com/catalogue', sortNo: 1 }));
    expect(allowed.link).toBe('https://parts.example.com/catalogue');
    // A change keeps the rules: the same icon is not checked again, a foreign link is refused and nothing changes.
    const foreign = await apps.api('PUT', `/${allowed.id}`, { ...app(icon, { link: 'https://evil.example.com/' }), version: allowed.version });
    expect(foreign.body.mesg).toBe(LINK_REFUSED_EN);
    const wrongIcon = await apps.api('PUT', `/${allowed.id}`, { ...app(await upload('wide.png', 'image/png', png(192, 96))), version: allowed.version });
    expect(wrongIcon.body.mesg).toBe('An application icon must be exactly 96 x 96 pixels; this one is 192 x 96');
    const kept = (await apps.ok<PageResult<FastAppView>>('GET', '/list?keyword=Parts%20site')).list[0];
    expect(kept).toMatchObject({ link: 'https://parts.example.com/catalogue', appIcon: icon, version: allowed.version });
    const renamed = await apps.ok<FastAppView>('PUT', `/${allowed.id}`, { ...app(icon, { appName: 'Parts site (new)', link: '/EpcPage', sortNo: 1 }), version: allowed.version });
    expect(renamed).toMatchObject({ appName: 'Parts site (new)', link: '/EpcPage', version: allowed.version + 1 });
  });

  it('gives the home page the applications in order to every signed-in user, and keeps the screen to the FastAPP page', async () => {
    const tiles = await apps.api<ActiveFastApp[]>('GET', '/active', undefined, dealer);
    expect(tiles.body.data?.map((a) => a.appName)).toEqual(['Parts site (new)', 'Parts catalogue']);
    expect(tiles.body.data?.[0]).toEqual({ id: expect.any(String), appName: 'Parts site (new)', link: '/EpcPage', appType: 'Parts', appIcon: expect.stringMatching(/^\/tis\/file\//) });
    expect((await call(`${base}/tis/api/systemService/fastApp/active`)).status).toBe(401);
    expect((await apps.api('GET', '/list', undefined, dealer)).status).toBe(403);
    expect((await apps.api('POST', '', app('/tis/file/uploads/2026/01/x.png'), dealer)).status).toBe(403);
  });

  it('checks a contact’s phone and email, filters by area and finds by keyword', async () => {
    const entry = (mailCode: string, extra: Record<string, unknown> = {}) => ({ mailCode, area: 'North', subject: 'Warranty claims', contactName: 'Li Wei', phone: '+86 (10) 5555-0101', email: 'li.wei@example.com', remark: null, sortNo: 1, ...extra });
    const saved = await contacts.ok<MailListView>('POST', '', entry('ML-1', { email: ' ', remark: '  ' }));
    expect(saved).toMatchObject({ mailCode: 'ML-1', phone: '+86 (10) 5555-0101', email: null, remark: null, version: 1 });
    await contacts.ok('POST', '', entry('ML-2', { area: 'South', subject: 'Parts orders', contactName: 'Anna Schmidt', sortNo: 0 }));
    await contacts.ok('POST', '', entry('ML-3', { subject: 'Technical hotline', sortNo: 0 }));

    const refused: [Record<string, unknown>, string][] = [
      [{ phone: '010-5555 ext. 7' }, 'phone: A phone number may only contain digits, spaces and + - ( )'],
      [{ phone: '+ - ()' }, 'phone: A phone number may only contain digits, spaces and + - ( )'],
      [{ email: 'li.wei@' }, 'email: Invalid email address'],
      [{ email: 'li wei@example.com' }, 'email: Invalid email address'],
      [{ contactName: '' }, 'contactName: This field cannot be empty'],
      [{ area: 'x'.repeat(51) }, 'area: The value is too long'],
    ];
    for (const [extra, detail] of refused) {
      const res = await contacts.api('POST', '', entry('ML-BAD', extra));
      expect(res.status, detail).toBe(400);
      expect(res.body.mesg, detail).toBe(`The submitted data is invalid: ${detail}`);
    }
    const german = await contacts.api('POST', '', entry('ML-BAD', { email: 'nope' }), admin, { Language: 'de_DE' });
    expect(german.body.mesg).toBe('Die übermittelten Daten sind ungültig: email: Ungültige E-Mail-Adresse');
    expect((await contacts.ok<PageResult<MailListView>>('GET', '/list?keyword=ML-BAD')).total).toBe(0);

    const north = await contacts.ok<PageResult<MailListView>>('GET', '/list?area=North');
    expect(north.list.map((c) => c.mailCode)).toEqual(['ML-3', 'ML-1']);
    expect((await contacts.ok<PageResult<MailListView>>('GET', '/list?keyword=schmidt')).list.map((c) => c.mailCode)).toEqual(['ML-2']);
    expect((await contacts.ok<PageResult<MailListView>>('GET', '/list?keyword=example.com')).total).toBe(2);
    expect((await contacts.api('GET', '/list', undefined, dealer)).status).toBe(403);
  });
});
