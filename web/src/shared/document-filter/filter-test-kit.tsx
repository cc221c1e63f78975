import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';
import type { AreaChild, BrandOption, DepartmentOption, PostOption, SeriesOption, VinInfo } from '@tis/contracts';
import { BUTTON_LOCK_MS } from '../admin';
import { envelopeAnswer, type FakeHandler } from '../../test/fake-server';

/*
 * What the document and case filter tests share: the lookups the filters call and the steps a
 * user takes in a filter bar. Test code only.
 */

export type Actor = ReturnType<typeof userEvent.setup>;

export const VEHICLE_API = '/tis/api/vehicleService';
export const SYSTEM_API = '/tis/api/systemService';
export const ADMIN = { userCode: 'admin', userName: 'Administrator' };

const BRANDS: BrandOption[] = [
  { brandCode: 'PC', brandName: 'Passenger Cars', brandType: 'brand', loginEntry: 'login', checkDigit: true },
  { brandCode: 'CV', brandName: 'Commercial Vehicles', brandType: 'brand', loginEntry: 'com', checkDigit: true },
];

const SERIES: SeriesOption[] = [
  ['PC', 'PC-A5', 'A5 Sedan'],
  ['PC', 'PC-X7', 'X7 SUV'],
  ['CV', 'CV-T9', 'T9 Heavy Truck'],
].map(([brandCode = '', seriesCode = '', seriesName = '']) => ({
  brandCode,
  seriesCode,
  seriesName,
  epcName: null,
  afterSaleType: 'PV',
  subSaleType: null,
  energyType: null,
  carType: null,
  state: 1,
  historyState: 0,
  visible: 1,
}));

const DEPARTMENTS: DepartmentOption[] = [
  { departmentCode: 'AS', departmentName: 'After-sales', parentCode: null },
  { departmentCode: 'TS', departmentName: 'Technical support', parentCode: 'AS' },
];

const POSTS: PostOption[] = [
  { postCode: 'ENG', postName: 'Engineer' },
  { postCode: 'SUP', postName: 'Technical supervisor' },
];

function place(id: string, level: AreaChild['level'], name: string, parentId: string | null): AreaChild {
  return { id, level, code: id.toUpperCase(), name, parentId, isLeaf: level === 'district' };
}

/** The area tree, by parent id ('' for the areas). */
const PLACES: Record<string, AreaChild[]> = {
  '': [place('a-east', 'area', 'East China', null), place('a-north', 'area', 'North China', null)],
  'a-east': [place('r-sh', 'region', 'Shanghai', 'a-east'), place('r-js', 'region', 'Jiangsu', 'a-east')],
  'a-north': [place('r-bj', 'region', 'Beijing', 'a-north')],
  'r-sh': [place('d-pd', 'district', 'Pudong', 'r-sh'), place('d-xh', 'district', 'Xuhui', 'r-sh')],
};

/** A VIN of the PC brand, A5 series. */
export const KNOWN_VIN = 'LTPHNUB34PA000001';

const VIN_INFO: VinInfo = {
  vin: KNOWN_VIN,
  brandCode: 'PC',
  brandName: 'Passenger Cars',
  seriesCode: 'PC-A5',
  seriesName: 'A5 Sedan',
  epcName: null,
  modelCode: 'PC-A5-15T',
  modelName: 'A5 Sedan 1.5T',
  modelYear: 2023,
  configCode: null,
  shielded: false,
};

/** The lookup calls of the filters: brands, series by brand, VIN, departments, posts and the area tree level by level. */
export const filterLookups: FakeHandler = ({ url }) => {
  const param = (name: string) => url.searchParams.get(name) ?? '';
  switch (url.pathname) {
    case `${VEHICLE_API}/brand/options`:
      return envelopeAnswer(BRANDS);
    case `${VEHICLE_API}/series/options`:
      return envelopeAnswer(SERIES.filter((s) => !param('brandCode') || s.brandCode === param('brandCode')));
    case `${VEHICLE_API}/vehicle/vin`:
      return envelopeAnswer(param('vin') === KNOWN_VIN ? VIN_INFO : null, param('vin') === KNOWN_VIN ? '000000' : '000001', 'VIN not found');
    case `${SYSTEM_API}/department/options`:
      return envelopeAnswer(DEPARTMENTS);
    case `${SYSTEM_API}/post/options`:
      return envelopeAnswer(POSTS);
    case `${SYSTEM_API}/region/children`:
      return envelopeAnswer(PLACES[param('parentId')] ?? []);
    default:
      return undefined;
  }
};

/** Opens an antd Select and picks the option with this title. */
export async function choose(testId: string, title: string, actor: Actor): Promise<void> {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  await actor.click(await screen.findByTitle(title));
}

/** Types a date into a date picker of the filter bar (a typed date counts once it is valid). */
export async function typeDate(testId: string, date: string, actor: Actor): Promise<void> {
  const input = within(screen.getByTestId('filter-bar'))
    .getAllByRole('textbox')
    .find((el) => el.closest(`[data-testid="${testId}"]`) !== null);
  if (!input) throw new Error(`no date picker ${testId}`);
  await actor.click(input);
  await actor.clear(input);
  await actor.type(input, date);
}

/** Waits out the search / reset button lock (spec section 5: 1 s). */
export async function afterButtonLock(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, BUTTON_LOCK_MS + 100)));
}

/** Clicks the filter bar's search button. */
export async function clickSearch(actor: Actor): Promise<void> {
  await actor.click(screen.getByTestId('filter-search'));
}

/** Resets the bar, then searches again (each after the lock): both searches come with no filter. */
export async function expectResetClears(onSearch: Mock, actor: Actor): Promise<void> {
  const before = onSearch.mock.calls.length;
  await afterButtonLock();
  await actor.click(screen.getByTestId('filter-reset'));
  await waitFor(() => expect(onSearch.mock.calls).toHaveLength(before + 1));
  await afterButtonLock();
  await clickSearch(actor);
  await waitFor(() => expect(onSearch.mock.calls).toHaveLength(before + 2));
  expect(onSearch.mock.calls.slice(before).map(([values]: unknown[]) => values)).toEqual([{}, {}]);
}
