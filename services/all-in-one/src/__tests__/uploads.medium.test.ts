import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HomepageImageView } from '@tis/contracts';
import { call, type CallResult, loginAs, multipartBody, sizedPng as png, TEST_DIALECTS } from '@tis/nest/testing';
import { FilesService } from '@tis/service-fileconverter';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

const KB = 1024;

/** A PDF of about `bytes` (the file service sniffs "%PDF-"). */
const pdf = (bytes: number): Buffer => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

/** Every file under `dir` (the object storage of the portal), as paths relative to it. */
function storedObjects(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedObjects(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

interface Stored {
  id: string;
  url: string;
  size: number;
}

/**
 * Uploads on the embedded portal, on each database (docs/adr/0017): every user, a public user
 * included, may upload TIS_UPLOAD_QUOTA_MB in 24 hours — an upload that crosses it is refused with
 * a clear message and leaves nothing behind — and uploads nothing references are removed after a
 * day, while claimed ones (a homepage image) and fresh ones stay.
 */
describe.each(TEST_DIALECTS)('uploads on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let files: string;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    files = mkdtempSync(join(tmpdir(), 'tis-uploads-files-'));
    portal = await startEmbeddedPortal({ name: 'uploads', dialect, env: { TIS_UPLOAD_QUOTA_MB: '1', TIS_STORAGE_URL: `file:${files}` } });
    base = portal.base;
    db = await portal.db('fileconverter');
    admin = await loginAs(base, 'admin');
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    rmSync(files, { recursive: true, force: true });
  });

  function upload(token: string, name: string, type: string, data: Buffer, category = 'attachment'): Promise<CallResult<Stored>> {
    const { body, contentType } = multipartBody('file', name, type, data);
    return call<Stored>(`${base}/tis/api/fileconverter/upload?category=${category}`, { method: 'POST', headers: { authorization: token, 'content-type': contentType, Language: 'en_US' }, body });
  }
  const rowsOf = async (userCode: string): Promise<number> => Number((await db.query('SELECT COUNT(*) AS n FROM stored_file WHERE created_by = ?', [userCode]))[0].n);
  const keyOf = (url: string) => url.slice('/tis/file/'.length);

  it('refuses the upload that crosses the quota with its message and keeps nothing of it; other users still upload', async () => {
    const publicUser = await loginAs(base, 'public01');
    const first = await upload(publicUser, 'manual.pdf', 'application/pdf', pdf(600 * KB));
    expect(first.body.code).toBe('000000');
    const second = await upload(publicUser, 'second.pdf', 'application/pdf', pdf(300 * KB));
    expect(second.body.code).toBe('000000');
    const objects = storedObjects(files);

    // 900 KB used of 1 MB: 200 KB more cross the quota while they stream in.
    const crossing = await upload(publicUser, 'third.pdf', 'application/pdf', pdf(200 * KB));
    expect(crossing.status).toBe(413);
    expect(crossing.body).toMatchObject({ code: '413002', mesg: 'Upload quota reached: at most 1 MB per user in 24 hours' });
    expect(await rowsOf('public01')).toBe(2);
    expect(storedObjects(files)).toEqual(objects);

    // A small one still fits; then nothing is left and the next is refused before it is read.
    expect((await upload(publicUser, 'small.pdf', 'application/pdf', pdf(100 * KB))).body.code).toBe('000000');
    const zh = await (async () => {
      const { body, contentType } = multipartBody('file', 'more.pdf', 'application/pdf', pdf(100 * KB));
      return call(`${base}/tis/api/fileconverter/upload?category=attachment`, { method: 'POST', headers: { authorization: publicUser, 'content-type': contentType, Language: 'zh_CN' }, body });
    })();
    expect(zh.body).toMatchObject({ code: '413002', mesg: '已达到上传配额：每位用户 24 小时内最多上传 1 MB' });
    expect(await rowsOf('public01')).toBe(3);

    // The quota is per user.
    expect((await upload(admin, 'own.pdf', 'application/pdf', pdf(600 * KB))).body.code).toBe('000000');
  });

  it('removes an upload nothing references after a day, from the database and the storage; keeps a referenced one and a fresh one', async () => {
    const dealer = await loginAs(base, 'dealer01');
    const referenced = (await upload(admin, 'banner.png', 'image/png', png(1600, 400), 'image')).body.data!;
    const orphan = (await upload(dealer, 'orphan.pdf', 'application/pdf', pdf(10 * KB))).body.data!;
    const fresh = (await upload(dealer, 'fresh.pdf', 'application/pdf', pdf(10 * KB))).body.data!;
    // The homepage image claims its file.
    const image = await call<HomepageImageView>(
      `${base}/tis/api/systemService/homepageImage`,
      jsonRequest({ method: 'POST', token: admin, body: { title: 'Banner', imageUrl: referenced.url, link: null, sortNo: 1, enabled: true } }),
    );
    expect(image.body.code, JSON.stringify(image.body)).toBe('000000');
    // A car series setting's image is claimed too (its URL is typed or pasted on /carSeriesSettings).
    const seriesImage = (await upload(admin, 'series.png', 'image/png', png(400, 300), 'image')).body.data!;
    const settings = await call<{ list: { id: string; version: number; sortNo: number }[] }>(`${base}/tis/api/vehicleService/seriesSetting/list?pageNo=1&pageSize=20`, { headers: { authorization: admin } });
    const setting = settings.body.data!.list[0]!;
    const saved = await call(
      `${base}/tis/api/vehicleService/seriesSetting/${setting.id}`,
      jsonRequest({ method: 'PUT', token: admin, body: { sortNo: setting.sortNo, imageUrl: seriesImage.url, showOnHome: true, showOnManual: true, version: setting.version } }),
    );
    expect(saved.body.code, JSON.stringify(saved.body)).toBe('000000');
    const hoursAgo = (hours: number) => portal.bind(new Date(Date.now() - hours * 3600_000));
    await db.query('UPDATE stored_file SET created_at = ? WHERE id IN (?, ?, ?)', [hoursAgo(25), referenced.id, orphan.id, seriesImage.id]);
    await db.query('UPDATE stored_file SET created_at = ? WHERE id = ?', [hoursAgo(23), fresh.id]);
    for (const f of [referenced, orphan, fresh]) expect(existsSync(join(files, keyOf(f.url))), f.url).toBe(true);

    const removed = await portal.app.get(FilesService).purgeUnreferenced();
    expect(removed).toBe(1);
    const left = await db.query<{ id: string }[]>('SELECT id FROM stored_file WHERE id IN (?, ?, ?)', [referenced.id, orphan.id, fresh.id]);
    expect(left.map((r) => r.id).sort()).toEqual([referenced.id, fresh.id].sort());
    expect(existsSync(join(files, keyOf(orphan.url)))).toBe(false);
    expect(existsSync(join(files, keyOf(referenced.url)))).toBe(true);
    expect(existsSync(join(files, keyOf(fresh.url)))).toBe(true);
    expect(existsSync(join(files, keyOf(seriesImage.url)))).toBe(true);
    const auth = { headers: { authorization: admin } };
    expect((await fetch(`${base}${orphan.url}`, auth)).status).toBe(404);
    expect((await fetch(`${base}${referenced.url}`, auth)).status).toBe(200);
  });
});
