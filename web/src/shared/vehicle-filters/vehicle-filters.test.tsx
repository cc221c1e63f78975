import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandOption, SeriesOption, VinInfo } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer, type FakeHandler } from '../../test/fake-server';
import { ModelFilter, type ModelFilterValues } from './model-filter';
import { SeriesFilter, type SeriesFilterValues } from './series-filter';
import { sanitizeVin, VinInput } from './vin-input';
import { isVehicleWrite, vehicleListsChangedBy } from './vehicle-data-api';

const API = '/tis/api/vehicleService';
const ADMIN = { userCode: 'admin', userName: 'Administrator' };

/** A demo VIN of the PC brand (its check digit is right). */
const VIN = 'LTPHNUB34PA000001';

const BRANDS: BrandOption[] = [
  { brandCode: 'PC', brandName: 'Passenger Cars', brandType: 'brand', loginEntry: 'login', checkDigit: true },
  { brandCode: 'CV', brandName: 'Commercial Vehicles', brandType: 'brand', loginEntry: 'com', checkDigit: true },
];

function series(brandCode: string, seriesCode: string, seriesName: string, afterSaleType = 'PV'): SeriesOption {
  return { brandCode, seriesCode, seriesName, epcName: null, afterSaleType, subSaleType: null, energyType: null, carType: null, state: 1, historyState: 0, visible: 1 };
}

const SERIES = [series('PC', 'PC-A5', 'A5 Sedan'), series('PC', 'PC-X7', 'X7 SUV'), series('CV', 'CV-T9', 'T9 Heavy Truck', 'CV')];

/** The lookup calls every filter makes. */
const lookups: FakeHandler = ({ url }) => {
  switch (url.pathname) {
    case `${API}/brand/options`:
      return envelopeAnswer(BRANDS);
    case `${API}/classification/options`:
      return envelopeAnswer([
        { classificationCode: 'PV', classificationName: 'Passenger vehicle', level: 'afterSale', parentCode: null },
        { classificationCode: 'CV', classificationName: 'Commercial vehicle', level: 'afterSale', parentCode: null },
        { classificationCode: 'PV-SUV', classificationName: 'SUV', level: 'subSale', parentCode: 'PV' },
      ]);
    case `${API}/series/options`: {
      const brand = url.searchParams.get('brandCode');
      return envelopeAnswer(SERIES.filter((s) => !brand || s.brandCode === brand));
    }
    case `${API}/energy/list`:
      return envelopeAnswer({ list: [{ id: 'e1', version: 1, updatedAt: '', updatedBy: null, energyCode: 'BEV', langCode: 'zh_CN', name: '纯电动' }], total: 1 });
    case `${API}/carType/list`:
      return envelopeAnswer({ list: [{ id: 'c1', version: 1, updatedAt: '', updatedBy: null, cartypeCode: 'SUV', cartypeName: 'SUV' }], total: 1 });
    default:
      return undefined;
  }
};

/** Opens an antd Select and picks the option with this title. */
async function choose(testId: string, title: string, actor: ReturnType<typeof userEvent.setup>) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  await actor.click(await screen.findByTitle(title));
}

function VinField() {
  const [vin, setVin] = useState('');
  return <VinInput value={vin} onChange={setVin} />;
}

const INFO: VinInfo = {
  vin: VIN,
  brandCode: 'PC',
  brandName: 'Passenger Cars',
  seriesCode: 'PC-A5',
  seriesName: 'A5 Sedan',
  epcName: null,
  modelCode: 'PC-A5-15T',
  modelName: 'A5 Sedan 1.5T Comfort',
  modelYear: 2023,
  configCode: null,
  shielded: false,
};

describe('vehicle filter widgets', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('upper-cases, drops white space before cutting at 17, keeps the characters the check names', () => {
    expect(sanitizeVin(' ltp hnub3 ')).toBe('LTPHNUB3');
    expect(sanitizeVin('LTPIOQ1-')).toBe('LTPIOQ1-');
    expect(sanitizeVin(`${VIN}99`)).toBe(VIN);
    expect(sanitizeVin(` ${VIN}\t`)).toBe(VIN);
  });

  it('VinInput checks as it is typed and looks the VIN up only at exactly 17 characters', async () => {
    const actor = userEvent.setup();
    const { sent } = renderWithFakeServer(<VinField />, {
      signedInAs: ADMIN,
      handler: ({ url }) => (url.pathname === `${API}/vehicle/vin` ? envelopeAnswer(INFO) : undefined),
    });
    const input = screen.getByTestId<HTMLInputElement>('vin-input');
    await actor.type(input, 'ltphnub34pa00000');
    expect(input.value).toBe('LTPHNUB34PA00000');
    expect(screen.getByTestId('vin-input-problem').textContent).toBe('VIN必须为17位');
    expect(sent.filter((s) => s.url.pathname.endsWith('/vehicle/vin'))).toEqual([]);

    await actor.type(input, '1');
    expect(await screen.findByTestId('vin-input-brand')).toBeTruthy();
    expect(screen.getByTestId('vin-input-brand').textContent).toBe('Passenger Cars (PC)');
    expect(screen.getByTestId('vin-input-series').textContent).toBe('A5 Sedan (PC-A5)');
    const asked = sent.filter((s) => s.url.pathname.endsWith('/vehicle/vin'));
    expect(asked.map((s) => s.path)).toEqual([`${API}/vehicle/vin?vin=${VIN}`]);
    expect(screen.queryByTestId('vin-input-problem')).toBeNull();

    // A letter a VIN cannot hold stays in the field and is named, even before the 17th character.
    await actor.clear(input);
    await actor.type(input, 'LTPHNUB34PAO0000');
    expect(input.value).toBe('LTPHNUB34PAO0000');
    expect(screen.getByTestId('vin-input-problem').textContent).toBe('VIN不能包含字母I、O、Q（易与数字1、0混淆）');
    await actor.clear(input);
    await actor.type(input, 'LTPHNUB34PA0000/');
    expect(screen.getByTestId('vin-input-problem').textContent).toBe('VIN只能包含数字和大写字母，不能有空格或符号');
  });

  it('VinInput keeps the whole of a pasted VIN with white space around it', async () => {
    const actor = userEvent.setup();
    const { sent } = renderWithFakeServer(<VinField />, {
      signedInAs: ADMIN,
      handler: ({ url }) => (url.pathname === `${API}/vehicle/vin` ? envelopeAnswer(INFO) : undefined),
    });
    const input = screen.getByTestId<HTMLInputElement>('vin-input');
    await actor.click(input);
    await actor.paste(` ${VIN.toLowerCase()} `);
    expect(input.value).toBe(VIN);
    expect(await screen.findByTestId('vin-input-brand')).toBeTruthy();
    expect(sent.filter((s) => s.url.pathname.endsWith('/vehicle/vin')).map((s) => s.path)).toEqual([`${API}/vehicle/vin?vin=${VIN}`]);
  });

  it("VinInput shows the server's message for an unknown VIN", async () => {
    const actor = userEvent.setup();
    renderWithFakeServer(<VinField />, {
      signedInAs: ADMIN,
      handler: ({ url }) => (url.pathname === `${API}/vehicle/vin` ? envelopeAnswer(null, '000001', '未找到该VIN') : undefined),
    });
    await actor.type(screen.getByTestId('vin-input'), 'LTPHNUB34PA999999');
    expect((await screen.findByTestId('vin-input-not-found')).textContent).toBe('未找到该VIN');
    expect(screen.queryByTestId('vin-input-info')).toBeNull();
  });

  it('SeriesFilter emits its filter object; the series dropdown lists the chosen brand only', async () => {
    const actor = userEvent.setup();
    const onSearch = vi.fn<(values: SeriesFilterValues) => void>();
    const { sent } = renderWithFakeServer(<SeriesFilter onSearch={onSearch} />, { signedInAs: ADMIN, handler: lookups });
    await choose('filter-brand', 'Passenger Cars (PC)', actor);
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/series/options?brandCode=PC`)).toBe(true));
    const seriesSelect = screen.getByTestId('filter-series');
    fireEvent.mouseDown(seriesSelect.querySelector('input') ?? seriesSelect);
    expect(await screen.findByTitle('X7 SUV (PC-X7)')).toBeTruthy();
    expect(screen.queryByTitle('T9 Heavy Truck (CV-T9)')).toBeNull();
    await actor.click(screen.getByTitle('X7 SUV (PC-X7)'));
    await choose('filter-state', '启用', actor);
    await choose('filter-history', '历史', actor);
    await choose('filter-energy', '纯电动 (BEV)', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({ brandCode: 'PC', seriesCode: 'PC-X7', state: 1, historyState: 1, energyType: 'BEV' });

    // Another brand clears the series chosen for the first one.
    await new Promise((r) => setTimeout(r, 1100));
    await choose('filter-brand', 'Commercial Vehicles (CV)', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    expect(onSearch.mock.calls[1]?.[0]).toEqual({ brandCode: 'CV', state: 1, historyState: 1, energyType: 'BEV' });
  });

  it('ModelFilter refuses a start date after the end date and sends the range as dates otherwise', async () => {
    const actor = userEvent.setup();
    const onSearch = vi.fn<(values: ModelFilterValues) => void>();
    renderWithFakeServer(<ModelFilter onSearch={onSearch} />, { signedInAs: ADMIN, handler: lookups });
    const start = within(screen.getByTestId('filter-bar')).getAllByRole('textbox').find((el) => el.closest('[data-testid="filter-start"]') !== null)!;
    const end = within(screen.getByTestId('filter-bar')).getAllByRole('textbox').find((el) => el.closest('[data-testid="filter-end"]') !== null)!;
    // Typed dates count once they are valid (Enter would submit the form).
    await actor.click(start);
    await actor.type(start, '2025-03-10');
    await actor.click(end);
    await actor.type(end, '2025-03-01');
    await actor.type(screen.getByTestId('filter-model-code'), 'PC-A5');
    await actor.click(screen.getByTestId('filter-search'));
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();

    await actor.click(end);
    await actor.clear(end);
    await actor.type(end, '2025-03-31');
    await actor.click(screen.getByTestId('filter-model-code'));
    await new Promise((r) => setTimeout(r, 1100));
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({ modelCode: 'PC-A5', startTime: '2025-03-10', endTime: '2025-03-31' });
    expect(screen.queryByText('开始日期不能晚于结束日期')).toBeNull();
  });
});

describe('vehicleListsChangedBy', () => {
  it('refreshes every list that shows a written row, on both clients, with one array per row', () => {
    const brand = vehicleListsChangedBy('brand') as unknown as { type: string; id: string }[];
    expect(brand).toEqual(
      ['brand', 'series', 'model', 'vehicle'].flatMap((id) => [
        { type: 'VehicleData', id },
        { type: 'Resource', id },
      ]),
    );
    expect(vehicleListsChangedBy('brand')).toBe(vehicleListsChangedBy('brand'));
    expect((vehicleListsChangedBy('energy') as unknown as { id: string }[]).map((t) => t.id)).toEqual(['series', 'series']);
    expect(isVehicleWrite('kind')).toBe(true);
    expect(isVehicleWrite('language')).toBe(false);
  });
});
