import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vinCheckDigit, type BrandView, type ModelConfigView, type ModelView, type SeriesDirectoryView, type VehicleImportResult, type VehicleView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer, type FakeAnswer, type SentRequest } from '../../test/fake-server';
import { BUTTON_LOCK_MS } from '../../shared/admin';
import { typeDate } from '../../shared/document-filter/filter-test-kit';
import { BrandPage } from './pages/brand-page';
import { CarTypePage } from './pages/car-type-page';
import { ClassificationPage } from './pages/classification-page';
import { CommercialInfoPage } from './pages/commercial-info-page';
import { EnergyPage } from './pages/energy-page';
import { EpcConfigPage, VehicleModelConfPage } from './pages/model-config-page';
import { EpcModelPage, VehicleModelPage } from './pages/model-page';
import { ModuleSettingPage } from './pages/module-setting-page';
import { EpcSeriesPage, VehicleSeriesPage } from './pages/series-page';
import { SeriesSettingPage } from './pages/series-setting-page';
import { VehiclePage } from './pages/vehicle-page';
import { VinShieldPage } from './pages/vin-shield-page';

const API = '/tis/api/vehicleService';
const ADMIN = { userCode: 'admin', userName: 'Administrator' };
const meta = { version: 2, updatedAt: '2026-01-05T08:00:00.000Z', updatedBy: 'admin' };
const page = (list: readonly unknown[], total = list.length) => envelopeAnswer({ list, total });

type Handler = (request: SentRequest) => FakeAnswer | Response | undefined;

/** The dropdown calls of the filters and forms. */
const lookups: Handler = ({ url }) => {
  switch (url.pathname) {
    case `${API}/brand/options`:
      return envelopeAnswer([
        { brandCode: 'PC', brandName: 'Passenger Cars', brandType: 'brand', loginEntry: 'login', checkDigit: true },
        { brandCode: 'OS', brandName: 'Overseas', brandType: 'brand', loginEntry: 'os', checkDigit: false },
      ]);
    case `${API}/series/options`:
      return envelopeAnswer([
        { brandCode: 'PC', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', epcName: null, afterSaleType: 'PV', subSaleType: null, energyType: null, carType: null, state: 1, historyState: 0, visible: 1 },
      ]);
    case `${API}/model/options`:
      return page([{ modelCode: 'PC-A5-15T', modelName: 'A5 1.5T Comfort', brandCode: 'PC', seriesCode: 'PC-A5', state: 1 }]);
    case `${API}/classification/options`:
    case `${API}/modelConfig/options`:
      return envelopeAnswer([]);
    case `${API}/energy/list`:
    case `${API}/carType/list`:
    case `${API}/kind/list`:
      return page([]);
    default:
      return undefined;
  }
};

function renderPage(element: React.ReactElement, handler: Handler) {
  return renderWithFakeServer(element, { signedInAs: ADMIN, handler: (r) => handler(r) ?? lookups(r) });
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const waitLock = () => new Promise((r) => setTimeout(r, 1100));

async function choose(container: HTMLElement, testId: string, title: string, actor: ReturnType<typeof userEvent.setup>) {
  const select = within(container).getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  await actor.click(await screen.findByTitle(title));
}

const brand: BrandView = { id: 'b-1', ...meta, brandCode: 'PC', brandName: 'Passenger Cars', brandType: 'brand', loginEntry: 'login', checkDigit: true, sortNo: 1 };

function model(id: string, modelCode: string, pubState: number, visible: number, state = 1): ModelView {
  return {
    id,
    ...meta,
    modelCode,
    modelName: `Model ${modelCode}`,
    brandCode: 'PC',
    brandName: 'Passenger Cars',
    seriesCode: 'PC-A5',
    seriesName: 'A5 Sedan',
    afterSaleType: 'PV',
    kindCode: 'PASSENGER',
    pubState,
    visible,
    state,
    createdAt: '2025-03-01T08:00:00.000Z',
  };
}

/** A VIN of the PC brand with the right check digit, and one with a wrong one. */
const BODY = 'LTPHNUB30PA000007';
const GOOD_VIN = `${BODY.slice(0, 8)}${vinCheckDigit(BODY)!}${BODY.slice(9)}`;
const BAD_VIN = `${BODY.slice(0, 8)}${GOOD_VIN.charAt(8) === '1' ? '2' : '1'}${BODY.slice(9)}`;

const vehicle: VehicleView = {
  id: 'v-1',
  ...meta,
  vin: GOOD_VIN,
  brandCode: 'PC',
  brandName: 'Passenger Cars',
  seriesCode: 'PC-A5',
  seriesName: 'A5 Sedan',
  modelCode: 'PC-A5-15T',
  modelName: 'A5 1.5T Comfort',
  modelYear: 2023,
  configCode: null,
  engineNo: 'E123',
  motorNo: null,
  exteriorColour: 'Polar White',
  interiorColour: null,
};

describe('vehicle master data screens', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists brands paged on the server and filters by type and keyword', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<BrandPage />, ({ url }) => (url.pathname === `${API}/brand/list` ? page([brand], 8) : undefined));
    expect(await screen.findByText('Passenger Cars')).toBeTruthy();
    for (const text of ['销售品牌', '/login', '是', '共 8 条']) expect(screen.getByText(text)).toBeTruthy();
    expect(sent.find((s) => s.url.pathname === `${API}/brand/list`)?.path).toBe(`${API}/brand/list?pageNo=1&pageSize=20`);

    await actor.type(screen.getByTestId('filter-keyword'), ' Cars ');
    await choose(document.body, 'filter-brand-type', '姊妹品牌', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.filter((s) => s.url.pathname === `${API}/brand/list`)).toHaveLength(2));
    expect(sent.filter((s) => s.url.pathname === `${API}/brand/list`).at(-1)?.url.searchParams.toString()).toBe('keyword=Cars&brandType=sister&pageNo=1&pageSize=20');
  });

  it("checks a new brand with the server's schema, sends it, and keeps the dialog open on 'code repeated'", async () => {
    const actor = userEvent.setup();
    const { sent, messages } = renderPage(<BrandPage />, ({ method, url }) => {
      if (url.pathname === `${API}/brand/list`) return page([brand]);
      if (method === 'POST' && url.pathname === `${API}/brand`) return envelopeAnswer(null, '409002', '编码重复');
      return undefined;
    });
    await actor.click(await screen.findByTestId('brand-add'));
    const dialog = await lastDialog();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(within(dialog).getAllByText('该字段不能为空')).toHaveLength(2));
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    await actor.type(within(dialog).getByTestId('brand-code'), 'PC');
    await actor.type(within(dialog).getByTestId('brand-name'), 'Passenger Cars');
    await waitLock();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(messages).toContainEqual({ level: 'warning', text: '编码重复' }));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ brandCode: 'PC', brandName: 'Passenger Cars', brandType: 'brand', loginEntry: null, checkDigit: false, sortNo: 0 });
    expect(within(dialog).getByTestId('brand-name')).toBeTruthy();
  });

  it('changes a brand with its version and deletes one only after confirmation', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<BrandPage />, ({ method, url, body }) => {
      if (url.pathname === `${API}/brand/list`) return page([brand]);
      if (method === 'PUT' && url.pathname === `${API}/brand/b-1`) return envelopeAnswer({ ...brand, ...(body as object), version: 3 });
      if (method === 'DELETE' && url.pathname === `${API}/brand/b-1`) return envelopeAnswer(true);
      return undefined;
    });
    await screen.findByText('Passenger Cars');
    await actor.click(screen.getByTestId('row-edit'));
    const dialog = await lastDialog();
    expect(within(dialog).getByTestId<HTMLInputElement>('brand-code').disabled).toBe(true);
    await actor.clear(within(dialog).getByTestId('brand-name'));
    await actor.type(within(dialog).getByTestId('brand-name'), 'PC brand');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ brandName: 'PC brand', brandType: 'brand', loginEntry: 'login', checkDigit: true, sortNo: 1, version: 2 });

    await actor.click(screen.getByTestId('row-delete'));
    const confirm = await lastDialog();
    expect(within(confirm).getByText(/PC Passenger Cars/)).toBeTruthy();
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    await actor.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(sent.some((s) => s.method === 'DELETE' && s.url.pathname === `${API}/brand/b-1`)).toBe(true));
  });

  it('shows the publish state and visibility of models, publishes, cancels and changes visibility with the version', async () => {
    const actor = userEvent.setup();
    const published = model('m-1', 'PC-A5-15T', 1, 1);
    const pending = model('m-2', 'PC-A5-20T', 0, 2);
    const { sent } = renderPage(<VehicleModelPage />, ({ method, url }) => {
      if (url.pathname === `${API}/model/list`) return page([published, pending]);
      if (method === 'POST' || method === 'PUT') return envelopeAnswer(published);
      return undefined;
    });
    await screen.findByText('PC-A5-20T');
    const rows = screen.getAllByRole('row');
    const row = (code: string) => rows.find((r) => r.textContent.includes(code))!;
    expect(within(row('PC-A5-15T')).getByText('已发布')).toBeTruthy();
    expect(within(row('PC-A5-15T')).getByText('可见')).toBeTruthy();
    expect(within(row('PC-A5-20T')).getByText('未发布')).toBeTruthy();
    expect(within(row('PC-A5-20T')).getByText('待定')).toBeTruthy();
    // Only a published model can be cancelled; only an unpublished one is published.
    expect(within(row('PC-A5-15T')).queryByTestId('row-publish')).toBeNull();
    expect(within(row('PC-A5-20T')).queryByTestId('row-cancel-publish')).toBeNull();
    // The master data screen has no enable / disable (the EPC one has).
    expect(screen.queryByTestId('row-disable')).toBeNull();

    // Cancelling a publication asks first, naming the model: Cancel sends nothing, OK sends it.
    await actor.click(within(row('PC-A5-15T')).getByTestId('row-cancel-publish'));
    let question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('确定要取消“PC-A5-15T Model PC-A5-15T”的发布吗？');
    await actor.click(within(question).getByRole('button', { name: /^取\s*消$/ }));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    await actor.click(within(row('PC-A5-15T')).getByTestId('row-cancel-publish'));
    // The cancelled dialog may still be leaving (jsdom runs no CSS transitions): take the new one.
    question = (await screen.findAllByRole('dialog')).at(-1)!;
    await actor.click(within(question).getByRole('button', { name: '取消发布' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    // Publishing takes one click.
    await actor.click(within(row('PC-A5-20T')).getByTestId('row-publish'));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2));
    expect(sent.filter((s) => s.method === 'POST').map((s) => [s.url.pathname, s.body])).toEqual([
      [`${API}/model/m-1/cancelPublish`, { version: 2 }],
      [`${API}/model/m-2/publish`, { version: 2 }],
    ]);

    await actor.click(within(row('PC-A5-20T')).getByTestId('row-visibility'));
    await actor.click(await screen.findByTestId('visibility-0'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({ path: `${API}/model/m-2/visibility`, body: { visible: 0, version: 2 } });
  });

  it('filters models with the Model filter and enables / disables them on the EPC screen', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<EpcModelPage />, ({ method, url }) => {
      if (url.pathname === `${API}/model/list`) return page([model('m-1', 'PC-A5-15T', 1, 1, 1), model('m-3', 'PC-A5-30T', 1, 1, 0)]);
      if (method === 'POST') return envelopeAnswer(model('m-1', 'PC-A5-15T', 1, 1, 0));
      return undefined;
    });
    expect(await screen.findByText('EPC车型管理')).toBeTruthy();
    await choose(document.body, 'filter-brand', 'Passenger Cars (PC)', actor);
    await choose(document.body, 'filter-pub-state', '已发布', actor);
    await choose(document.body, 'filter-state', '停用', actor);
    await actor.type(screen.getByTestId('filter-model-name'), '1.5T');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.filter((s) => s.url.pathname === `${API}/model/list`)).toHaveLength(2));
    expect(Object.fromEntries(sent.filter((s) => s.url.pathname === `${API}/model/list`).at(-1)!.url.searchParams)).toEqual({
      brandCode: 'PC',
      pubState: '1',
      state: '0',
      modelName: '1.5T',
      pageNo: '1',
      pageSize: '20',
    });

    // The table is loading the filtered page (antd blurs it and blocks clicks) until the answer is in.
    await waitFor(() => expect(screen.getByTestId('row-disable').closest('.ant-spin-blur')).toBeNull());
    await actor.click(screen.getByTestId('row-disable'));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('确定要停用“PC-A5-15T Model PC-A5-15T”吗？');
    await actor.click(within(question).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    await actor.click(screen.getByTestId('row-enable'));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2));
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([`${API}/model/m-1/disable`, `${API}/model/m-3/enable`]);
  });

  it('adds a model of a series, pending and enabled', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<VehicleModelPage />, ({ method, url, body }) => {
      if (url.pathname === `${API}/model/list`) return page([model('m-1', 'PC-A5-15T', 1, 1)]);
      if (method === 'POST') return envelopeAnswer({ ...model('m-3', 'PC-A5-30T', 0, 2), ...(body as object) });
      return undefined;
    });
    await screen.findByText('PC-A5-15T');
    await actor.click(screen.getByTestId('model-add'));
    const dialog = await lastDialog();
    await choose(dialog, 'model-series', 'A5 Sedan (PC-A5)', actor);
    fireEvent.change(within(dialog).getByTestId('model-code'), { target: { value: 'PC-A5-30T' } });
    fireEvent.change(within(dialog).getByTestId('model-name'), { target: { value: 'A5 3.0T' } });
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ seriesCode: 'PC-A5', modelCode: 'PC-A5-30T', modelName: 'A5 3.0T', visible: 2, state: 1 });
  });

  it('edits each model row with its own values after a cancel: name and kind only', async () => {
    const actor = userEvent.setup();
    const first = model('m-1', 'PC-A5-15T', 1, 1);
    const second = model('m-2', 'PC-A5-20T', 0, 2);
    const { sent } = renderPage(<VehicleModelPage />, ({ method, url, body }) => {
      if (url.pathname === `${API}/model/list`) return page([first, second]);
      if (method === 'PUT') return envelopeAnswer({ ...second, ...(body as object) });
      return undefined;
    });
    await screen.findByText('PC-A5-20T');
    // Each lookup reads the table as it is drawn now.
    const row = (code: string) => screen.getAllByRole('row').find((r) => r.textContent.includes(code))!;
    await actor.click(within(row('PC-A5-15T')).getByTestId('row-edit'));
    let dialog = await lastDialog();
    expect(within(dialog).getByTestId<HTMLInputElement>('model-name').value).toBe('Model PC-A5-15T');
    await actor.click(within(dialog).getByRole('button', { name: /^取\s*消$/ }));
    await actor.click(within(row('PC-A5-20T')).getByTestId('row-edit'));
    dialog = await lastDialog();
    await waitFor(() => expect(within(dialog).getByTestId<HTMLInputElement>('model-name').value).toBe('Model PC-A5-20T'));
    expect(within(dialog).getByTestId<HTMLInputElement>('model-code').disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('model-name'), { target: { value: 'A5 2.0T' } });
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({ path: `${API}/model/m-2`, body: { modelName: 'A5 2.0T', kindCode: 'PASSENGER', version: 2 } });
  });

  it('disables a configuration on /EpcConfig and shows the "data changed" refusal', async () => {
    const actor = userEvent.setup();
    const config: ModelConfigView = { id: 'c-1', ...meta, configCode: 'PC-A5-15T-STD', configName: 'Standard', modelCode: 'PC-A5-15T', modelName: 'A5 1.5T', seriesCode: 'PC-A5', brandCode: 'PC', state: 1, remark: null };
    const { sent, messages } = renderPage(<EpcConfigPage />, ({ method, url }) => {
      if (url.pathname === `${API}/modelConfig/list`) return page([config]);
      if (method === 'POST') return envelopeAnswer(null, '409001', '当前数据状态已变更，请关闭后重新打开');
      return undefined;
    });
    await screen.findByText('Standard');
    await actor.click(screen.getByTestId('row-disable'));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('确定要停用“PC-A5-15T-STD Standard”吗？');
    await actor.click(within(question).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(messages).toContainEqual({ level: 'warning', text: '当前数据状态已变更，请关闭后重新打开' }));
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({ path: `${API}/modelConfig/c-1/disable`, body: { version: 2 } });
  });

  it('/vehicleModelConf filters by state and adds an enabled configuration of a model', async () => {
    const actor = userEvent.setup();
    const config: ModelConfigView = { id: 'c-1', ...meta, configCode: 'PC-A5-15T-STD', configName: 'Standard', modelCode: 'PC-A5-15T', modelName: 'A5 1.5T Comfort', seriesCode: 'PC-A5', brandCode: 'PC', state: 0, remark: null };
    const { sent } = renderPage(<VehicleModelConfPage />, ({ method, url, body }) => {
      if (url.pathname === `${API}/modelConfig/list`) return page([config]);
      if (method === 'POST' && url.pathname === `${API}/modelConfig`) return envelopeAnswer({ ...config, id: 'c-2', ...(body as object) });
      return undefined;
    });
    expect(await screen.findByText('A5 1.5T Comfort (PC-A5-15T)')).toBeTruthy();
    expect(screen.queryByTestId('row-enable')).toBeNull();
    await choose(document.body, 'filter-state', '停用', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/modelConfig/list?state=0&pageNo=1&pageSize=20`)).toBe(true));

    await actor.click(screen.getByTestId('config-add'));
    const dialog = await lastDialog();
    fireEvent.mouseDown(within(dialog).getByTestId('config-model').querySelector('input')!);
    await waitFor(() => expect(screen.getAllByTitle('A5 1.5T Comfort (PC-A5-15T)').length).toBeGreaterThan(0));
    await actor.click(screen.getAllByTitle('A5 1.5T Comfort (PC-A5-15T)').at(-1)!);
    await actor.type(within(dialog).getByTestId('config-code'), 'PC-A5-15T-LUX');
    await actor.type(within(dialog).getByTestId('config-name'), 'Luxury');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ modelCode: 'PC-A5-15T', configCode: 'PC-A5-15T-LUX', configName: 'Luxury', state: 1 });
  });

  it('/EPCSeries lists series with their directory, keeps the EPC directories on their own tab and offers a new directory only series without one', async () => {
    const actor = userEvent.setup();
    const directory: SeriesDirectoryView = { id: 'd-1', ...meta, brandCode: 'PC', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', directoryCode: 'EPC-A5', directoryName: 'A5 catalogue', remark: null };
    const option = (seriesCode: string, seriesName: string) => ({ brandCode: 'PC', seriesCode, seriesName, epcName: null, afterSaleType: 'PV', subSaleType: null, energyType: null, carType: null, state: 1, historyState: 0, visible: 1 });
    const { sent } = renderPage(<EpcSeriesPage />, ({ url }) => {
      if (url.pathname === `${API}/series/options`) return envelopeAnswer([option('PC-A5', 'A5 Sedan'), option('PC-B7', 'B7 SUV')]);
      if (url.pathname === `${API}/series/list`) {
        return page([
          { id: 's-1', ...meta, brandCode: 'PC', brandName: 'Passenger Cars', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', epcName: 'A5', afterSaleType: 'PV', afterSaleTypeName: 'Passenger vehicle', subSaleType: null, subSaleTypeName: null, energyType: 'PETROL', energyName: '汽油', carType: 'SEDAN', carTypeName: 'Sedan', state: 1, historyState: 1, visible: 1, hasDirectory: true },
        ], 45);
      }
      if (url.pathname === `${API}/seriesDirectory/list`) return page([directory]);
      return undefined;
    });
    expect(await screen.findByText('A5 Sedan')).toBeTruthy();
    for (const text of ['Passenger vehicle', '汽油', '历史', '已建目录']) expect(screen.getByText(text)).toBeTruthy();
    await actor.click(screen.getAllByTitle('2')[0]!);
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/series/list?pageNo=2&pageSize=20`)).toBe(true));
    // The Series filter: the series of the chosen brand, a search starts at page 1.
    await choose(document.body, 'filter-brand', 'Passenger Cars (PC)', actor);
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/series/options?brandCode=PC`)).toBe(true));
    await choose(document.body, 'filter-series', 'B7 SUV (PC-B7)', actor);
    await choose(document.body, 'filter-state', '停用', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/series/list?brandCode=PC&seriesCode=PC-B7&state=0&pageNo=1&pageSize=20`)).toBe(true));

    await actor.click(screen.getByRole('tab', { name: 'EPC目录' }));
    expect(await screen.findByText('A5 catalogue')).toBeTruthy();
    expect(sent.some((s) => s.path === `${API}/seriesDirectory/list?pageNo=1&pageSize=20`)).toBe(true);

    // A new directory: the series that has one is not offered.
    await actor.click(screen.getByTestId('directory-add'));
    const dialog = await lastDialog();
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/seriesDirectory/list?pageNo=1&pageSize=500`)).toBe(true));
    fireEvent.mouseDown(within(dialog).getByTestId('directory-series').querySelector('input')!);
    expect(await screen.findByTitle('B7 SUV (PC-B7)')).toBeTruthy();
    expect(screen.queryByTitle('A5 Sedan (PC-A5)')).toBeNull();
  });

  it('/vehicleSeries filters with the Series filter, adds a series and changes it without brand and code; a new after-sale type clears the sub-sale type', async () => {
    const actor = userEvent.setup();
    const a5 = { id: 's-1', ...meta, brandCode: 'PC', brandName: 'Passenger Cars', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', epcName: null, afterSaleType: 'PV', afterSaleTypeName: '乘用车', subSaleType: 'PV-SUV', subSaleTypeName: 'SUV', energyType: null, energyName: null, carType: null, carTypeName: null, state: 1, historyState: 0, visible: 0, hasDirectory: false };
    const { sent } = renderPage(<VehicleSeriesPage />, ({ method, url, body }) => {
      if (url.pathname === `${API}/classification/options`) {
        return envelopeAnswer([
          { classificationCode: 'PV', classificationName: '乘用车', level: 'afterSale', parentCode: null },
          { classificationCode: 'CV', classificationName: '商用车', level: 'afterSale', parentCode: null },
          { classificationCode: 'PV-SUV', classificationName: 'SUV', level: 'subSale', parentCode: 'PV' },
        ]);
      }
      if (url.pathname === `${API}/series/list`) return page([a5]);
      if (method === 'POST' && url.pathname === `${API}/series`) return envelopeAnswer({ ...a5, id: 's-2', ...(body as object) });
      if (method === 'PUT' && url.pathname === `${API}/series/s-1`) return envelopeAnswer({ ...a5, ...(body as object), version: 3 });
      return undefined;
    });
    expect(await screen.findByText('Passenger Cars (PC)')).toBeTruthy();
    for (const text of ['乘用车', 'SUV', '启用', '在产', '不可见']) expect(screen.getByText(text)).toBeTruthy();
    // The EPC columns are /EPCSeries's.
    expect(screen.queryByText('EPC名称')).toBeNull();

    // The Series filter and visibility: the sub-sale types of the chosen after-sale type.
    await choose(document.body, 'filter-after-sale', '乘用车 (PV)', actor);
    await choose(document.body, 'filter-sub-sale', 'SUV (PV-SUV)', actor);
    await choose(document.body, 'filter-history', '在产', actor);
    await choose(document.body, 'filter-visible', '不可见', actor);
    await actor.type(screen.getByTestId('filter-keyword'), 'A5');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/series/list?keyword=A5&afterSaleType=PV&subSaleType=PV-SUV&historyState=0&visible=0&pageNo=1&pageSize=20`)).toBe(true));

    await actor.click(screen.getByTestId('series-add'));
    const dialog = await lastDialog();
    await choose(dialog, 'series-brand', 'Passenger Cars (PC)', actor);
    await actor.type(within(dialog).getByTestId('series-code'), 'PC-B7');
    await actor.type(within(dialog).getByTestId('series-name'), 'B7 SUV');
    fireEvent.mouseDown(within(dialog).getByTestId('series-after-sale').querySelector('input')!);
    await actor.click(screen.getAllByTitle('乘用车 (PV)').at(-1)!);
    // The filter bar shows the sub-sale type it filters by: the dialog's option is the last one.
    const shown = screen.getAllByTitle('SUV (PV-SUV)').length;
    fireEvent.mouseDown(within(dialog).getByTestId('series-sub-sale').querySelector('input')!);
    await waitFor(() => expect(screen.getAllByTitle('SUV (PV-SUV)').length).toBeGreaterThan(shown));
    await actor.click(screen.getAllByTitle('SUV (PV-SUV)').at(-1)!);
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ brandCode: 'PC', seriesCode: 'PC-B7', seriesName: 'B7 SUV', afterSaleType: 'PV', subSaleType: 'PV-SUV', state: 1, historyState: 0, visible: 1 });

    await actor.click(screen.getAllByTestId('row-edit')[0]!);
    const edit = await lastDialog();
    expect(within(edit).getByTestId('series-brand').className).toContain('disabled');
    expect(within(edit).getByTestId<HTMLInputElement>('series-code').disabled).toBe(true);
    fireEvent.mouseDown(within(edit).getByTestId('series-after-sale').querySelector('input')!);
    await waitFor(() => expect(screen.getAllByTitle('商用车 (CV)').length).toBeGreaterThan(1));
    await actor.click(screen.getAllByTitle('商用车 (CV)').at(-1)!);
    await waitLock();
    await actor.click(within(edit).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    // The sub-sale type of the former after-sale type is gone: the server takes its absence as none.
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ seriesName: 'A5 Sedan', epcName: '', afterSaleType: 'CV', state: 1, historyState: 0, visible: 0, version: 2 });
  });

  it('/vehicle looks a VIN up at 17 characters and filters the list by VIN prefix and year', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<VehiclePage />, ({ url }) => {
      if (url.pathname === `${API}/vehicle/list`) return page([vehicle], 200);
      if (url.pathname === `${API}/vehicle/vin`) {
        return envelopeAnswer({ vin: GOOD_VIN, brandCode: 'PC', brandName: 'Passenger Cars', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', epcName: null, modelCode: 'PC-A5-15T', modelName: 'A5 1.5T Comfort', modelYear: 2023, configCode: null, shielded: true });
      }
      return undefined;
    });
    expect(await screen.findByText(GOOD_VIN)).toBeTruthy();
    await actor.type(screen.getByTestId('vin-query-input'), GOOD_VIN.toLowerCase());
    expect((await screen.findByTestId('vin-query-input-brand')).textContent).toBe('Passenger Cars (PC)');
    expect(screen.getByTestId('vin-query-input-series').textContent).toBe('A5 Sedan (PC-A5)');
    expect(within(screen.getByTestId('vin-query-input-info')).getByText('已屏蔽')).toBeTruthy();

    await actor.type(screen.getByTestId('filter-vin'), 'ltp');
    await actor.type(screen.getByTestId('filter-year'), '2023');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.filter((s) => s.url.pathname === `${API}/vehicle/list`)).toHaveLength(2));
    expect(sent.filter((s) => s.url.pathname === `${API}/vehicle/list`).at(-1)?.url.searchParams.toString()).toBe('vin=LTP&modelYear=2023&pageNo=1&pageSize=20');
  });

  it('/vehicle refuses a year filter that is not a year, saying so, and searches nothing', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<VehiclePage />, ({ url }) => (url.pathname === `${API}/vehicle/list` ? page([vehicle], 1) : undefined));
    expect(await screen.findByText(GOOD_VIN)).toBeTruthy();
    const lists = () => sent.filter((s) => s.url.pathname === `${API}/vehicle/list`);
    await actor.type(screen.getByTestId('filter-year'), 'abc');
    await actor.click(screen.getByTestId('filter-search'));
    expect(await screen.findByText('车型年款必须是 1980 到 2100 之间的年份')).toBeTruthy();
    expect(lists()).toHaveLength(1);
    await actor.clear(screen.getByTestId('filter-year'));
    await actor.type(screen.getByTestId('filter-year'), ' 2024');
    await act(() => new Promise((done) => setTimeout(done, BUTTON_LOCK_MS + 50))); // the search button's 1 s lock
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(lists().at(-1)?.url.searchParams.get('modelYear')).toBe('2024');
  });

  it('refuses a VIN whose check digit is wrong for the brand of the chosen series and sends nothing', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<VehiclePage />, ({ url }) => (url.pathname === `${API}/vehicle/list` ? page([]) : undefined));
    await actor.click(await screen.findByTestId('vehicle-add'));
    const dialog = await lastDialog();
    await choose(dialog, 'vehicle-series', 'A5 Sedan (PC-A5)', actor);
    await choose(dialog, 'vehicle-model', 'A5 1.5T Comfort (PC-A5-15T)', actor);
    await actor.type(within(dialog).getByTestId('vehicle-year'), '2023');
    await actor.type(within(dialog).getByTestId('vehicle-vin'), BAD_VIN);
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText('VIN校验位（第9位）错误')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('an empty save marks the VIN, series, model and year at once', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<VehiclePage />, ({ url }) => (url.pathname === `${API}/vehicle/list` ? page([]) : undefined));
    await actor.click(await screen.findByTestId('vehicle-add'));
    const dialog = await lastDialog();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(within(dialog).getAllByText('该字段不能为空')).toHaveLength(4));
    for (const field of ['vin', 'seriesCode', 'modelCode', 'modelYear']) {
      expect(within(dialog).getByText('该字段不能为空', { selector: `#${field}_help *` })).toBeTruthy();
    }
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('names the forbidden letters of a VIN, and a pasted VIN keeps its last character', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<VehiclePage />, ({ url, method }) => {
      if (url.pathname === `${API}/vehicle/list`) return page([]);
      if (method === 'POST') return envelopeAnswer({ ...vehicle, id: 'v-2' });
      return undefined;
    });
    await actor.click(await screen.findByTestId('vehicle-add'));
    const dialog = await lastDialog();
    const vin = within(dialog).getByTestId<HTMLInputElement>('vehicle-vin');
    await actor.type(vin, 'LTPHNUBO0PA00000');
    expect(await within(dialog).findByText('VIN不能包含字母I、O、Q（易与数字1、0混淆）')).toBeTruthy();
    expect(vin.value).toBe('LTPHNUBO0PA00000');

    await actor.clear(vin);
    await actor.click(vin);
    await actor.paste(` ${GOOD_VIN}`);
    expect(vin.value).toBe(GOOD_VIN);
    await choose(dialog, 'vehicle-series', 'A5 Sedan (PC-A5)', actor);
    await choose(dialog, 'vehicle-model', 'A5 1.5T Comfort (PC-A5-15T)', actor);
    await actor.type(within(dialog).getByTestId('vehicle-year'), '2023');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'POST')?.body).toMatchObject({ vin: GOOD_VIN, seriesCode: 'PC-A5', modelCode: 'PC-A5-15T', modelYear: 2023 });
  });

  it('imports an .xlsx: a wrong file is not sent, the problem report lists rows, the 50000 limit message shows', async () => {
    const actor = userEvent.setup({ applyAccept: false });
    const report: VehicleImportResult = {
      imported: false,
      rows: 2,
      created: 0,
      problems: [
        { row: 2, column: 'vin', message: 'VIN LTPHNUB30PA000007 已存在' },
        { row: 3, column: 'modelCode', message: '车型 X 不存在' },
      ],
    };
    let answer: FakeAnswer = envelopeAnswer(report);
    const { sent, messages } = renderPage(<VehiclePage />, ({ method, url }) => {
      if (url.pathname === `${API}/vehicle/list`) return page([]);
      if (method === 'POST' && url.pathname === `${API}/vehicle/import`) return answer;
      return undefined;
    });
    const fileInput = async () => (await screen.findByTestId('vehicle-page')).querySelector<HTMLInputElement>('input[type=file]')!;
    await actor.upload(await fileInput(), new File(['a,b'], 'vehicles.csv', { type: 'text/csv' }));
    await waitFor(() => expect(messages).toContainEqual({ level: 'warning', text: '只能导入Excel（.xlsx）文件' }));
    expect(sent.filter((s) => s.url.pathname.endsWith('/import'))).toEqual([]);

    await actor.upload(await fileInput(), new File(['PK'], 'vehicles.xlsx'));
    const dialog = await screen.findByTestId('import-report');
    expect(within(dialog).getByText('文件存在以下问题，未导入任何数据，请修改后重新导入。')).toBeTruthy();
    expect(within(dialog).getByText('车型 X 不存在')).toBeTruthy();
    const upload = sent.find((s) => s.url.pathname.endsWith('/import'))!;
    expect(((upload.body as FormData).get('file') as File).name).toBe('vehicles.xlsx');
    // One button closes the report.
    expect(dialog.querySelectorAll('.ant-modal-footer button')).toHaveLength(1);
    await actor.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));

    // A vehicle import only adds: the report counts the added vehicles.
    answer = envelopeAnswer({ imported: true, rows: 2, created: 2, problems: [] } satisfies VehicleImportResult);
    await waitLock();
    await actor.upload(await fileInput(), new File(['PK'], 'good.xlsx'));
    await waitFor(() => expect(within(screen.getByTestId('import-report')).getByTestId('import-summary').textContent).toBe('导入成功：新增 2 条'));
    await actor.click(within(screen.getByTestId('import-report')).getByRole('button', { name: /OK|确\s*定/ }));

    answer = envelopeAnswer(null, '000001', '超过50000个VIN不予处理');
    await waitLock();
    await actor.upload(await fileInput(), new File(['PK'], 'many.xlsx'));
    await waitFor(() => expect(within(screen.getByTestId('import-report')).getByText('超过50000个VIN不予处理')).toBeTruthy());
  });

  it('exports the filtered list and downloads the template with the session token', async () => {
    const actor = userEvent.setup();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:vehicles');
    URL.revokeObjectURL = vi.fn();
    const xlsx = () => {
      const response = new Response('PK', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      // jsdom's Blob, as a browser's fetch would give the page.
      response.blob = async () => new Blob(['PK']);
      return response;
    };
    const { sent, messages } = renderPage(<VehiclePage />, ({ url }) => {
      if (url.pathname === `${API}/vehicle/list`) return page([vehicle]);
      if (url.pathname === `${API}/vehicle/export` || url.pathname === `${API}/vehicle/template`) return xlsx();
      return undefined;
    });
    await screen.findByText(GOOD_VIN);
    await actor.type(screen.getByTestId('filter-vin'), 'LTPH');
    await actor.click(screen.getByTestId('filter-search'));
    await actor.click(screen.getByTestId('vehicle-export'));
    await actor.click(screen.getByTestId('vehicle-template'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(messages).toEqual([]);
    expect(saved[0]).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(saved[1]).toBe('vehicle-import-template.xlsx');
    const exported = sent.find((s) => s.url.pathname === `${API}/vehicle/export`)!;
    expect(exported.path).toBe(`${API}/vehicle/export?vin=LTPH`);
    expect(exported.headers.Authorization).toBe('token');
  });

  it.each([
    ['/vehicleSeries', VehicleSeriesPage, 'series', '车系管理'],
    ['/vehicleModelConf', VehicleModelConfPage, 'modelConfig', '车型配置管理'],
    ['/vehicleClassificationSettings', ClassificationPage, 'classification', '售后类型与子销售类型'],
    ['/carSeriesSettings', SeriesSettingPage, 'seriesSetting', '车系设置'],
    ['/CommercialInformation', CommercialInfoPage, 'commercialInfo', '商务信息'],
    ['/moduleSettings', ModuleSettingPage, 'moduleSetting', '模块设置'],
    ['/EPCEnerge', EnergyPage, 'energy', '能源类型'],
    ['/EpcVinDisabled', VinShieldPage, 'vinShield', 'VIN屏蔽'],
    ['/TisosCartype', CarTypePage, 'carType', '车辆类型'],
  ] as const)('%s lists its rows from the server (20 a page)', async (_route, Page, resource, title) => {
    const { sent } = renderPage(<Page />, ({ url }) => (url.pathname === `${API}/${resource}/list` ? page([]) : undefined));
    expect(await screen.findByText(title)).toBeTruthy();
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/${resource}/list?pageNo=1&pageSize=20`)).toBe(true));
  });

  it('adds an energy type in the interface language and lists another language on request', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<EnergyPage />, ({ method, url, body }) => {
      if (url.pathname === `${API}/energy/list`) return page([]);
      if (method === 'POST' && url.pathname === `${API}/energy`) return envelopeAnswer({ id: 'e-1', ...meta, ...(body as object) });
      return undefined;
    });
    await actor.type(await screen.findByTestId('filter-language'), 'de_DE');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/energy/list?langCode=de_DE&pageNo=1&pageSize=20`)).toBe(true));

    await actor.click(screen.getByTestId('energy-add'));
    const dialog = await lastDialog();
    const language = within(dialog).getByTestId('lang-code');
    expect((language.querySelector('input') ?? (language as HTMLInputElement)).value).toBe('zh_CN');
    await actor.type(within(dialog).getByTestId('energy-code'), 'HYDROGEN');
    await actor.type(within(dialog).getByTestId('name'), '氢能');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ energyCode: 'HYDROGEN', langCode: 'zh_CN', name: '氢能' });
  });

  it('/vehicleClassificationSettings filters by level and after-sale type, adds a sub-sale type under one and changes only name and sort number', async () => {
    const actor = userEvent.setup();
    const pv = { id: 'c-1', ...meta, classificationCode: 'PV', langCode: 'zh_CN', classificationName: '乘用车', level: 'afterSale', parentCode: null, parentName: null, sortNo: 1 };
    const suv = { id: 'c-2', ...meta, classificationCode: 'PV-SUV', langCode: 'zh_CN', classificationName: 'SUV', level: 'subSale', parentCode: 'PV', parentName: '乘用车', sortNo: 2 };
    const { sent } = renderPage(<ClassificationPage />, ({ method, url, body }) => {
      if (url.pathname === `${API}/classification/options`) return envelopeAnswer([{ classificationCode: 'PV', classificationName: '乘用车', level: 'afterSale', parentCode: null }]);
      if (url.pathname === `${API}/classification/list`) return page([pv, suv]);
      if (method === 'POST' && url.pathname === `${API}/classification`) return envelopeAnswer({ ...suv, id: 'c-3', ...(body as object) });
      if (method === 'PUT' && url.pathname === `${API}/classification/c-1`) return envelopeAnswer({ ...pv, ...(body as object), version: 3 });
      return undefined;
    });
    expect(await screen.findByText('乘用车 (PV)')).toBeTruthy();
    expect(screen.getAllByText('子销售类型').length).toBeGreaterThan(0);

    await choose(document.body, 'filter-level', '子销售类型', actor);
    await choose(document.body, 'filter-parent', '乘用车 (PV)', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/classification/list?level=subSale&parentCode=PV&pageNo=1&pageSize=20`)).toBe(true));

    await actor.click(screen.getByTestId('classification-add'));
    const dialog = await lastDialog();
    expect(within(dialog).getByText('不选则新增售后类型；选择后新增其下的子销售类型；为已有编码新增语言时须选择相同的上级')).toBeTruthy();
    await actor.type(within(dialog).getByTestId('classification-code'), 'PV-MPV');
    await actor.type(within(dialog).getByTestId('classification-name'), 'MPV');
    // The filter shows the same after-sale type: pick the option of the dialog's dropdown, the last one opened.
    fireEvent.mouseDown(within(dialog).getByTestId('classification-parent').querySelector('input')!);
    await waitFor(() => expect(screen.getAllByTitle('乘用车 (PV)').length).toBeGreaterThan(2));
    await actor.click(screen.getAllByTitle('乘用车 (PV)').at(-1)!);
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ classificationCode: 'PV-MPV', langCode: 'zh_CN', classificationName: 'MPV', parentCode: 'PV', sortNo: 0 });

    await actor.click(screen.getAllByTestId('row-edit')[0]!);
    const edit = await lastDialog();
    expect(within(edit).getByTestId('classification-parent').className).toContain('disabled');
    expect(within(edit).queryByText('不选则新增售后类型；选择后新增其下的子销售类型；为已有编码新增语言时须选择相同的上级')).toBeNull();
    await waitLock();
    await actor.click(within(edit).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ classificationName: '乘用车', sortNo: 1, version: 2 });
  });

  it('the VIN shield looks the VIN up before it is shielded', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<VinShieldPage />, ({ method, url }) => {
      if (url.pathname === `${API}/vinShield/list`) return page([]);
      if (url.pathname === `${API}/vehicle/vin`) {
        return envelopeAnswer({ vin: GOOD_VIN, brandCode: 'PC', brandName: 'Passenger Cars', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', epcName: null, modelCode: 'PC-A5-15T', modelName: null, modelYear: 2023, configCode: null, shielded: false });
      }
      if (method === 'POST') return envelopeAnswer({ id: 'sh-1', ...meta, vin: GOOD_VIN, remark: 'recall', createdAt: meta.updatedAt });
      return undefined;
    });
    await actor.click(await screen.findByTestId('vin-shield-add'));
    const dialog = await lastDialog();
    await actor.type(within(dialog).getByTestId('shield-vin'), GOOD_VIN);
    expect((await within(dialog).findByTestId('shield-vin-series')).textContent).toBe('A5 Sedan (PC-A5)');
    await actor.type(within(dialog).getByTestId('shield-remark'), 'recall');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({ path: `${API}/vinShield`, body: { vin: GOOD_VIN, remark: 'recall' } });
  });

  it('module settings name each data-source module in the interface language', async () => {
    renderPage(<ModuleSettingPage />, ({ url }) =>
      url.pathname === `${API}/moduleSetting/list`
        ? page([{ id: 'ms-1', ...meta, brandCode: 'PC', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', moduleType: 'wsm', enabled: true, remark: null }])
        : undefined,
    );
    expect(await screen.findByText('维修手册 (wsm)')).toBeTruthy();
    expect(screen.getByText('A5 Sedan (PC-A5)')).toBeTruthy();
  });
  it('/carSeriesSettings filters by brand, series and place without a keyword, adds the settings of a series and changes them without the series', async () => {
    const actor = userEvent.setup();
    const a5 = { id: 'ss-1', ...meta, brandCode: 'PC', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', sortNo: 3, imageUrl: null, showOnHome: true, showOnManual: false };
    const { sent } = renderPage(<SeriesSettingPage />, ({ method, url, body }) => {
      if (url.pathname === `${API}/seriesSetting/list`) return page([a5]);
      if (method === 'POST' && url.pathname === `${API}/seriesSetting`) return envelopeAnswer({ ...a5, id: 'ss-2', ...(body as object) });
      if (method === 'PUT' && url.pathname === `${API}/seriesSetting/ss-1`) return envelopeAnswer({ ...a5, ...(body as object), version: 3 });
      return undefined;
    });
    expect(await screen.findByText('A5 Sedan (PC-A5)')).toBeTruthy();
    expect(within(screen.getByTestId('filter-bar')).queryByTestId('filter-keyword')).toBeNull();

    await choose(document.body, 'filter-brand', 'Passenger Cars (PC)', actor);
    await choose(document.body, 'filter-series', 'A5 Sedan (PC-A5)', actor);
    await choose(document.body, 'filter-show-on-manual', '否', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/seriesSetting/list?brandCode=PC&seriesCode=PC-A5&showOnManual=false&pageNo=1&pageSize=20`)).toBe(true));

    await actor.click(screen.getByTestId('series-setting-add'));
    const dialog = await lastDialog();
    fireEvent.mouseDown(within(dialog).getByTestId('setting-series').querySelector('input')!);
    await waitFor(() => expect(screen.getAllByTitle('A5 Sedan (PC-A5)').length).toBeGreaterThan(1));
    await actor.click(screen.getAllByTitle('A5 Sedan (PC-A5)').at(-1)!);
    await actor.type(within(dialog).getByTestId('image-url'), '/tis/file/series/a5.png');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ seriesCode: 'PC-A5', sortNo: 0, imageUrl: '/tis/file/series/a5.png', showOnHome: true, showOnManual: true });

    await actor.click(screen.getAllByTestId('row-edit')[0]!);
    const edit = await lastDialog();
    expect(within(edit).getByTestId('setting-series').className).toContain('disabled');
    await waitLock();
    await actor.click(within(edit).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    // No image: the dialog's empty text, which the server takes as none.
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ sortNo: 3, imageUrl: '', showOnHome: true, showOnManual: false, version: 2 });
  });

  it('/CommercialInformation filters by launch dates and adds a model\'s sales name, launch day and price band in a market', async () => {
    const actor = userEvent.setup();
    const cn = { id: 'ci-1', ...meta, brandCode: 'PC', seriesCode: 'PC-A5', modelCode: 'PC-A5-15T', modelName: 'A5 1.5T Comfort', market: 'CN', salesName: 'A5 Pro', launchDate: '2024-05-01', priceMin: 150000, priceMax: 180000, currency: 'CNY' };
    const { sent } = renderPage(<CommercialInfoPage />, ({ method, url, body }) => {
      if (url.pathname === `${API}/commercialInfo/list`) return page([cn]);
      if (method === 'POST' && url.pathname === `${API}/commercialInfo`) return envelopeAnswer({ ...cn, id: 'ci-2', ...(body as object) });
      if (method === 'PUT' && url.pathname === `${API}/commercialInfo/ci-1`) return envelopeAnswer({ ...cn, ...(body as object), version: 3 });
      return undefined;
    });
    expect(await screen.findByText('A5 1.5T Comfort (PC-A5-15T)')).toBeTruthy();
    expect(screen.getByText('150,000 – 180,000 CNY')).toBeTruthy();

    const dateInput = (container: HTMLElement, testId: string) => within(container).getAllByRole('textbox').find((el) => el.closest(`[data-testid="${testId}"]`) !== null)!;
    await actor.type(screen.getByTestId('filter-keyword'), 'Pro');
    await typeDate('filter-start', '2024-01-01', actor);
    await typeDate('filter-end', '2024-12-31', actor);
    // Leaving the picker takes the typed day.
    await actor.click(screen.getByTestId('filter-keyword'));
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/commercialInfo/list?keyword=Pro&startTime=2024-01-01&endTime=2024-12-31&pageNo=1&pageSize=20`)).toBe(true));

    await actor.click(screen.getByTestId('commercial-add'));
    const dialog = await lastDialog();
    fireEvent.mouseDown(within(dialog).getByTestId('commercial-model').querySelector('input')!);
    await waitFor(() => expect(screen.getAllByTitle('A5 1.5T Comfort (PC-A5-15T)').length).toBeGreaterThan(0));
    await actor.click(screen.getAllByTitle('A5 1.5T Comfort (PC-A5-15T)').at(-1)!);
    await actor.type(within(dialog).getByTestId('market'), 'EU');
    await actor.type(within(dialog).getByTestId('sales-name'), 'A5 Sport');
    await actor.click(dateInput(dialog, 'commercial-launch'));
    await actor.type(dateInput(dialog, 'commercial-launch'), '2025-06-01');
    await actor.click(within(dialog).getByTestId('price-min'));
    await actor.type(within(dialog).getByTestId('price-min'), '30000');
    await actor.type(within(dialog).getByTestId('currency'), 'eur');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ modelCode: 'PC-A5-15T', market: 'EU', salesName: 'A5 Sport', launchDate: '2025-06-01', priceMin: 30000, currency: 'eur' });

    await actor.click(screen.getAllByTestId('row-edit')[0]!);
    const edit = await lastDialog();
    expect((dateInput(edit, 'commercial-launch') as HTMLInputElement).value).toBe('2024-05-01');
    await waitLock();
    await actor.click(within(edit).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ salesName: 'A5 Pro', launchDate: '2024-05-01', priceMin: 150000, priceMax: 180000, currency: 'CNY', version: 2 });
  });
});
