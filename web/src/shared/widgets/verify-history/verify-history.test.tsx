import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { renderWithFakeServer } from '../../../test/fake-server';
import { VerifyHistory, verifyOutcome, type VerifyRecord } from './index';

const RECORDS: VerifyRecord[] = [
  { id: 3, verifyResult: 1, verifyRemark: 'Clear steps, approved', fullName: 'Wang Fang', post: 'Engineer', verifyTime: '2026-03-02T09:15:00' },
  { id: 2, verifyResult: '0', verifyRemark: 'Photos missing', fullName: 'Li Qiang', post: 'Section chief', verifyTime: '2026-03-01T16:40:05' },
  { id: 1, verifyResult: 2, verifyRemark: null, fullName: 'Zhao Lei', post: null, verifyTime: null },
];

function renderHistory(records: VerifyRecord[]) {
  return renderWithFakeServer(<VerifyHistory records={records} />, { handler: () => undefined, signedInAs: { userCode: 'u', userName: 'U' } });
}

describe('verify history', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('reads 0 as refused, 1 as approved and anything else as pending', () => {
    expect([0, '0', 1, '1', 2, '2', null, ''].map(verifyOutcome)).toEqual(['refused', 'refused', 'approved', 'approved', 'pending', 'pending', 'pending', 'pending']);
  });

  it('lists each record with its translated result, verifier, post, time and remark', async () => {
    renderHistory(RECORDS);
    const section = screen.getByRole('region', { name: 'Verify history' });
    const items = within(section).getAllByTestId('verify-record');
    expect(items.map((item) => item.textContent)).toEqual([
      'Approved2026-03-02 09:15:00VerifierWang FangPostEngineerRemarkClear steps, approved',
      'Refused2026-03-01 16:40:05VerifierLi QiangPostSection chiefRemarkPhotos missing',
      'PendingVerifierZhao LeiPost-Remark-',
    ]);
    await act(() => i18n.changeLanguage('de_DE'));
    expect(within(items[1]!).getByText('Abgelehnt')).toBeTruthy();
  });

  it('names the action of each record and shows a result only for an approval (a publication does not read "Approved")', () => {
    renderHistory([
      { id: 3, action: 'publish', verifyResult: 1, fullName: 'Wang Fang', verifyTime: '2026-03-03T10:00:00' },
      { id: 2, action: 'verify', verifyResult: 1, fullName: 'Wang Fang', verifyTime: '2026-03-02T09:15:00' },
      { id: 1, action: 'submit', verifyResult: 2, fullName: 'Zhao Lei', verifyTime: '2026-03-01T08:00:00' },
    ]);
    expect(screen.getAllByTestId('verify-record').map((item) => item.querySelector('.tis-verify-history-head')?.textContent)).toEqual([
      'Published2026-03-03 10:00:00',
      'VerifiedApproved2026-03-02 09:15:00',
      'Submitted2026-03-01 08:00:00',
    ]);
  });

  it('says so when there are no records', () => {
    renderHistory([]);
    expect(screen.getByText('No verify records yet')).toBeTruthy();
    expect(screen.queryAllByTestId('verify-record')).toHaveLength(0);
  });
});
