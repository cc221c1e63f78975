import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_RESULT, EXCELLENT_FLAG, PUBLISH_STATE, SUBMIT_STATE } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { renderWithFakeServer } from '../../test/fake-server';
import { ADMIN, afterButtonLock, choose, clickSearch, expectResetClears, filterLookups, SYSTEM_API, typeDate, type Actor } from '../document-filter/filter-test-kit';
import { CaseFilter, type CaseFilterValues, type FaultParameterField } from './case-filter';

type Param = 'roadType' | 'weather';
const FAULT_PARAMETERS: FaultParameterField<Param>[] = [
  {
    name: 'roadType',
    labelKey: 'widgets.caseFilter.title',
    options: [
      { value: 'highway', label: 'Highway' },
      { value: 'gravel', label: 'Gravel road' },
    ],
  },
  {
    name: 'weather',
    labelKey: 'widgets.caseFilter.orgName',
    options: [
      { value: 'rain', label: 'Rain' },
      { value: 'snow', label: 'Snow' },
    ],
  },
];

function renderFilter(faultParameters: readonly FaultParameterField<Param>[] = FAULT_PARAMETERS) {
  const onSearch = vi.fn<(values: CaseFilterValues<Param> & { keyword?: string }) => void>();
  const server = renderWithFakeServer(<CaseFilter<Param> faultParameters={faultParameters} onSearch={onSearch} />, { signedInAs: ADMIN, handler: filterLookups });
  return { onSearch, ...server };
}

/** Opens the area / region / district cascader. */
function openPlaces() {
  const cascader = screen.getByTestId('filter-place');
  fireEvent.mouseDown(cascader.querySelector('input') ?? cascader);
}

/** An entry of the open cascader's menus, or null. */
function placeItem(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.ant-cascader-menu-item[title="${name}"]`);
}

/** Waits for an entry of the open cascader's menus. */
function findPlace(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = placeItem(name);
    if (!item) throw new Error(`no cascader entry ${name}`);
    return item;
  });
}

/** Clicks an entry of the open cascader: it is chosen and its level below opens. */
async function pickPlace(name: string, actor: Actor) {
  await actor.click(await findPlace(name));
}

/** The parent ids the cascader asked `GET region children` for ('' for the areas), in order. */
function placeCalls(sent: { url: URL }[]): string[] {
  return sent.filter((s) => s.url.pathname === `${SYSTEM_API}/region/children`).map((s) => s.url.searchParams.get('parentId') ?? '');
}

describe('CaseFilter (spec section 2)', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('emits every field as the case lists take it; reset clears them', async () => {
    const actor = userEvent.setup();
    const { onSearch } = renderFilter();
    await actor.type(screen.getByTestId('filter-keyword'), 'abs');
    await actor.type(screen.getByTestId('filter-case-code'), ' RC-2025-001 ');
    await actor.type(screen.getByTestId('filter-title'), 'Brake noise');
    await choose('filter-brand', 'Commercial Vehicles (CV)', actor);
    await choose('filter-series', 'T9 Heavy Truck (CV-T9)', actor);
    await choose('filter-param-roadType', 'Gravel road', actor);
    await choose('filter-param-weather', 'Snow', actor);
    await choose('filter-submit-state', '未提交', actor);
    await choose('filter-verify-state', '待审核', actor);
    await choose('filter-publish-state', '已发布', actor);
    await choose('filter-verifier-post', 'Technical supervisor (SUP)', actor);
    await choose('filter-excellent', '优秀', actor);
    openPlaces();
    await pickPlace('North China', actor);
    await pickPlace('Beijing', actor);
    await actor.type(screen.getByTestId('filter-org-name'), 'Beijing Service');
    await typeDate('filter-start', '2025-01-01', actor);
    await typeDate('filter-end', '2025-01-31', actor);
    await typeDate('filter-publish-start', '2025-02-01', actor);
    await typeDate('filter-publish-end', '2025-02-28', actor);
    await actor.click(screen.getByTestId('filter-org-name'));
    await clickSearch(actor);

    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({
      keyword: 'abs',
      caseCode: 'RC-2025-001',
      title: 'Brake noise',
      brandCode: 'CV',
      seriesCode: 'CV-T9',
      roadType: 'gravel',
      weather: 'snow',
      submitState: SUBMIT_STATE.unsubmitted,
      verifyState: APPROVAL_RESULT.pending,
      publishState: PUBLISH_STATE.published,
      lastVerifierPost: 'SUP',
      excellent: EXCELLENT_FLAG.excellent,
      areaId: 'a-north',
      regionId: 'r-bj',
      orgName: 'Beijing Service',
      startTime: '2025-01-01',
      endTime: '2025-01-31',
      publishStartTime: '2025-02-01',
      publishEndTime: '2025-02-28',
    });

    await expectResetClears(onSearch, actor);
    expect(screen.getByTestId<HTMLInputElement>('filter-case-code').value).toBe('');
  });

  it('loads the area tree level by level: the regions of the chosen area, the districts of the chosen region', async () => {
    const actor = userEvent.setup();
    const { onSearch, sent } = renderFilter();
    await waitFor(() => expect(placeCalls(sent)).toEqual(['']));

    openPlaces();
    await pickPlace('East China', actor);
    expect(await findPlace('Shanghai')).toBeTruthy();
    expect(placeItem('Jiangsu')).not.toBeNull();
    expect(placeItem('Beijing')).toBeNull();
    expect(placeCalls(sent)).toEqual(['', 'a-east']);

    await pickPlace('Shanghai', actor);
    expect(await findPlace('Xuhui')).toBeTruthy();
    expect(placeCalls(sent)).toEqual(['', 'a-east', 'r-sh']);
    await pickPlace('Pudong', actor);
    await clickSearch(actor);
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({ areaId: 'a-east', regionId: 'r-sh', districtId: 'd-pd' });
    // A district is the last level: nothing is asked below it.
    expect(placeCalls(sent)).toEqual(['', 'a-east', 'r-sh']);
  });

  it('an area alone filters by the area', async () => {
    const actor = userEvent.setup();
    const { onSearch } = renderFilter();
    openPlaces();
    await pickPlace('East China', actor);
    await findPlace('Shanghai');
    await clickSearch(actor);
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({ areaId: 'a-east' });
  });

  it('refuses a publish start after the publish end (and a created start after the created end)', async () => {
    const actor = userEvent.setup();
    const { onSearch } = renderFilter();
    await typeDate('filter-publish-start', '2025-05-02', actor);
    await typeDate('filter-publish-end', '2025-05-01', actor);
    await actor.click(screen.getByTestId('filter-org-name'));
    await clickSearch(actor);
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();

    await typeDate('filter-publish-end', '2025-05-03', actor);
    await typeDate('filter-start', '2025-06-02', actor);
    await typeDate('filter-end', '2025-06-01', actor);
    await actor.click(screen.getByTestId('filter-org-name'));
    await afterButtonLock();
    await clickSearch(actor);
    await waitFor(() => expect(screen.getAllByText('开始日期不能晚于结束日期')).toHaveLength(1));
    expect(onSearch).not.toHaveBeenCalled();

    await typeDate('filter-end', '2025-06-30', actor);
    await actor.click(screen.getByTestId('filter-org-name'));
    await afterButtonLock();
    await clickSearch(actor);
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({ startTime: '2025-06-02', endTime: '2025-06-30', publishStartTime: '2025-05-02', publishEndTime: '2025-05-03' });
  });

  it('a fault parameter may not take a name of the filter (a programming error throws)', () => {
    const clash = [{ name: 'title', labelKey: 'widgets.caseFilter.title', options: [] }] as unknown as FaultParameterField<Param>[];
    expect(() => renderFilter(clash)).toThrow('CaseFilter: the field name "title" is used twice');
  });
});
