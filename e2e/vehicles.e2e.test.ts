import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLISH_STATE, VEHICLE_SHEET_COLUMNS, vinCheckDigit, type ModelView, type SeriesDirectoryView, type VehicleView, type VinInfo, type VinShieldView } from '@tis/contracts';
import type { DemoUser } from '@tis/nest/testing';
import ExcelJS from 'exceljs';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attemptOf, ARTIFACTS_DIR, demoVehicles, signedInPage, usePortalInBrowser, type DemoVehicle } from './harness.js';

const VEHICLE_API = '/tis/api/vehicleService';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the vehicle service answers: the envelope. */
interface Envelope<T> {
  code: string;
  mesg?: string;
  data: T;
}

interface ListPage<T> {
  list: T[];
  total: number;
}

/** The same VIN body with a right check digit (position 9), as the demo data makes them. */
function withCheckDigit(body: string): string {
  const digit = vinCheckDigit(body);
  if (digit === null) throw new Error(`not a VIN: ${body}`);
  return `${body.slice(0, 8)}${digit}${body.slice(9)}`;
}

/** A VIN of the same brand, model and year as `vin` with another serial (positions 12 to 17): the demo data uses 1 to 200. */
function vinWithSerial(vin: string, serial: number): string {
  return withCheckDigit(`${vin.slice(0, 11)}${String(serial).padStart(6, '0')}`);
}

/** The same VIN with another, wrong 9th character. */
function wrongCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${vin.charAt(8) === '1' ? '2' : '1'}${vin.slice(9)}`;
}

/** An import workbook: the template's header row, then the rows. */
async function importWorkbook(name: string, rows: (string | number | null)[][]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('vehicles');
  sheet.addRow([...VEHICLE_SHEET_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  return { name, mimeType: XLSX, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** A response of a list route of the vehicle service (first page of 20, as a screen first asks). */
function firstListPage(resource: string) {
  return (r: Response): boolean => {
    const url = new URL(r.url());
    return r.request().method() === 'GET' && url.pathname === `${VEHICLE_API}/${resource}/list` && url.searchParams.get('pageNo') === '1' && url.searchParams.get('pageSize') === '20';
  };
}

/** The vehicle master data screens in Chromium against the embedded portal with its demo data. */
describe('vehicle master data in the browser', () => {
  const started = usePortalInBrowser();

  const signedIn = (user: DemoUser): Promise<Page> => signedInPage(started.browser(), started.portal(), user);

  /** A GET of the vehicle service with the page's session, as the screens' client sends it. */
  async function api<T>(page: Page, path: string): Promise<Envelope<T>> {
    const token = await page.evaluate(() => localStorage.getItem('tis.token'));
    const answer = await fetch(`${started.portal().baseUrl}${VEHICLE_API}/${path}`, { headers: { Authorization: token ?? '', Language: 'zh_CN' } });
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as Envelope<T>;
  }

  /** The data of a successful call (code 000000). */
  async function read<T>(page: Page, path: string): Promise<T> {
    const body = await api<T>(page, path);
    expect(body.code, `${path}: ${body.mesg ?? ''}`).toBe('000000');
    return body.data;
  }

  /** A demo vehicle, read from the list route with the page's session. */
  /** A demo vehicle: the first of page 3, or the `at`-th (a retried test takes another than its first attempt's). */
  async function demoVehicle(page: Page, at = 0): Promise<DemoVehicle> {
    const vehicles = await demoVehicles(started.portal(), page, 3);
    expect(vehicles.total).toBe(200);
    return vehicles.list[at]!;
  }

  it('admin looks a demo VIN up on /vehicle, filters the list by VIN prefix, and the page fits 1366x768', async () => {
    const page = await signedIn('admin');
    const demo = await demoVehicle(page);
    await page.goto(`${started.portal().baseUrl}/tis/vehicle`);
    await page.getByTestId('vehicle-page').waitFor();
    await expect.poll(() => page.getByText('共 200 条').count()).toBe(1);

    // 16 characters: only the length hint; the 17th starts the lookup.
    const query = page.getByTestId('vin-query-input');
    const lookup = page.waitForRequest((r) => r.url().includes('/vehicleService/vehicle/vin?'));
    await query.pressSequentially(demo.vin.slice(0, 16).toLowerCase());
    expect(await page.getByTestId('vin-query-input-problem').innerText()).toBe('VIN必须为17位');
    await query.pressSequentially(demo.vin.slice(16));
    expect(new URL((await lookup).url()).searchParams.get('vin')).toBe(demo.vin);
    await expect.poll(() => page.getByTestId('vin-query-input-brand').innerText()).toContain(demo.brandName!);
    expect(await page.getByTestId('vin-query-input-series').innerText()).toContain(demo.seriesName!);

    // The list by VIN prefix: every row starts with it.
    const prefix = demo.vin.slice(0, 8);
    await page.getByTestId('filter-vin').fill(prefix.toLowerCase());
    const filtered = page.waitForResponse((r) => r.url().includes(`/vehicleService/vehicle/list?vin=${prefix}`));
    await page.getByTestId('filter-search').click();
    const { data } = (await (await filtered).json()) as { data: { list: DemoVehicle[]; total: number } };
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(200);
    await expect.poll(() => page.getByText(`共 ${data.total} 条`).count()).toBe(1);
    const vins = await page.locator('.ant-table-tbody .tis-vin-cell').allInnerTexts();
    expect(vins.length).toBe(Math.min(data.total, 20));
    for (const vin of vins) expect(vin.startsWith(prefix)).toBe(true);

    // Nothing sticks out of a 1366x768 window sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'vehicle.png'), animations: 'disabled' });
    await page.context().close();
  });

  it('admin pages through /vehicleSeries on the server', async () => {
    const page = await signedIn('admin');
    await page.goto(`${started.portal().baseUrl}/tis/vehicleSeries`);
    await page.getByTestId('series-page').waitFor();
    await expect.poll(() => page.getByText('共 13 条').count(), { timeout: 15_000 }).toBe(1);
    const firstPage = await page.locator('.ant-table-tbody tr.ant-table-row').count();
    expect(firstPage).toBe(13);

    await page.locator('.ant-pagination-options .ant-select').click({ timeout: 15_000 });
    const listed = (pageNo: string, pageSize: string) => (r: { url(): string }) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/vehicleService/series/list') && url.searchParams.get('pageNo') === pageNo && url.searchParams.get('pageSize') === pageSize;
    };
    const small = page.waitForResponse(listed('1', '5'), { timeout: 15_000 });
    await page.getByTitle('5 条/页').click({ timeout: 15_000 });
    await small;
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(5);
    const before = await page.locator('.ant-table-tbody tr.ant-table-row').first().innerText();
    const second = page.waitForResponse(listed('2', '5'), { timeout: 15_000 });
    await page.locator('.ant-pagination-item-2').click({ timeout: 15_000 });
    await second;
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').first().innerText(), { timeout: 15_000 }).not.toBe(before);
    await page.context().close();
  });

  it('admin adds a brand and deletes it after the confirmation', async ({ task }) => {
    const page = await signedIn('admin');
    // A retried test adds another brand: the first attempt's may still be there.
    const attempt = attemptOf(task);
    const code = attempt === 0 ? 'E2E' : `E2E${attempt + 1}`;
    const name = `${code} Test Brand`;
    const before = (await read<ListPage<{ brandCode: string }>>(page, 'brand/list?pageNo=1&pageSize=5')).total;
    await page.goto(`${started.portal().baseUrl}/tis/vehicleBrand`);
    await page.getByTestId('brand-page').waitFor();
    await expect.poll(() => page.getByText(`共 ${before} 条`).count()).toBe(1);

    await page.getByTestId('brand-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('brand-code').fill(code);
    await dialog.getByTestId('brand-name').fill(name);
    await dialog.getByTestId('edit-modal-save').click();
    await page.getByTestId('toast-success').first().waitFor();
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
    await row.waitFor();
    await expect.poll(() => page.getByText(`共 ${before + 1} 条`).count()).toBe(1);

    await row.getByTestId('row-delete').click();
    const confirm = page.getByRole('dialog').filter({ hasText: `${code} ${name}` });
    await confirm.waitFor();
    // Nothing is deleted before the confirmation.
    expect(await row.count()).toBe(1);
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText(`共 ${before} 条`).count()).toBe(1);
    await page.context().close();
  });

  it('admin opens every vehicle screen and each shows its first server page: the rows, the total, no errors', async () => {
    // Route, the page's test id stem, the resource whose list it asks for.
    const screens: readonly [string, string, string][] = [
      ['vehicleBrand', 'brand', 'brand'],
      ['vehicleSeries', 'series', 'series'],
      ['vehicleModel', 'model', 'model'],
      ['vehicleModelConf', 'config', 'modelConfig'],
      ['vehicle', 'vehicle', 'vehicle'],
      ['vehicleClassificationSettings', 'classification', 'classification'],
      ['carSeriesSettings', 'series-setting', 'seriesSetting'],
      ['CommercialInformation', 'commercial', 'commercialInfo'],
      ['moduleSettings', 'module-setting', 'moduleSetting'],
      ['EPCSeries', 'series', 'series'],
      ['EPCEnerge', 'energy', 'energy'],
      ['EpcModel', 'model', 'model'],
      ['EpcConfig', 'config', 'modelConfig'],
      ['EpcVinDisabled', 'vin-shield', 'vinShield'],
    ];
    const page = await signedIn('admin');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.url().includes('/tis/api/') && response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      if (request.url().includes('/tis/api/')) problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
    });

    const seen: Record<string, number> = {};
    for (const [route, stem, resource] of screens) {
      const listed = page.waitForResponse(firstListPage(resource), { timeout: 15_000 });
      await page.goto(`${started.portal().baseUrl}/tis/${route}`);
      const screen = page.getByTestId(`${stem}-page`);
      await screen.waitFor({ timeout: 15_000 });
      const body = (await (await listed).json()) as Envelope<ListPage<{ id: string }>>;
      expect(body.code, route).toBe('000000');
      const { total, list } = body.data;
      expect(list.length, route).toBe(Math.min(total, 20));
      seen[route] = total;

      const rows = screen.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.count(), { timeout: 15_000, message: route }).toBe(Math.min(total, 20));
      if (total === 0) {
        await expect.poll(() => screen.locator('.ant-table-placeholder .ant-empty').count(), { message: route }).toBe(1);
      } else {
        await expect.poll(() => screen.getByText(`共 ${total} 条`, { exact: true }).count(), { message: route }).toBe(1);
        // The rows are the ones the server sent, in its order.
        expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key'))), route).toEqual(list.map((row) => row.id));
      }
    }
    // The demo data behind the screens (the VIN shield starts empty; the import test may have added vehicles).
    expect(seen).toMatchObject({ vehicleBrand: 8, vehicleSeries: 13, EPCSeries: 13, vehicleModel: 20, EpcModel: 20, vehicleModelConf: 40, EpcConfig: 40, moduleSettings: 78, EpcVinDisabled: 0 });
    expect(seen.vehicle).toBeGreaterThanOrEqual(200);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('admin cancels the publication of a model on /vehicleModel and publishes it again', async () => {
    const page = await signedIn('admin');
    const models = await read<ListPage<ModelView>>(page, 'model/list?pageNo=1&pageSize=100');
    const model = models.list.find((m) => m.pubState === PUBLISH_STATE.published);
    if (!model) throw new Error('no published demo model');
    const stateOnServer = async () => (await read<ListPage<ModelView>>(page, 'model/list?pageNo=1&pageSize=100')).list.find((m) => m.id === model.id)?.pubState;

    await page.goto(`${started.portal().baseUrl}/tis/vehicleModel`);
    await page.getByTestId('model-page').waitFor();
    const row = page.locator(`.ant-table-tbody tr.ant-table-row[data-row-key="${model.id}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('tag-publish-1').innerText()).toBe('已发布');
    expect(await row.getByTestId('row-publish').count()).toBe(0);

    // Cancel asks first, naming the model; on OK the server answers the model with the cancelled state, the tag and the action follow.
    const cancelled = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${VEHICLE_API}/model/${model.id}/cancelPublish`, { timeout: 15_000 });
    await row.getByTestId('row-cancel-publish').click();
    const question = page.getByRole('dialog').filter({ hasText: `确定要取消“${model.modelCode} ${model.modelName}”的发布吗？` });
    await question.waitFor();
    expect(await stateOnServer()).toBe(PUBLISH_STATE.published);
    await question.getByRole('button', { name: '取消发布' }).click();
    const cancelBody = (await (await cancelled).json()) as Envelope<ModelView>;
    expect(cancelBody.code).toBe('000000');
    expect(cancelBody.data.pubState).toBe(PUBLISH_STATE.cancelled);
    await expect.poll(() => row.getByTestId('tag-publish-2').count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByTestId('tag-publish-2').innerText()).toBe('已取消发布');
    expect(await row.getByTestId('row-cancel-publish').count()).toBe(0);
    expect(await stateOnServer()).toBe(PUBLISH_STATE.cancelled);

    // Publish again.
    const published = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${VEHICLE_API}/model/${model.id}/publish`, { timeout: 15_000 });
    await row.getByTestId('row-publish').click();
    expect(((await (await published).json()) as Envelope<ModelView>).code).toBe('000000');
    await expect.poll(() => row.getByTestId('tag-publish-1').count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByTestId('tag-publish-1').innerText()).toBe('已发布');
    expect(await stateOnServer()).toBe(PUBLISH_STATE.published);
    await page.context().close();
  });

  it('admin shields a demo VIN on /EpcVinDisabled, the VIN query on /vehicle reports it shielded, and the shield is deleted again', async ({ task }) => {
    const page = await signedIn('admin');
    // A retried test shields another VIN: the first attempt's may still be shielded.
    const demo = await demoVehicle(page, attemptOf(task));
    const shieldsBefore = (await read<ListPage<VinShieldView>>(page, 'vinShield/list?pageNo=1&pageSize=20')).total;
    expect((await read<VinInfo>(page, `vehicle/vin?vin=${demo.vin}`)).shielded).toBe(false);

    await page.goto(`${started.portal().baseUrl}/tis/EpcVinDisabled`);
    await page.getByTestId('vin-shield-page').waitFor();
    await page.getByTestId('vin-shield-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('shield-vin').fill(demo.vin);
    // The dialog looks the VIN up: the brand of the demo vehicle shows.
    await expect.poll(() => dialog.getByTestId('shield-vin-brand').innerText(), { timeout: 15_000 }).toContain(demo.brandName);
    await dialog.getByTestId('shield-remark').fill('e2e shield');
    await dialog.getByTestId('edit-modal-save').click();
    await page.getByTestId('toast-success').first().waitFor({ timeout: 15_000 });
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { has: page.locator('td.tis-vin-cell', { hasText: demo.vin }) });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('e2e shield');
    await expect.poll(() => page.getByText(`共 ${shieldsBefore + 1} 条`, { exact: true }).count()).toBe(1);

    // The VIN query of /vehicle shows the red "shielded" tag.
    await page.goto(`${started.portal().baseUrl}/tis/vehicle`);
    await page.getByTestId('vehicle-page').waitFor();
    await page.getByTestId('vin-query-input').fill(demo.vin);
    const info = page.getByTestId('vin-query-input-info');
    await expect.poll(() => info.innerText(), { timeout: 15_000 }).toContain(demo.seriesName);
    const shielded = info.locator('.ant-tag', { hasText: '已屏蔽' });
    expect(await shielded.count()).toBe(1);
    expect(await shielded.getAttribute('class')).toMatch(/\bant-tag-red\b/);

    // Deleted after the confirmation: the VIN is no longer shielded.
    await page.goto(`${started.portal().baseUrl}/tis/EpcVinDisabled`);
    await page.getByTestId('vin-shield-page').waitFor();
    await row.waitFor({ timeout: 15_000 });
    await row.getByTestId('row-delete').click();
    const confirm = page.getByRole('dialog').filter({ hasText: demo.vin });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    expect((await read<ListPage<VinShieldView>>(page, 'vinShield/list?pageNo=1&pageSize=20')).total).toBe(shieldsBefore);
    expect((await read<VinInfo>(page, `vehicle/vin?vin=${demo.vin}`)).shielded).toBe(false);
    await page.context().close();
  });

  it('admin cannot give a series on /EPCSeries a second EPC directory: the dialog does not offer it, the server refuses it, nothing changes', async () => {
    const page = await signedIn('admin');
    const before = await read<ListPage<SeriesDirectoryView>>(page, 'seriesDirectory/list?pageNo=1&pageSize=100');
    const existing = before.list[0];
    if (!existing) throw new Error('no demo directory');
    const series = await read<ListPage<{ seriesCode: string; hasDirectory: boolean }>>(page, 'series/list?pageNo=1&pageSize=100');
    const free = series.list.find((s) => !s.hasDirectory);
    if (!free) throw new Error('no demo series without a directory');

    await page.goto(`${started.portal().baseUrl}/tis/EPCSeries`);
    await page.getByTestId('series-page').waitFor();
    // The series list says the series has its directory.
    const seriesRow = page.locator('.ant-table-tbody tr.ant-table-row', { has: page.locator('td', { hasText: new RegExp(`^${existing.seriesCode}$`) }) });
    await seriesRow.waitFor({ timeout: 15_000 });
    expect(await seriesRow.innerText()).toContain('已建目录');

    await page.getByRole('tab', { name: 'EPC目录' }).click();
    await page.getByTestId('directory-page').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText(`共 ${before.total} 条`, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('directory-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('directory-series').click();
    // A series without a directory is offered, the one with a directory is not.
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.filter({ hasText: `(${free.seriesCode})` }).first().waitFor({ timeout: 15_000 });
    await page.keyboard.type(existing.seriesCode);
    await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-empty').count(), { timeout: 15_000 }).toBe(1);
    expect(await options.filter({ hasText: `(${existing.seriesCode})` }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'detached' });

    // The server refuses a second directory with the spec's message, whatever the client.
    const token = await page.evaluate(() => localStorage.getItem('tis.token'));
    const answer = await fetch(`${started.portal().baseUrl}${VEHICLE_API}/seriesDirectory`, {
      method: 'POST',
      headers: { Authorization: token ?? '', Language: 'zh_CN', 'Content-Type': 'application/json' },
      body: JSON.stringify({ seriesCode: existing.seriesCode, directoryCode: 'E2E-SECOND-DIR', directoryName: 'E2E second directory' }),
    });
    expect(((await answer.json()) as Envelope<unknown>)).toMatchObject({ code: '409002', mesg: '该车系已存在目录' });
    const after = await read<ListPage<SeriesDirectoryView>>(page, 'seriesDirectory/list?pageNo=1&pageSize=100');
    expect(after).toEqual(before);
    await page.context().close();
  });

  it('admin imports vehicles on /vehicle: a workbook with a bad row imports nothing and names the row, a good one adds every row', async ({ task }) => {
    const page = await signedIn('admin');
    // A demo vehicle of a brand with the check digit (PC): new VINs of its model with serials the demo data never uses.
    const pc = (await read<ListPage<VehicleView>>(page, 'vehicle/list?pageNo=1&pageSize=5&brandCode=PC')).list[0];
    if (!pc) throw new Error('no PC demo vehicle');
    // A retried test imports other VINs: the first attempt's may be registered.
    const serial = 990001 + 10 * attemptOf(task);
    const [first, second, third] = [serial, serial + 1, serial + 2].map((n) => vinWithSerial(pc.vin, n)) as [string, string, string];
    const row = (vin: string) => [vin, pc.seriesCode, pc.modelCode, pc.modelYear, null, 'E2E-ENGINE', null, 'Ocean Blue', null];
    const vehicleTotal = async () => (await read<ListPage<VehicleView>>(page, 'vehicle/list?pageNo=1&pageSize=5')).total;
    const before = await vehicleTotal();

    await page.goto(`${started.portal().baseUrl}/tis/vehicle`);
    await page.getByTestId('vehicle-page').waitFor();
    await expect.poll(() => page.getByText(`共 ${before} 条`, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    const input = page.locator('input[type=file]');
    expect(await input.count()).toBe(1);
    // The report dialog (its test id is on the modal's root, which has no box of its own).
    const report = page.getByTestId('import-report').getByRole('dialog');

    // Row 2 good, row 3 with a wrong check digit: nothing is imported, the report names row 3.
    const rejected = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${VEHICLE_API}/vehicle/import`, { timeout: 15_000 });
    await input.setInputFiles(await importWorkbook('bad.xlsx', [row(first), row(wrongCheckDigit(second))]));
    expect(((await (await rejected).json()) as Envelope<{ imported: boolean }>).data.imported).toBe(false);
    await report.waitFor({ timeout: 15_000 });
    expect(await report.getByTestId('import-summary').innerText()).toContain('未导入任何数据');
    const problems = report.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => problems.count()).toBe(1);
    expect(await problems.locator('td').allInnerTexts()).toEqual(['3', 'vin', 'VIN校验位（第9位）错误']);
    await report.getByRole('button', { name: /确\s*定|OK/ }).click();
    await report.waitFor({ state: 'hidden' });
    expect(await vehicleTotal()).toBe(before);
    expect(await page.getByText(`共 ${before} 条`, { exact: true }).count()).toBe(1);
    expect(await api(page, `vehicle/vin?vin=${first}`)).toMatchObject({ code: '000001', mesg: '未查询到该VIN' });
    // The VIN query does not know the good row's VIN either.
    const query = page.getByTestId('vin-query-input');
    await query.fill(first);
    await expect.poll(() => page.getByTestId('vin-query-input-not-found').innerText(), { timeout: 15_000 }).toBe('未查询到该VIN');

    // Only good rows: all three are imported, the total grows by three.
    const accepted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${VEHICLE_API}/vehicle/import`, { timeout: 15_000 });
    await input.setInputFiles(await importWorkbook('good.xlsx', [row(first), row(second), row(third)]));
    expect(((await (await accepted).json()) as Envelope<{ imported: boolean; created: number }>).data).toMatchObject({ imported: true, created: 3 });
    await report.waitFor({ timeout: 15_000 });
    expect(await report.getByTestId('import-summary').innerText()).toBe('导入成功：新增 3 条');
    // One button closes the report.
    expect(await report.locator('.ant-modal-footer button').count()).toBe(1);
    expect(await report.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(0);
    await report.getByRole('button', { name: /确\s*定|OK/ }).click();
    await report.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText(`共 ${before + 3} 条`, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await vehicleTotal()).toBe(before + 3);

    // The new VINs are known to the VIN query: the one still typed in it is looked up again, another one too.
    await expect.poll(() => page.getByTestId('vin-query-input-series').innerText(), { timeout: 15_000 }).toContain(pc.seriesCode);
    expect(await page.getByTestId('vin-query-input-not-found').count()).toBe(0);
    await query.fill(third);
    await expect.poll(() => page.getByTestId('vin-query-input-info').innerText(), { timeout: 15_000 }).toContain(pc.modelCode);
    expect(await page.getByTestId('vin-query-input-series').innerText()).toContain(pc.seriesCode);
    await page.context().close();
  });

  it('dealer01 cannot open /vehicleBrand and has no vehicle admin item in the menu', async () => {
    const page = await signedIn('dealer01');
    const rights = await page.evaluate(() => (JSON.parse(localStorage.getItem('tis.roleRight') ?? '[]') as { funLink: string }[]).map((r) => r.funLink));
    expect(rights).not.toContain('vehicleBrand');
    expect(await page.getByTestId('menu-item-vehicleBrand').count()).toBe(0);
    await page.goto(`${started.portal().baseUrl}/tis/vehicleBrand`);
    await page.waitForURL('**/tis/error');
    await page.context().close();
  });
});
