import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { envelopeAnswer, type FakeAnswer, type FakeHandler, type SentRequest } from './fake-server';

/*
 * What the tests of the maintenance screens of rows with an uploaded image share (common
 * applications, homepage images): the stored files, the upload, the list / create / update
 * answers and the steps of the edit dialog. Test code only.
 */

type Actor = ReturnType<typeof userEvent.setup>;

export const ADMIN = { userCode: 'admin', userName: 'Administrator' };
export const UPLOAD_PATH = '/tis/api/fileconverter/upload?category=image';

/** English texts, object URLs for the downloaded images, and no stubbed globals or fake timers left behind. */
export function imageScreenLifecycle() {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
    URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** A PNG the user picks, and the stored file the upload answers for it. */
export function pickedImage(name: string) {
  return {
    stored: { id: 'f-9', originalName: name, contentType: 'image/png', size: 1234, url: `/tis/file/uploads/2026/02/${name}` },
    file: () => new File(['png'], name, { type: 'image/png' }),
  };
}

/** The browser measures the picked images as these sizes, one after the other. */
export function measuredImages(...sizes: { width: number; height: number }[]) {
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ ...sizes.shift()!, close: () => undefined })));
}

/** Answers the stored images (`/tis/file/…`) as PNG, then asks `extra`. */
export function imageServer(extra: FakeHandler = () => undefined): FakeHandler {
  return async (request) => {
    if (request.path.startsWith('/tis/file/')) return new Response('png', { headers: { 'Content-Type': 'image/png' } });
    return (await extra(request)) ?? undefined;
  };
}

export interface ImageScreenAnswers {
  /** The screen's API base: `<api>/list` answers the rows, `POST <api>` creates, `PUT <api>/…` updates. */
  api: string;
  rows: unknown[];
  /** The list's total (default: the rows'). */
  total?: number;
  /** What the upload answers (absent: nothing). */
  stored?: unknown;
  /** Answers a create; the body is kept in `created`. */
  create?: FakeAnswer;
  /** Answers an update. */
  update?: FakeAnswer;
}


/** The maintenance screen's server: the stored images, the list, the upload and the writes; `created` holds the bodies created. */
export function imageScreenServer({ api, rows, total = rows.length, stored, create, update }: ImageScreenAnswers): { handler: FakeHandler; created: unknown[] } {
  const created: unknown[] = [];
  const handler = imageServer((r) => {
    if (r.path.startsWith(`${api}/list`)) return envelopeAnswer({ list: rows, total });
    if (stored !== undefined && r.path === UPLOAD_PATH) return envelopeAnswer(stored);
    if (create && r.method === 'POST' && r.path === api) {
      created.push(r.body);
      return create;
    }
    if (update && r.method === 'PUT') return update;
    return undefined;
  });
  return { handler, created };
}

/** Opens the first row's edit dialog. */
export async function openRowEditor(actor: Actor): Promise<HTMLElement> {
  await actor.click(await screen.findByTestId('row-edit'));
  return screen.findByRole('dialog');
}

/** Types `bad` as the row's link and saves: the dialog names the rule and nothing is sent. */
export async function expectLinkRefused(actor: Actor, sent: SentRequest[], linkTestId: string, bad: string) {
  const dialog = await openRowEditor(actor);
  const link = within(dialog).getByTestId(linkTestId);
  await actor.clear(link);
  await actor.type(link, bad);
  await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
  expect(await within(dialog).findByText('The link must be a path inside the portal, such as /BulletinList, or an https address of an allowed site')).toBeTruthy();
  expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
}

/** Saves the row unchanged: the server's refusal is shown and the dialog stays open. */
export async function expectSaveRefused(actor: Actor, messages: { text: string }[], refusal: string) {
  const dialog = await openRowEditor(actor);
  await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(messages.map((m) => m.text)).toContain(refusal));
  expect(screen.getByRole('dialog')).toBeTruthy();
}

/**
 * Picks the image twice in the dialog: the browser measures the first at a wrong size, which is
 * refused with `refusal` before anything is uploaded; the second is uploaded and named.
 */
export async function pickWrongThenFittingImage(dialog: HTMLElement, image: ReturnType<typeof pickedImage>, server: { sent: SentRequest[]; messages: { level: string; text: string }[] }, refusal: string) {
  const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input(), { target: { files: [image.file()] } });
  await waitFor(() => expect(server.messages).toEqual([{ level: 'error', text: refusal }]));
  expect(server.sent.some((r) => r.path.includes('/upload'))).toBe(false);
  fireEvent.change(input(), { target: { files: [image.file()] } });
  await waitFor(() => expect(within(dialog).getByText(image.stored.originalName)).toBeTruthy());
}
