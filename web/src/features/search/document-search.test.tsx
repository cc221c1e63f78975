import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_KEYS, type RoleRightItem, type SearchAnswer, type SearchHit, type SearchSuggestion } from '@tis/contracts';
import type { RouteObject } from 'react-router';
import { findRoute } from '../../app/routes';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { AccurateSearchPage } from './pages/accurate-search-page';
import { SearchPage } from './pages/search-page';
import { filtersOf, withFilters } from './search-filters';

const rights = (...funLinks: string[]): RoleRightItem[] => funLinks.map((funLink, i) => ({ itemId: i + 1, funLink, headApi: null }));
const ADMIN = rights(...PAGE_KEYS);

const SEARCH_API = '/tis/api/searchService/search';
const ACCURATE_API = `${SEARCH_API}/accurate`;
const SUGGEST_API = `${SEARCH_API}/suggest`;

const hit = (over: Partial<SearchHit> & Pick<SearchHit, 'documentId'>): SearchHit => ({
  kind: 'case',
  title: [{ text: 'Title' }],
  snippet: [],
  codes: [],
  brandCode: null,
  seriesCode: null,
  language: 'zh_CN',
  publishedAt: '2026-03-05T08:00:00.000Z',
  ...over,
});

const BRAKE_CASE = hit({
  documentId: 'case 1',
  title: [{ text: '前轮' }, { text: '刹车', hit: true }, { text: '异响 <b>x</b>' }],
  snippet: [{ text: '更换' }, { text: '刹车', hit: true }, { text: '片后正常' }],
  codes: ['RC-0001'],
  brandCode: 'PC',
  seriesCode: 'S01',
});
const BRAKE_CLAIM = hit({ kind: 'claim', documentId: 'cl-7', title: [{ text: '刹车', hit: true }, { text: '盘索赔' }], brandCode: 'CV', seriesCode: 'S20' });

const FACETS: SearchAnswer['facets'] = {
  kind: [
    { value: 'case', count: 15 },
    { value: 'claim', count: 8 },
  ],
  brand: [
    { value: 'PC', count: 16 },
    { value: 'CV', count: 7 },
  ],
  series: [{ value: 'S01', count: 12 }],
};

const answer = (list: SearchHit[], total = list.length, didYouMean: string | null = null): SearchAnswer => ({ list, total, facets: FACETS, didYouMean });

const SUGGESTIONS: SearchSuggestion[] = [
  { text: 'RC-0001', type: 'code', kind: 'case', documentId: 'case 1', code: 'RC-0001' },
  { text: '刹车盘索赔', type: 'title', kind: 'claim', documentId: 'cl-7', code: 'CL-0007' },
];
/** A regulation opens by its code: /Laws with it as the keyword. */
const LAW_SUGGESTION: SearchSuggestion = { text: '机动车运行安全技术条件', type: 'title', kind: 'law', documentId: 'law-1', code: 'GB-7258' };

/** The documents: 23 about 刹车 (two on each page), nothing for the typo, and the suggestions for 刹. */
const documentServer: FakeHandler = ({ url }) => {
  const keyword = url.searchParams.get('keyword');
  if (url.pathname === SEARCH_API || url.pathname === ACCURATE_API) {
    if (keyword === 'RC-0001' && url.searchParams.get('mode') === 'code') return envelopeAnswer(answer([BRAKE_CASE]));
    if (keyword === 'RC-0001' || keyword === '刹车片后正常') return envelopeAnswer(answer([BRAKE_CASE]));
    if (keyword === 'RC-OOO1') return envelopeAnswer({ ...answer([], 0, 'RC-0001'), facets: { kind: [], brand: [], series: [] } });
    if (keyword === '刹车') return envelopeAnswer(answer([BRAKE_CASE, BRAKE_CLAIM], 23));
    return envelopeAnswer({ ...answer([]), facets: { kind: [], brand: [], series: [] } });
  }
  if (url.pathname === SUGGEST_API) return envelopeAnswer(keyword === '刹' ? SUGGESTIONS : keyword === '机动' ? [LAW_SUGGESTION] : []);
  if (url.pathname.startsWith('/tis/api/vehicleService/')) return envelopeAnswer(null, '000001', '未查询到该VIN');
  return undefined;
};

const ROUTES: RouteObject[] = [
  { path: '/SearchPage', element: <SearchPage /> },
  { path: '/AccurateSearchPage', element: <AccurateSearchPage /> },
  ...['/CaseDetail', '/ClaimDetail', '/Laws'].map((path) => ({ path, element: <div data-testid={`opened-${path.slice(1)}`}>{path}</div> })),
];

function renderAt(path: string) {
  return renderRoutesWithFakeServer(ROUTES, path, { handler: documentServer, signedInAs: { userCode: 'u1', userName: 'User One' }, roleRight: ADMIN });
}

const where = (router: ReturnType<typeof renderAt>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
const calls = (sent: SentRequest[], path: string) => sent.filter((s) => s.url.pathname === path).map((s) => Object.fromEntries(s.url.searchParams));
const lastCall = (sent: SentRequest[], path: string) => calls(sent, path).at(-1);

beforeEach(async () => {
  initI18n('zh_CN');
  await act(() => i18n.changeLanguage('zh_CN'));
});

describe('route table and URL filters', () => {
  it('adds /AccurateSearchPage for the holders of its page', () => {
    expect(findRoute('/AccurateSearchPage')).toMatchObject({ permission: 'AccurateSearchPage', layout: 'main', titleKey: 'search.accurate.pageTitle' });
  });

  it('reads the filters from the URL, leaving out unknown kinds and bad page numbers, and writes them back beside the keyword', () => {
    const params = new URLSearchParams('keyword=x&kinds=case,nope,claim,case&brandCode=PC&languages=all&pageNo=-2');
    const filters = filtersOf(params);
    expect(filters).toEqual({ kinds: ['case', 'claim'], brandCode: 'PC', seriesCode: null, languages: 'all', pageNo: 1 });
    expect(withFilters(params, { ...filters, pageNo: 3 }).toString()).toBe('keyword=x&kinds=case%2Cclaim&brandCode=PC&languages=all&pageNo=3');
    expect(withFilters(params, { kinds: [], brandCode: null, seriesCode: null, languages: 'mine', pageNo: 1 }).toString()).toBe('keyword=x');
  });
});

describe('/SearchPage documents', () => {
  it('lists the documents found with the marked words, each linking to its reading page', async () => {
    const { sent } = renderAt(`/SearchPage?keyword=${encodeURIComponent('刹车')}`);
    const hits = await screen.findByTestId('search-hits');
    expect(lastCall(sent, SEARCH_API)).toEqual({ keyword: '刹车', languages: 'mine', pageNo: '1', pageSize: '10' });
    expect(screen.getByTestId('search-documents-count').textContent).toBe('23');
    expect(screen.getByTestId('search-documents-total').textContent).toBe('共 23 篇文档');
    expect((await screen.findByTestId('search-summary')).textContent).toBe('“刹车”的搜索结果：23 条');

    const first = within(hits).getByTestId('search-hit-case 1');
    const link = within(first).getByTestId('search-hit-link');
    expect(link.getAttribute('href')).toBe('/CaseDetail?id=case%201');
    // Pieces are text: the hit is marked, markup in a piece is shown as it is.
    expect(link.textContent).toBe('前轮刹车异响 <b>x</b>');
    expect(link.querySelector('b')).toBeNull();
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['刹车']);
    expect([...within(first).getByTestId('search-hit-snippet').querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['刹车']);
    expect(within(first).getByTestId('search-hit-kind').textContent).toBe('维修案例');
    expect(first.textContent).toContain('品牌 PC');
    expect(first.textContent).toContain('车系 S01');
    expect(first.textContent).toContain('发布于 2026-03-05');
    expect(within(hits).getByTestId('search-hit-cl-7').textContent).toContain('索赔案例');

    await userEvent.setup().click(link);
    expect(await screen.findByTestId('opened-CaseDetail')).toBeTruthy();
  });

  it('filters by kind, brand and series and by language, in the URL and the request', async () => {
    const actor = userEvent.setup();
    const { router, sent } = renderAt(`/SearchPage?keyword=${encodeURIComponent('刹车')}`);
    await screen.findByTestId('search-hits');
    const kinds = screen.getByTestId('search-facet-kind');
    expect(within(kinds).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['维修案例（15）', '索赔案例（8）']);

    await actor.click(screen.getByTestId('search-facet-kind-claim'));
    await waitFor(() => expect(lastCall(sent, SEARCH_API)).toMatchObject({ kinds: 'claim', pageNo: '1' }));
    expect(where(router)).toBe(`/SearchPage?keyword=${encodeURIComponent('刹车')}&kinds=claim`);
    expect((await screen.findByTestId('search-facet-kind-claim')).getAttribute('aria-pressed')).toBe('true');

    await actor.click(screen.getByTestId('search-facet-kind-case'));
    await waitFor(() => expect(lastCall(sent, SEARCH_API)).toMatchObject({ kinds: 'claim,case' }));
    await actor.click(await screen.findByTestId('search-facet-brand-PC'));
    await waitFor(() => expect(lastCall(sent, SEARCH_API)).toMatchObject({ kinds: 'claim,case', brandCode: 'PC' }));
    await actor.click(await screen.findByTestId('search-facet-series-S01'));
    await waitFor(() => expect(lastCall(sent, SEARCH_API)).toMatchObject({ brandCode: 'PC', seriesCode: 'S01' }));
    expect(new URLSearchParams(router.state.location.search).get('seriesCode')).toBe('S01');

    // Pressed again: the filter goes.
    await actor.click(await screen.findByTestId('search-facet-kind-claim'));
    await waitFor(() => expect(lastCall(sent, SEARCH_API)).toMatchObject({ kinds: 'case', brandCode: 'PC', seriesCode: 'S01' }));

    await actor.click(await screen.findByTestId('search-languages'));
    await waitFor(() => expect(lastCall(sent, SEARCH_API)).toMatchObject({ languages: 'all' }));
    expect(new URLSearchParams(router.state.location.search).get('languages')).toBe('all');

    await actor.click(await screen.findByTestId('search-clear-filters'));
    await waitFor(() => expect(lastCall(sent, SEARCH_API)).toEqual({ keyword: '刹车', languages: 'all', pageNo: '1', pageSize: '10' }));
    expect(where(router)).toBe(`/SearchPage?keyword=${encodeURIComponent('刹车')}&languages=all`);
  });

  it('pages on the server, and a reload of a later page asks for it', async () => {
    const actor = userEvent.setup();
    const { router, sent } = renderAt(`/SearchPage?keyword=${encodeURIComponent('刹车')}&kinds=case`);
    await screen.findByTestId('search-hits');
    const pages = screen.getByTestId('search-pagination');
    await actor.click(within(pages).getByTitle('3'));
    await waitFor(() => expect(lastCall(sent, SEARCH_API)).toMatchObject({ kinds: 'case', pageNo: '3' }));
    expect(new URLSearchParams(router.state.location.search).get('pageNo')).toBe('3');
    expect(within(screen.getByTestId('search-pagination')).getByTitle('3').className).toContain('active');
  });

  it('offers "did you mean" for a keyword that found nothing, and follows it', async () => {
    const actor = userEvent.setup();
    const { router, sent } = renderAt('/SearchPage?keyword=RC-OOO1');
    const link = await screen.findByTestId('search-did-you-mean-link');
    expect(screen.getByTestId('search-did-you-mean').textContent).toBe('您是不是要找： RC-0001');
    expect(screen.getByTestId('search-documents-empty').textContent).toContain('没有找到与“RC-OOO1”相关的文档');
    await actor.click(link);
    await waitFor(() => expect(where(router)).toBe('/SearchPage?keyword=RC-0001'));
    expect(await screen.findByTestId('search-hit-case 1')).toBeTruthy();
    expect(calls(sent, SEARCH_API).map((c) => c.keyword)).toEqual(['RC-OOO1', 'RC-0001']);
  });

  it('shows the page’s empty state when nothing at all is found, and no document group', async () => {
    renderAt('/SearchPage?keyword=zzqq');
    expect((await screen.findByTestId('search-empty')).textContent).toContain('没有找到与“zzqq”相关的结果');
    expect(screen.queryByTestId('search-documents')).toBeNull();
  });

  it('keeps the document group with its empty state when filters found nothing', async () => {
    renderAt('/SearchPage?keyword=zzqq&kinds=bulletin');
    expect((await screen.findByTestId('search-documents-empty')).textContent).toContain('没有找到与“zzqq”相关的文档');
    expect(screen.getByTestId('search-clear-filters')).toBeTruthy();
  });

  it('asks nothing for a keyword without a letter or digit', async () => {
    const { sent } = renderAt('/SearchPage?keyword=%21%21');
    expect(await screen.findByTestId('search-empty')).toBeTruthy();
    expect(calls(sent, SEARCH_API)).toEqual([]);
  });
});

describe('/AccurateSearchPage', () => {
  it('searches an exact code, then the same keyword as an exact phrase', async () => {
    const actor = userEvent.setup();
    const { router, sent } = renderAt('/AccurateSearchPage');
    expect(screen.getByTestId('accurate-input').getAttribute('aria-label')).toBe('要查找的代码');
    await actor.type(screen.getByTestId('accurate-input'), 'RC-0001{Enter}');
    await waitFor(() => expect(where(router)).toBe('/AccurateSearchPage?mode=code&keyword=RC-0001'));
    expect(await screen.findByTestId('search-hit-case 1')).toBeTruthy();
    expect(lastCall(sent, ACCURATE_API)).toEqual({ keyword: 'RC-0001', mode: 'code', languages: 'mine', pageNo: '1', pageSize: '10' });
    expect((await screen.findByTestId('accurate-summary')).textContent).toBe('“RC-0001”的精确搜索结果：1 条');

    await actor.click(screen.getByText('精确短语'));
    await waitFor(() => expect(lastCall(sent, ACCURATE_API)).toMatchObject({ keyword: 'RC-0001', mode: 'phrase' }));
    expect(where(router)).toBe('/AccurateSearchPage?mode=phrase&keyword=RC-0001');
    expect(screen.getByTestId('accurate-input').getAttribute('aria-label')).toBe('要查找的短语');
  });

  it('shares the result list: filters, links and "did you mean" stay on the page', async () => {
    const actor = userEvent.setup();
    const { router, sent } = renderAt('/AccurateSearchPage?mode=code&keyword=RC-OOO1');
    const link = await screen.findByTestId('search-did-you-mean-link');
    expect(link.getAttribute('href')).toBe('/AccurateSearchPage?mode=code&keyword=RC-0001');
    await actor.click(link);
    await actor.click(await screen.findByTestId('search-facet-kind-case'));
    await waitFor(() => expect(lastCall(sent, ACCURATE_API)).toMatchObject({ keyword: 'RC-0001', mode: 'code', kinds: 'case' }));
    expect(where(router)).toBe('/AccurateSearchPage?mode=code&keyword=RC-0001&kinds=case');
    expect(calls(sent, SEARCH_API)).toEqual([]);
  });
});

describe('suggestions while typing', () => {
  it('offers the codes and titles that start with the text, and opens the one chosen', async () => {
    const actor = userEvent.setup();
    const { router, sent } = renderAt('/SearchPage');
    await actor.type(screen.getByTestId('search-input'), '刹');
    const first = await screen.findByTestId('search-suggestion-0');
    expect(calls(sent, SUGGEST_API)).toEqual([{ keyword: '刹' }]);
    // Each option (and the list a screen reader follows) is announced as its kind and text, not its key.
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option.getAttribute('aria-label')).toMatch(/^(维修案例：RC-0001|索赔案例：刹车盘索赔)$/);
    expect(first.textContent).toBe('维修案例RC-0001');
    expect(screen.getByTestId('search-suggestion-1').textContent).toBe('索赔案例刹车盘索赔');
    expect(screen.getByTestId('search-input').getAttribute('aria-expanded')).toBe('true');

    await actor.click(screen.getByTestId('search-suggestion-1'));
    await waitFor(() => expect(where(router)).toBe('/ClaimDetail?id=cl-7'));
  });

  it('opens a regulation on /Laws by its code', async () => {
    const actor = userEvent.setup();
    const { router } = renderAt('/SearchPage');
    await actor.type(screen.getByTestId('search-input'), '机动');
    await actor.click(await screen.findByTestId('search-suggestion-0'));
    await waitFor(() => expect(where(router)).toBe('/Laws?keyword=GB-7258'));
  });

  it('chooses a suggestion with the arrow keys and Enter', async () => {
    const actor = userEvent.setup();
    const { router } = renderAt('/SearchPage');
    await actor.type(screen.getByTestId('search-input'), '刹');
    await screen.findByTestId('search-suggestion-0');
    // The list reads the key codes (user-event leaves them out).
    const input = screen.getByTestId('search-input');
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(where(router)).toBe('/CaseDetail?id=case%201'));
  });

  it('Enter without a chosen suggestion searches the typed text', async () => {
    const actor = userEvent.setup();
    const { router, sent } = renderAt('/SearchPage');
    await actor.type(screen.getByTestId('search-input'), '刹');
    await screen.findByTestId('search-suggestion-0');
    // The list lets an Enter without a chosen suggestion through to the form (true: not prevented).
    expect(fireEvent.keyDown(screen.getByTestId('search-input'), { key: 'Enter', keyCode: 13, which: 13 })).toBe(true);
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(where(router)).toBe(`/SearchPage?keyword=${encodeURIComponent('刹')}`));
    await waitFor(() => expect(lastCall(sent, SEARCH_API)).toMatchObject({ keyword: '刹' }));
  });

  it('waits until the typing rests, and asks nothing for a blank text', async () => {
    const actor = userEvent.setup();
    const { sent } = renderAt('/SearchPage');
    await actor.type(screen.getByTestId('search-input'), '   ');
    await actor.type(screen.getByTestId('search-input'), 'RC-00');
    await waitFor(() => expect(calls(sent, SUGGEST_API).length).toBeGreaterThan(0));
    // Typed quickly: only the resting text is asked for.
    expect(calls(sent, SUGGEST_API)).toEqual([{ keyword: 'RC-00' }]);
    expect(screen.queryByTestId('search-suggestion-0')).toBeNull();
  });
});
