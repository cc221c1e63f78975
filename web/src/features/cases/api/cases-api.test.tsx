import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentKind, WaitingDocument } from '@tis/contracts';
import { i18n, initI18n } from '../../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer } from '../../../test/fake-server';
import { READER } from '../../../test/reading-page-kit';
import { useClaimPublishedListQuery, useClaimWorkListQuery } from '../../claims/api/claims-api';
import { useQualityFbListQuery, useQualityFbStatsQuery } from '../../quality-feedback/api/quality-feedback-api';
import { DOCUMENT_API } from '../case-test-kit';
import { MyVerifyPage } from '../pages/my-verify-page';
import { useCasePublishedListQuery, useCaseWorkListQuery } from './cases-api';

const PAGE = { pageNo: 1, pageSize: 10 };

/** Screens that keep every kind's lists in the cache beside /MyVerify (as /CaseWork, /ClaimList, /QualityFeedback … do). */
function CachedLists() {
  const lists = [
    useCaseWorkListQuery(PAGE),
    useCasePublishedListQuery(PAGE),
    useClaimWorkListQuery(PAGE),
    useClaimPublishedListQuery(PAGE),
    useQualityFbListQuery(PAGE),
    useQualityFbStatsQuery({ ...PAGE, by: 'series' }),
  ];
  return <span data-testid="cached-lists">{lists.filter((list) => list.data !== undefined).length}</span>;
}

/** The list routes each kind's screens read, and those of the other kinds. */
const LISTS = ['/case/work/list', '/case/list', '/claim/work/list', '/claim/list', '/qualityFb/list', '/qualityFb/stats'];
const KIND_LISTS: Record<DocumentKind, string[]> = {
  case: ['/case/work/list', '/case/list'],
  claim: ['/claim/work/list', '/claim/list'],
  qualityFb: ['/qualityFb/list', '/qualityFb/stats'],
};
const BASES: Record<DocumentKind, string> = { case: 'case', claim: 'claim', qualityFb: 'qualityFb' };

/**
 * An approval from /MyVerify (`verifyDocument`) changes the approved document's lists, whatever its
 * kind: the cached lists of that kind are asked again (the authoring and published lists, quality
 * feedback's statistics), those of the other kinds are not.
 */
describe('an approval from /MyVerify', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it.each(['claim', 'qualityFb', 'case'] as const)('refreshes the cached lists of the approved %s, and only those', { timeout: 30_000 }, async (kind) => {
    const actor = userEvent.setup();
    const waiting: WaitingDocument[] = [{ kind, id: 'd-1', code: 'D-1', title: 'Pump leak', authorName: 'Bob', orgName: null, submitTime: null, version: 2 }];
    const { sent } = renderRoutesWithFakeServer([{ path: '/MyVerify', element: <><MyVerifyPage /><CachedLists /></> }], '/MyVerify', {
      signedInAs: READER,
      handler: ({ method, url }) => {
        if (url.pathname === `${DOCUMENT_API}/verify/mine`) return envelopeAnswer({ list: waiting, total: 1 });
        if (LISTS.some((list) => url.pathname === `${DOCUMENT_API}${list}`)) return envelopeAnswer({ list: [], total: 0 });
        if (method === 'POST' && url.pathname === `${DOCUMENT_API}/${BASES[kind]}/d-1/verify`) return envelopeAnswer({ id: 'd-1' });
        return undefined;
      },
    });
    const asked = (list: string) => sent.filter((s) => s.method === 'GET' && s.url.pathname === `${DOCUMENT_API}${list}`).length;
    await waitFor(() => expect(screen.getByTestId('cached-lists').textContent).toBe(String(LISTS.length)));
    expect(LISTS.map(asked)).toEqual(LISTS.map(() => 1));

    await actor.click(await screen.findByTestId('waiting-verify'));
    await actor.click(within(await screen.findByTestId('verify-dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    await waitFor(() => expect(KIND_LISTS[kind].map(asked)).toEqual(KIND_LISTS[kind].map(() => 2)));
    expect(LISTS.filter((list) => !KIND_LISTS[kind].includes(list)).map(asked)).toEqual(LISTS.filter((list) => !KIND_LISTS[kind].includes(list)).map(() => 1));
  });
});
