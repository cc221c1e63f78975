import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { RouteObject } from 'react-router';
import type { DocumentKind, VerifyRecordRow } from '@tis/contracts';
import type { SessionUser } from '../app/session-storage';
import { afterButtonLock } from '../shared/document-filter/filter-test-kit';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from './fake-server';

/*
 * What the tests of the documents' reading views share (/CaseDetail, /ClaimDetail,
 * /QualityFeedbackPreview): the page on its route with the document and its verify history
 * answered, and the toolbar's favorite on and off. Test code only.
 */

export const READER = { userCode: 'reader1', userName: 'Rita Reader' };
export const FAVORITE_API = '/tis/api/documentService/favorite';

/** A refused approval in the verify history, with its remark. */
export function refusalRecord(verifyRemark: string): VerifyRecordRow {
  return { id: 1, action: 'verify', verifyResult: 0, verifyRemark, fullName: 'Vera Verifier', post: 'Engineer', verifyTime: '2026-01-05T09:00:00.000Z' };
}

export interface ReadingPageOptions<D extends { id: string }> {
  /** The page's route ('/ClaimDetail'), opened with `?id=` the document's. */
  path: string;
  page: ReactElement;
  /** The kind's API base: `GET <api>/:id` answers the document, `GET <api>/:id/verifyList` its history. */
  api: string;
  detail: D;
  history?: VerifyRecordRow[];
  /** Answers first (favorites, a refusal, a write). */
  handler?: FakeHandler;
  /** Answers what neither the handler nor the document answered (lookups). */
  fallback?: FakeHandler;
  signedInAs?: SessionUser;
  /** More routes, where the page navigates to. */
  routes?: RouteObject[];
}

/** Renders a reading view at `<path>?id=<detail.id>` against a fake server that answers the document and its history. */
export function renderReadingPage<D extends { id: string }>({ path, page, api, detail, history = [], handler, fallback, signedInAs = READER, routes = [] }: ReadingPageOptions<D>) {
  return renderRoutesWithFakeServer([{ path, element: page }, ...routes], `${path}?id=${detail.id}`, {
    signedInAs,
    handler: async (request) => {
      const answer = await handler?.(request);
      if (answer) return answer;
      if (request.url.pathname === `${api}/${detail.id}`) return envelopeAnswer(detail);
      if (request.url.pathname === `${api}/${detail.id}/verifyList`) return envelopeAnswer(history);
      return fallback?.(request);
    },
  });
}

/** The favorites' add (answering the new favorite) and remove. */
export function favoriteAnswers(itemType: DocumentKind, itemCode: string, itemName: string): FakeHandler {
  return ({ method, url }) => {
    if (url.pathname !== FAVORITE_API) return undefined;
    if (method === 'POST') return envelopeAnswer({ id: 'f-1', itemType, itemCode, itemName, seriesCode: 'PC-A5', createdAt: '2026-01-07T08:00:00.000Z' });
    if (method === 'DELETE') return envelopeAnswer(true);
    return undefined;
  };
}

/** Presses the toolbar's star on and off again: the star follows, and each press sends the kind and the id. */
export async function expectFavoriteOnAndOff(actor: ReturnType<typeof userEvent.setup>, sent: SentRequest[], itemType: DocumentKind, itemCode: string) {
  const star = await screen.findByTestId('toolbar-favorite');
  expect(star.getAttribute('aria-pressed')).toBe('false');
  await actor.click(star);
  await waitFor(() => expect(screen.getByTestId('toolbar-favorite').getAttribute('aria-pressed')).toBe('true'));
  expect(sent.find((s) => s.method === 'POST' && s.url.pathname === FAVORITE_API)?.body).toEqual({ itemType, itemCode });
  // The toolbar's buttons lock for 1 s after a click.
  await afterButtonLock();
  await actor.click(screen.getByTestId('toolbar-favorite'));
  await waitFor(() => expect(screen.getByTestId('toolbar-favorite').getAttribute('aria-pressed')).toBe('false'));
  expect(sent.find((s) => s.method === 'DELETE')?.path).toBe(`${FAVORITE_API}?itemType=${itemType}&itemCode=${itemCode}`);
}
