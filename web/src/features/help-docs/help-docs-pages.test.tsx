import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HelpDocPage, HelpDocSearchResult, HelpDocTree, HelpDocView, RoleRightItem } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, renderWithFakeServer, type SentRequest } from '../../test/fake-server';
import { afterButtonLock } from '../../shared/document-filter/filter-test-kit';
import { richTextBox, writeRichText } from '../../test/rich-text-kit';
import { HelperDocPage } from './pages/helper-doc-page';
import { HelperEditorListPage } from './pages/helper-editor-list-page';

const API = '/tis/api/systemService/helpDoc';
const node = (id: string, parentId: string | null, title: string) => ({ id, title, parentId, sortNo: 0, visible: 1 });
const TREE: HelpDocTree = { langCode: 'en_US', nodes: [node('c1', null, 'Getting started'), node('p1', 'c1', 'Logging in'), node('p2', 'c1', 'Sending feedback')] };
const page = (id: string, title: string, content: string): HelpDocPage => ({ id, title, parentId: 'c1', langCode: 'en_US', content, updatedAt: '2026-11-20T08:00:00.000Z' });
const PAGES: Record<string, HelpDocPage> = {
  c1: page('c1', 'Getting started', '<p>What you do most often.</p>'),
  p1: page('p1', 'Logging in', '<p>Enter your <strong>account</strong>.</p><img src="x" onerror="window.__hacked = true">'),
  p2: page('p2', 'Sending feedback', '<p>Click Feedback at the top.</p>'),
};
const HITS: HelpDocSearchResult = { langCode: 'en_US', total: 1, list: [{ id: 'p2', title: 'Sending feedback', parentId: 'c1', excerpt: 'Click Feedback at the top.' }] };

function setWideScreen(wide: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: wide, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }),
  });
}

function renderReader(tree: HelpDocTree = TREE, path = '/HelperDoc') {
  return renderRoutesWithFakeServer([{ path: '/HelperDoc', element: <HelperDocPage /> }], path, {
    signedInAs: { userCode: 'public01', userName: 'Chen Jie' },
    roleRight: [{ itemId: 1, funLink: 'HelperDoc', headApi: null }],
    handler: ({ method, url }) => {
      if (method !== 'GET') return undefined;
      if (url.pathname === `${API}/tree`) return envelopeAnswer(tree);
      if (url.pathname === `${API}/search`) return envelopeAnswer(HITS);
      const [, id] = /\/helpDoc\/read\/(.+)$/.exec(url.pathname) ?? [];
      return id && PAGES[id] ? envelopeAnswer(PAGES[id]) : undefined;
    },
  });
}

describe('/HelperDoc', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
  });

  it('shows the side tree on a wide screen, the first document, and the chosen one through the allow-list', async () => {
    setWideScreen(true);
    const actor = userEvent.setup();
    const { sent, router } = renderReader();
    const article = await screen.findByTestId('help-doc-article');
    expect(within(article).getByRole('heading', { name: 'Getting started' })).toBeTruthy();
    const tree = screen.getByTestId('help-tree');
    expect(within(tree).getByText('Sending feedback')).toBeTruthy();
    expect(screen.queryByTestId('help-contents-button')).toBeNull();
    expect(screen.queryByTestId('help-fallback')).toBeNull();

    await actor.click(within(tree).getByText('Logging in'));
    await waitFor(() => expect(screen.getByTestId('help-doc-view').textContent).toContain('Enter your account.'));
    expect(router.state.location.search).toBe('?id=p1');
    expect(sent.some((s: SentRequest) => s.url.pathname === `${API}/read/p1`)).toBe(true);
    // The view applies the allow-list again: no event handler reaches the page.
    expect(screen.getByTestId('help-doc-view').innerHTML).not.toContain('onerror');
    expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('opens the document named in the address, and searches within help with the results paged by the server', async () => {
    setWideScreen(true);
    const actor = userEvent.setup();
    const { sent } = renderReader(TREE, '/HelperDoc?id=p2');
    expect(await screen.findByRole('heading', { name: 'Sending feedback' })).toBeTruthy();

    await actor.type(screen.getByPlaceholderText('Search the help'), 'feedback{Enter}');
    const results = await screen.findByTestId('help-search-results');
    expect(await within(results).findByText('1 results for "feedback"')).toBeTruthy();
    expect(within(results).getByText('Click Feedback at the top.')).toBeTruthy();
    const search = sent.find((s) => s.url.pathname === `${API}/search`);
    expect(search?.url.searchParams.get('keyword')).toBe('feedback');
    expect(search?.url.searchParams.get('pageNo')).toBe('1');

    await actor.click(within(results).getByRole('button', { name: 'Sending feedback' }));
    expect(await screen.findByTestId('help-doc-article')).toBeTruthy();
    expect(screen.queryByTestId('help-search-results')).toBeNull();
  });

  it('on a phone keeps the contents in a drawer, and says when the help is shown in Chinese', async () => {
    setWideScreen(false);
    const actor = userEvent.setup();
    renderReader({ ...TREE, langCode: 'zh_CN' });
    expect(await screen.findByTestId('help-fallback')).toBeTruthy();
    expect(screen.getByText('There is no help in your language yet: it is shown in Chinese')).toBeTruthy();
    expect(screen.queryByTestId('help-tree')).toBeNull();
    await actor.click(screen.getByTestId('help-contents-button'));
    const drawer = await screen.findByTestId('help-tree');
    await actor.click(within(drawer).getByText('Sending feedback'));
    expect(await screen.findByRole('heading', { name: 'Sending feedback' })).toBeTruthy();
  });

  it('says so when there is no help yet', async () => {
    setWideScreen(true);
    renderReader({ langCode: 'zh_CN', nodes: [] });
    expect(await screen.findByText('There is no help yet')).toBeTruthy();
  });
});

const EDITOR_PAGE: RoleRightItem = { itemId: 1, funLink: 'HelperEditorList', headApi: null };
const row: HelpDocView = {
  id: 'd-1',
  version: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedBy: 'oem01',
  title: 'Logging in',
  parentId: 'c1',
  parentTitle: 'Getting started',
  level: 2,
  langCode: 'en_US',
  sortNo: 10,
  visible: 1,
  content: '<p>Enter your account.</p>',
};

function renderEditor() {
  return renderWithFakeServer(<HelperEditorListPage />, {
    signedInAs: { userCode: 'oem01', userName: 'Wang Fang' },
    roleRight: [EDITOR_PAGE],
    handler: ({ method, url, body }) => {
      if (method === 'GET' && url.pathname === `${API}/list`) return envelopeAnswer({ list: [row], total: 1 });
      if (method === 'GET' && url.pathname === `${API}/outline`) return envelopeAnswer(TREE.nodes);
      if (method === 'GET' && url.pathname.endsWith('/language/supported')) return envelopeAnswer({ list: [{ langCode: 'en_US', langName: 'English', isDefault: false }, { langCode: 'zh_CN', langName: '中文', isDefault: true }], total: 2 });
      if (method === 'POST' && url.pathname === API) return envelopeAnswer({ ...row, id: 'd-2', version: 1, ...(body as object) });
      if (method === 'PUT' && url.pathname === `${API}/${row.id}`) return envelopeAnswer({ ...row, ...(body as object), version: row.version + 1 });
      return undefined;
    },
  });
}

describe('/HelperEditorList', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('lists the documents with parent, level, order and visibility, and offers the export', async () => {
    renderEditor();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Logging in')).toBeTruthy();
    for (const text of ['Getting started', 'en_US', '10', 'Yes']) expect(within(table).getAllByText(text).length).toBeGreaterThan(0);
    for (const header of ['Title', 'Language', 'Parent document', 'Level', 'Order', 'Visible']) expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByTestId('help-doc-export')).toBeTruthy();
  });

  it('refuses blank content with the message of tisPartqa02 and saves a new document written in the editor', { timeout: 60_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderEditor();
    await screen.findByRole('table');
    await actor.click(screen.getByTestId('help-doc-add'));
    const dialog = await screen.findByRole('dialog');
    await actor.type(within(dialog).getByTestId('title'), 'Sending feedback');
    await richTextBox('help-doc-content');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText('The content cannot be empty')).toBeTruthy();
    const posts = () => sent.filter((s) => s.method === 'POST');
    expect(posts()).toHaveLength(0);

    await writeRichText('help-doc-content', 'Click Feedback at the top.');
    await afterButtonLock();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ title: 'Sending feedback', langCode: 'en_US', parentId: null, sortNo: 0, visible: 1, content: '<p>Click Feedback at the top.</p>' });
  });

  it('edits a document with its parent from the outline of its language and the version it read', { timeout: 60_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderEditor();
    const table = await screen.findByRole('table');
    await within(table).findByText('Logging in');
    await actor.click(within(table).getByTestId('row-edit'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('parent-id').textContent).toContain('Getting started'));
    await waitFor(() => expect(sent.some((s) => s.url.pathname === `${API}/outline` && s.url.searchParams.get('langCode') === 'en_US')).toBe(true));
    expect((await richTextBox('help-doc-content')).textContent).toBe('Enter your account.');
    await actor.clear(within(dialog).getByTestId('title'));
    await actor.type(within(dialog).getByTestId('title'), 'Logging in with a password');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ title: 'Logging in with a password', parentId: 'c1', langCode: 'en_US', sortNo: 10, visible: 1, version: 3 });
  });
});
