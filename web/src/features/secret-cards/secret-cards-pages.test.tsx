import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, type FakeAnswer, renderRoutesWithFakeServer } from '../../test/fake-server';
import type { CardView, GeneratedSeries, SeriesView } from './api/secret-cards-api';
import { SecretCardPage } from './pages/secret-card-page';
import { SecretCardSeriesPage } from './pages/secret-card-series-page';

type Handler = (method: string, path: string, body: unknown) => FakeAnswer | undefined;

const envelope = envelopeAnswer;
const ADMIN = { userCode: 'admin', userName: 'Administrator' };

/** Renders a page at `path` against a fake oauthService answering through `handler`. */
function renderPage(path: string, handler: Handler) {
  return renderRoutesWithFakeServer(
    [
      { path: '/SecretCardSeries', Component: SecretCardSeriesPage },
      { path: '/SecretCard', Component: SecretCardPage },
    ],
    path,
    {
      handler: (r) => handler(r.method, r.path, r.body),
      signedInAs: ADMIN,
      roleRight: [
        { itemId: 1, funLink: 'SecretCardSeries', headApi: null },
        { itemId: 2, funLink: 'SecretCard', headApi: null },
      ],
    },
  );
}

const series = (overrides: Partial<SeriesView> = {}): SeriesView => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  seriesCode: 'VDS2025',
  seriesName: 'VDS activation 2025',
  cardCount: 50,
  usedCount: 7,
  remark: null,
  createdBy: 'admin',
  createdAt: '2025-06-01T08:00:00.000Z',
  ...overrides,
});

const card = (overrides: Partial<CardView>): CardView => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  cardNo: 'VDS2026-000001',
  seriesCode: 'VDS2026',
  status: 'unused',
  usedBy: null,
  usedAt: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

const GENERATED: GeneratedSeries = {
  series: series({ id: 'a1b2c3d4-0000-4000-8000-000000000002', seriesCode: 'VDS2026', seriesName: 'VDS activation 2026', cardCount: 3, usedCount: 0 }),
  cards: [
    { cardNo: 'VDS2026-000001', secret: 'ABCDEFGHJKMN' },
    { cardNo: 'VDS2026-000002', secret: 'PQRSTUVWXYZ2' },
    { cardNo: 'VDS2026-000003', secret: '3456789ABCDE' },
  ],
};

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const buttonLock = () => new Promise((resolve) => setTimeout(resolve, 1000));

describe('/SecretCardSeries', () => {
  let blobs: Blob[];
  let downloads: string[];

  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
    blobs = [];
    downloads = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:cards-${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('validates the generation form, shows the secrets once with a warning, downloads them as CSV and keeps them out of the store', async () => {
    const actor = userEvent.setup();
    let listed: SeriesView[] = [series()];
    const { sent, messages, store } = renderPage('/SecretCardSeries', (method, path) => {
      if (path.startsWith('/tis/api/oauthService/secretCardSeries/list')) return envelope({ list: listed, total: listed.length });
      if (method === 'POST' && path === '/tis/api/oauthService/secretCardSeries/create') {
        listed = [GENERATED.series, ...listed];
        return envelope(GENERATED);
      }
      return undefined;
    });
    await screen.findByText('VDS2025');
    expect(sent[0]?.path).toBe('/tis/api/oauthService/secretCardSeries/list?pageNo=1&pageSize=20');

    await actor.click(screen.getByTestId('series-generate'));
    let dialog = await lastDialog();
    await actor.clear(within(dialog).getByTestId('series-count'));
    await actor.type(within(dialog).getByTestId('series-count'), '0');
    await actor.type(within(dialog).getByTestId('series-code'), 'VDS 2026');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    // The form checks its fields one after another: wait until every message shows.
    await waitFor(() => {
      expect(within(dialog).getByText(i18n.t('validation.codeCharacters'))).toBeTruthy();
      expect(within(dialog).getByText(i18n.t('validation.required'))).toBeTruthy();
      expect(within(dialog).getByText(i18n.t('secretCards.series.cardCountRange', { max: 10000 }))).toBeTruthy();
    });
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    await actor.clear(within(dialog).getByTestId('series-code'));
    await actor.type(within(dialog).getByTestId('series-code'), 'VDS2026');
    await actor.type(within(dialog).getByTestId('series-name'), ' VDS activation 2026 ');
    await actor.clear(within(dialog).getByTestId('series-count'));
    await actor.type(within(dialog).getByTestId('series-count'), '3');
    await buttonLock();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));

    const shown = await screen.findByTestId('generated-warning');
    dialog = shown.closest<HTMLElement>('[role="dialog"]')!;
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ seriesCode: 'VDS2026', seriesName: 'VDS activation 2026', cardCount: 3 });
    expect(shown.textContent).toContain('关闭后无法再次查看');
    expect(within(dialog).getByText('已生成 3 张密码卡（VDS2026）')).toBeTruthy();
    for (const generated of GENERATED.cards) {
      expect(within(dialog).getByText(generated.cardNo)).toBeTruthy();
      expect(within(dialog).getByText(generated.secret)).toBeTruthy();
    }
    expect(messages.at(-1)).toEqual({ level: 'success', text: '操作成功' });
    // The answer went to the page, not to the store.
    expect(JSON.stringify(store.getState())).not.toContain(GENERATED.cards[0]!.secret);
    // The list was refetched and shows the new series.
    expect(await screen.findByText('VDS activation 2026')).toBeTruthy();

    await actor.click(within(dialog).getByTestId('generated-download'));
    expect(blobs).toHaveLength(1);
    expect(downloads[0]).toMatch(/^secret-cards-VDS2026-\d{8}-\d{4}\.csv$/);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.split('\r\n')).toEqual([
      '系列编码,卡号,卡密',
      'VDS2026,VDS2026-000001,ABCDEFGHJKMN',
      'VDS2026,VDS2026-000002,PQRSTUVWXYZ2',
      'VDS2026,VDS2026-000003,3456789ABCDE',
      '',
    ]);

    await actor.click(within(dialog).getByTestId('generated-close'));
    await waitFor(() => expect(screen.queryByText(GENERATED.cards[0]!.secret)).toBeNull());
    expect(JSON.stringify(store.getState())).not.toContain(GENERATED.cards[0]!.secret);
  }, 30_000);

  it('asks before closing the secrets unsaved, and shows a refused code without a secrets dialog', async () => {
    const actor = userEvent.setup();
    let answer: FakeAnswer = envelope(GENERATED);
    const { messages } = renderPage('/SecretCardSeries', (method, path) => {
      if (path.startsWith('/tis/api/oauthService/secretCardSeries/list')) return envelope({ list: [], total: 0 });
      if (method === 'POST') return answer;
      return undefined;
    });
    const fill = async (dialog: HTMLElement) => {
      await actor.type(within(dialog).getByTestId('series-code'), 'VDS2026');
      await actor.type(within(dialog).getByTestId('series-name'), 'VDS activation 2026');
      await actor.click(within(dialog).getByTestId('edit-modal-save'));
    };
    await actor.click(await screen.findByTestId('series-generate'));
    await fill(await lastDialog());
    const shown = (await screen.findByTestId('generated-warning')).closest<HTMLElement>('[role="dialog"]')!;
    await actor.click(within(shown).getByTestId('generated-close'));
    const confirm = await lastDialog();
    expect(within(confirm).getByText(i18n.t('secretCards.generated.closeConfirmContent'))).toBeTruthy();
    await actor.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(screen.getByText(GENERATED.cards[1]!.secret)).toBeTruthy();
    await buttonLock();
    await actor.click(within(shown).getByTestId('generated-close'));
    await actor.click(within(await lastDialog()).getByRole('button', { name: i18n.t('secretCards.generated.closeAnyway') }));
    await waitFor(() => expect(screen.queryByText(GENERATED.cards[1]!.secret)).toBeNull());

    answer = envelope(null, '000001', 'This code already exists');
    await actor.click(screen.getByTestId('series-generate'));
    await fill(await lastDialog());
    await waitFor(() => expect(messages.at(-1)).toEqual({ level: 'warning', text: 'This code already exists' }));
    expect(screen.queryByTestId('generated-warning')).toBeNull();
    expect(screen.getByTestId('edit-modal')).toBeTruthy();
  }, 30_000);
});

describe('/SecretCard', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('filters by the series of the link, shows the states as tags and voids an unused card after confirmation', async () => {
    const actor = userEvent.setup();
    const cards = [
      card({}),
      card({ id: 'c0000000-0000-4000-8000-000000000002', cardNo: 'VDS2026-000002', status: 'used', usedBy: 'public01', usedAt: '2026-01-03T00:00:00.000Z' }),
      card({ id: 'c0000000-0000-4000-8000-000000000003', cardNo: 'VDS2026-000003', status: 'void' }),
    ];
    const { sent, messages } = renderPage('/SecretCard?seriesCode=VDS2026', (method, path, body) => {
      if (path.startsWith('/tis/api/oauthService/secretCard/list')) return envelope({ list: cards, total: cards.length });
      if (method === 'POST' && path === '/tis/api/oauthService/secretCard/void') {
        const id = (body as { id: string }).id;
        cards.forEach((c, i) => {
          if (c.id === id) cards[i] = { ...c, status: 'void' };
        });
        return envelope(true);
      }
      return undefined;
    });
    await screen.findByText('VDS2026-000002');
    expect(sent[0]?.path).toBe('/tis/api/oauthService/secretCard/list?seriesCode=VDS2026&pageNo=1&pageSize=20');
    expect(screen.getAllByTestId('card-status').map((tag) => tag.textContent)).toEqual(['未使用', '已使用', '已作废']);
    expect(screen.getAllByTestId('row-void')).toHaveLength(1);

    await actor.click(screen.getByTestId('row-void'));
    const dialog = await lastDialog();
    expect(within(dialog).getByText(/VDS2026-000001/)).toBeTruthy();
    await actor.click(within(dialog).getByRole('button', { name: /作\s*废/ }));
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ id: cards[0]!.id }));
    await waitFor(() => expect(screen.getAllByTestId('card-status').map((tag) => tag.textContent)).toEqual(['已作废', '已使用', '已作废']));
    expect(screen.queryByTestId('row-void')).toBeNull();
    expect(messages.at(-1)).toEqual({ level: 'success', text: '操作成功' });

    await actor.type(screen.getByTestId('filter-keyword'), 'public01');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.at(-1)?.path).toContain('keyword=public01'));
    const params = Object.fromEntries(new URL(sent.at(-1)!.path, 'http://localhost').searchParams);
    expect(params).toEqual({ seriesCode: 'VDS2026', keyword: 'public01', pageNo: '1', pageSize: '20' });
  }, 20_000);
});
