import type { ActiveHomepageImage, HomepageImageView, PageResult } from '@tis/contracts';
import { call, loginAs, multipartBody, sizedPng as png, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/** A JPEG head with its frame header (enough for the size check; the file service sniffs FF D8 FF). */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(9)]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Homepage images (/MainpageImageList, spec sections 2 and 9) on the embedded portal, on each
 * database: images are uploads of exactly 1600 x 400 pixels (checked in the stored file), the home
 * page gets the enabled ones of today in order, the admin screen pages, locks and deletes them.
 */
describe.each(TEST_DIALECTS)('homepage images on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let admin: string;
  let dealer: string;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'homepage', dialect, env: { TIS_OUTBOX_POLL_MS: '100', TIS_ALLOWED_LINK_ORIGINS: 'https://parts.example.com' } });
    base = portal.base;
    admin = await loginAs(base, 'admin');
    dealer = await loginAs(base, 'dealer01');
  }, 120_000);

  afterAll(() => portal?.stop());

  const { api, ok } = apiClient('/tis/api/systemService/homepageImage', () => base, () => admin);
  async function upload(name: string, type: string, data: Buffer): Promise<string> {
    const { body, contentType } = multipartBody('file', name, type, data);
    const res = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: admin, 'content-type': contentType }, body });
    if (res.body.code !== '000000') throw new Error(`upload ${name}: ${JSON.stringify(res.body)}`);
    return res.body.data!.url;
  }
  const image = (imageUrl: string, extra: Record<string, unknown> = {}) => ({ title: 'Spring service campaign', imageUrl, link: '/BulletinList', sortNo: 10, enabled: true, ...extra });
  const titles = async () => (await ok<ActiveHomepageImage[]>('GET', '/active')).map((i) => i.title);

  it('keeps a 1600 x 400 image and refuses other sizes, unreadable and missing files, storing nothing', async () => {
    const good = await upload('campaign.png', 'image/png', png(1600, 400));
    const created = await ok<HomepageImageView>('POST', '', image(good, { title: ' Spring service campaign ' }));
    expect(created).toMatchObject({ title: 'Spring service campaign', imageUrl: good, link: '/BulletinList', sortNo: 10, enabled: true, startDate: null, endDate: null, version: 1, updatedBy: 'admin' });
    expect(good).toMatch(/^\/tis\/file\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]+\.png$/);

    const tall = await api('POST', '', image(await upload('tall.png', 'image/png', png(1600, 401))));
    expect(tall.status).toBe(200);
    expect(tall.body).toMatchObject({ code: '000001', mesg: 'A homepage image must be exactly 1600 x 400 pixels; this one is 1600 x 401' });
    const small = await api('POST', '', image(await upload('small.jpg', 'image/jpeg', jpeg(800, 200))));
    expect(small.body).toMatchObject({ code: '000001', mesg: 'A homepage image must be exactly 1600 x 400 pixels; this one is 800 x 200' });
    expect(await ok<HomepageImageView>('POST', '', image(await upload('wide.jpg', 'image/jpeg', jpeg(1600, 400)), { title: 'JPEG banner', sortNo: 20 }))).toMatchObject({ title: 'JPEG banner' });

    const icon = await upload('logo.ico', 'image/x-icon', Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(40)]));
    expect((await api('POST', '', image(icon))).body).toMatchObject({ code: '000001', mesg: 'The size of this image cannot be read: use a PNG, JPEG, GIF or BMP file' });
    const missing = await api('POST', '', image('/tis/file/uploads/2026/01/00000000-0000-4000-8000-000000000000.png'));
    expect(missing.body).toMatchObject({ code: '000001', mesg: 'The image file does not exist any more, please upload it again' });

    const page = await ok<PageResult<HomepageImageView>>('GET', '/list?pageSize=20');
    expect(page.list.map((i) => i.title)).toEqual(['Spring service campaign', 'JPEG banner']);
  });

  it('validates the fields: stored image path, internal link, order and period', async () => {
    const good = await upload('again.png', 'image/png', png(1600, 400));
    const outside = await api('POST', '', image('https://example.com/banner.png'));
    expect(outside.status).toBe(400);
    expect(outside.body.code).toBe('400000');
    expect(outside.body.mesg).toBe('The submitted data is invalid: imageUrl: Upload the image first');
    const linkRefused = 'The submitted data is invalid: link: The link must be a path inside the portal, such as /BulletinList, or an https address of an allowed site';
    // Another site than the deployment allows (TIS_ALLOWED_LINK_ORIGINS), and links a browser would open elsewhere.
    for (const other of ['https://evil.example.com', '//2130706433/tis/index', '/\\evil.example', 'http://parts.example.com/x', 'javascript:alert(1)']) {
      const link = await api('POST', '', image(good, { link: other }));
      expect(link.status, other).toBe(400);
      expect(link.body.mesg, other).toBe(linkRefused);
    }
    const allowed = await api('POST', '', image(good, { title: 'Parts catalogue', link: 'https://parts.example.com/catalogue', enabled: false }));
    expect(allowed.body.data).toMatchObject({ link: 'https://parts.example.com/catalogue' });
    expect((await api('DELETE', `/${(allowed.body.data as { id: string }).id}`)).body.code).toBe('000000');
    const period = await api('POST', '', image(good, { startDate: '2026-05-02', endDate: '2026-05-01' }));
    expect(period.body.mesg).toBe('The submitted data is invalid: endDate: The start date must not be later than the end date');
    const order = await api('POST', '', image(good, { sortNo: -1 }));
    expect(order.body.mesg).toBe('The submitted data is invalid: sortNo: The sort number must be a whole number from 0 to 9999');
    expect((await api('POST', '', { ...image(good), extra: 1 })).body.code).toBe('400000');
  });

  it('gives the home page the enabled images of today in order, to every signed-in user', async () => {
    const file = await upload('today.png', 'image/png', png(1600, 400));
    await ok('POST', '', image(file, { title: 'First today', sortNo: 1, startDate: day(-1), endDate: day(1) }));
    await ok('POST', '', image(file, { title: 'Switched off', sortNo: 2, enabled: false }));
    await ok('POST', '', image(file, { title: 'Next week', sortNo: 3, startDate: day(7) }));
    await ok('POST', '', image(file, { title: 'Last month', sortNo: 4, endDate: day(-30) }));
    await ok('POST', '', image(file, { title: 'No link', sortNo: 5, link: '' }));

    expect(await titles()).toEqual(['First today', 'No link', 'Spring service campaign', 'JPEG banner']);
    const forDealer = await api<ActiveHomepageImage[]>('GET', '/active', undefined, dealer);
    expect(forDealer.body.data?.[1]).toEqual({ id: expect.any(String), title: 'No link', imageUrl: file, link: null });
    expect((await call(`${base}/tis/api/systemService/homepageImage/active`)).status).toBe(401);

    const off = await ok<PageResult<HomepageImageView>>('GET', '/list?enabled=false');
    expect(off.list.map((i) => i.title)).toEqual(['Switched off']);
    expect((await ok<PageResult<HomepageImageView>>('GET', '/list?keyword=week')).list.map((i) => i.title)).toEqual(['Next week']);
    const paged = await ok<PageResult<HomepageImageView>>('GET', '/list?pageNo=2&pageSize=5');
    expect(paged.total).toBe(7);
    expect(paged.list.map((i) => i.title)).toEqual(['Spring service campaign', 'JPEG banner']);
  });

  it('changes an image with the optimistic lock, checks a new file, and deletes it', async () => {
    const [row] = (await ok<PageResult<HomepageImageView>>('GET', '/list?keyword=Switched')).list;
    const changed = await ok<HomepageImageView>('PUT', `/${row!.id}`, { ...image(row!.imageUrl, { title: 'Switched on', sortNo: 0 }), version: row!.version });
    expect(changed).toMatchObject({ title: 'Switched on', enabled: true, version: row!.version + 1 });
    expect((await titles())[0]).toBe('Switched on');

    const stale = await api('PUT', `/${row!.id}`, { ...image(row!.imageUrl), version: row!.version });
    expect(stale.body).toMatchObject({ code: '409001', mesg: 'The data state has changed, please close and reopen' });
    const wrongFile = await api('PUT', `/${row!.id}`, { ...image(await upload('square.png', 'image/png', png(400, 400))), version: changed.version });
    expect(wrongFile.body).toMatchObject({ code: '000001', mesg: 'A homepage image must be exactly 1600 x 400 pixels; this one is 400 x 400' });
    expect((await ok<PageResult<HomepageImageView>>('GET', '/list?keyword=Switched')).list[0]).toMatchObject({ imageUrl: row!.imageUrl, version: changed.version });

    expect(await ok('DELETE', `/${row!.id}`)).toBe(true);
    expect((await api('DELETE', `/${row!.id}`)).body.code).toBe('404');
    expect(await titles()).not.toContain('Switched on');
  });

  it('keeps the admin screen to users with the MainpageImageList page', async () => {
    expect((await api('GET', '/list', undefined, dealer)).status).toBe(403);
    expect((await api('POST', '', image('/tis/file/uploads/2026/01/x.png'), dealer)).status).toBe(403);
    expect((await call(`${base}/tis/api/systemService/homepageImage/list`)).status).toBe(401);
  });
});
