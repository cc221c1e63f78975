import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DISCARD_FLAG, PUBLISH_STATE, SUBMIT_STATE, VERIFY_STATE } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { renderWithFakeServer } from '../../test/fake-server';
import { DocumentFilter, type DocumentFilterValues, type DocumentTextField } from './document-filter';
import { checkExtraFields } from './filter-field-kit';
import { ADMIN, afterButtonLock, choose, clickSearch, expectResetClears, filterLookups, KNOWN_VIN, typeDate, VEHICLE_API } from './filter-test-kit';

type Text = 'tsbCode' | 'tsbTitle';
const TEXT_FIELDS: DocumentTextField<Text>[] = [
  { name: 'tsbCode', labelKey: 'widgets.caseFilter.caseCode' },
  { name: 'tsbTitle', labelKey: 'widgets.caseFilter.title' },
];

function renderFilter(textFields: readonly DocumentTextField<Text>[] = TEXT_FIELDS) {
  const onSearch = vi.fn<(values: DocumentFilterValues<Text>) => void>();
  const server = renderWithFakeServer(<DocumentFilter<Text> textFields={textFields} onSearch={onSearch} />, { signedInAs: ADMIN, handler: filterLookups });
  return { onSearch, ...server };
}

describe('DocumentFilter (spec section 2)', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('emits every field as the document lists take it, the screen naming the free-text fields', async () => {
    const actor = userEvent.setup();
    const { onSearch } = renderFilter();
    expect(screen.getByText('案例编号')).toBeTruthy();
    expect(screen.queryByTestId('filter-keyword')).toBeNull();

    await choose('filter-brand', 'Passenger Cars (PC)', actor);
    await choose('filter-series', 'X7 SUV (PC-X7)', actor);
    await actor.type(screen.getByTestId('filter-text-tsbCode'), ' 0000000-01-A ');
    await actor.type(screen.getByTestId('filter-text-tsbTitle'), 'Brake noise');
    await choose('filter-verify-state', '已审核', actor);
    await choose('filter-publish-state', '已取消发布', actor);
    await choose('filter-discard', '未作废', actor);
    await choose('filter-submit-state', '已提交', actor);
    await typeDate('filter-start', '2025-03-01', actor);
    await typeDate('filter-end', '2025-03-31', actor);
    await choose('filter-department', 'Technical support (TS)', actor);
    await choose('filter-user-type', '服务站', actor);
    await clickSearch(actor);

    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({
      brandCode: 'PC',
      seriesCode: 'PC-X7',
      tsbCode: '0000000-01-A',
      tsbTitle: 'Brake noise',
      verifyState: VERIFY_STATE.approved,
      publishState: PUBLISH_STATE.cancelled,
      discard: DISCARD_FLAG.kept,
      submitState: SUBMIT_STATE.submitted,
      startTime: '2025-03-01',
      endTime: '2025-03-31',
      department: 'TS',
      userType: 'dealer',
    });

    // Reset clears every field and searches with no filter.
    await expectResetClears(onSearch, actor);
    expect(screen.getByTestId<HTMLInputElement>('filter-text-tsbCode').value).toBe('');
  });

  it('refuses a start date after the end date until it is fixed', async () => {
    const actor = userEvent.setup();
    const { onSearch } = renderFilter();
    await typeDate('filter-start', '2025-03-10', actor);
    await typeDate('filter-end', '2025-03-01', actor);
    await actor.click(screen.getByTestId('filter-text-tsbCode'));
    await clickSearch(actor);
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();

    await typeDate('filter-end', '2025-03-10', actor);
    await actor.click(screen.getByTestId('filter-text-tsbCode'));
    await afterButtonLock();
    await clickSearch(actor);
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({ startTime: '2025-03-10', endTime: '2025-03-10' });
  });

  it('refuses an incomplete VIN; a whole one is looked up and fills in its brand and series', async () => {
    const actor = userEvent.setup();
    const { onSearch, sent } = renderFilter();
    const vin = screen.getByTestId('filter-vin');
    await actor.type(vin, KNOWN_VIN.slice(0, 10));
    await clickSearch(actor);
    expect(await screen.findByText('VIN必须为17位')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();

    await actor.type(vin, KNOWN_VIN.slice(10));
    await waitFor(() => expect(sent.some((s) => s.path === `${VEHICLE_API}/vehicle/vin?vin=${KNOWN_VIN}`)).toBe(true));
    expect(await screen.findByTitle('A5 Sedan (PC-A5)')).toBeTruthy();
    await afterButtonLock();
    await clickSearch(actor);
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({ vin: KNOWN_VIN, brandCode: 'PC', seriesCode: 'PC-A5' });
  });

  it('takes at most 5 free-text fields, each name once and none of its own names (a programming error throws)', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({ name, labelKey: 'widgets.caseFilter.title' as const }));
    expect(() => renderFilter(six as unknown as DocumentTextField<Text>[])).toThrow('DocumentFilter: at most 5 extra fields, got 6');
    expect(() => checkExtraFields('DocumentFilter', six.slice(0, 5), [], 5)).not.toThrow();
    expect(() => checkExtraFields('DocumentFilter', [six[0]!, six[0]!], [], 5)).toThrow('the field name "a" is used twice');
    expect(() => checkExtraFields('DocumentFilter', [{ name: 'vin', labelKey: 'vehicles.field.vin' }], ['vin'], 5)).toThrow('"vin" is used twice');
  });
});
