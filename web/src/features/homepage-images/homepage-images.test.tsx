import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveHomepageImage, HomepageImageView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, renderWithFakeServer, type FakeHandler } from '../../test/fake-server';
import { CAROUSEL_INTERVAL_MS, HomepageCarousel } from './components/homepage-carousel';
import { HomepageImagePage } from './pages/homepage-image-page';

const ADMIN = { userCode: 'admin', userName: 'Administrator' };
const API = '/tis/api/systemService/homepageImage';
const meta = { version: 3, updatedAt: '2026-01-05T08:00:00.000Z', updatedBy: 'admin' };

const row: HomepageImageView = {
  id: 'img-1',
  ...meta,
  title: 'Spring service campaign',
  imageUrl: '/tis/file/uploads/2026/01/spring.png',
  link: '/BulletinList',
  sortNo: 10,
  enabled: true,
  startDate: '2026-03-01',
  endDate: null,
};
const stored = { id: 'f-9', originalName: 'summer.png', contentType: 'image/png', size: 1234, url: '/tis/file/uploads/2026/02/summer.png' };
const png = () => new File(['png'], 'summer.png', { type: 'image/png' });

function imageServer(extra: FakeHandler = () => undefined): FakeHandler {
  return async (request) => {
    if (request.path.startsWith('/tis/file/')) return new Response('png', { headers: { 'Content-Type': 'image/png' } });
    return (await extra(request)) ?? undefined;
  };
}

describe('homepage images', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
    URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the images paged on the server, with a filter on enabled', async () => {
    const { sent } = renderWithFakeServer(<HomepageImagePage />, {
      handler: imageServer((r) => (r.path.startsWith(`${API}/list`) ? envelopeAnswer({ list: [row], total: 21 }) : undefined)),
      signedInAs: ADMIN,
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Spring service campaign')).toBeTruthy();
    expect(within(table).getByText('/BulletinList')).toBeTruthy();
    expect(within(table).getByText('2026-03-01 ~ …')).toBeTruthy();
    expect(table.querySelector('.ant-tag')?.textContent).toBe('Enabled');
    expect(sent.find((r) => r.path.startsWith(`${API}/list`))?.path).toBe(`${API}/list?pageNo=1&pageSize=20`);
    // The preview comes with the session token.
    await waitFor(() => expect(sent.some((r) => r.path === row.imageUrl && r.headers.Authorization === 'token')).toBe(true));

    fireEvent.mouseDown(screen.getByTestId('filter-enabled').querySelector('input') ?? screen.getByTestId('filter-enabled'));
    await userEvent.setup().click(await screen.findByTitle('Disabled'));
    await userEvent.setup().click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((r) => r.path === `${API}/list?enabled=false&pageNo=1&pageSize=20`)).toBe(true));
  });

  it('adds an image: refuses a wrong size before uploading, then uploads and saves a 1600 x 400 one', async () => {
    const sizes = [{ width: 1920, height: 1080 }, { width: 1600, height: 400 }];
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ ...sizes.shift()!, close: () => undefined })));
    const created: unknown[] = [];
    const { sent, messages } = renderWithFakeServer(<HomepageImagePage />, {
      handler: imageServer((r) => {
        if (r.path.startsWith(`${API}/list`)) return envelopeAnswer({ list: [], total: 0 });
        if (r.path === '/tis/api/fileconverter/upload?category=image') return envelopeAnswer(stored);
        if (r.method === 'POST' && r.path === API) {
          created.push(r.body);
          return envelopeAnswer({ ...row, id: 'img-2', title: 'Summer check', imageUrl: stored.url, version: 1 });
        }
        return undefined;
      }),
      signedInAs: ADMIN,
    });
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('homepage-image-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The image must be exactly 1600 x 400 pixels')).toBeTruthy();

    await actor.type(within(dialog).getByTestId('title'), 'Summer check');

    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input().getAttribute('accept')).toBe('.png,.jpg,.jpeg,.gif,.bmp');
    fireEvent.change(input(), { target: { files: [png()] } });
    await waitFor(() => expect(messages).toEqual([{ level: 'error', text: 'The image must be exactly 1600 x 400 pixels; this one is 1920 x 1080' }]));
    expect(sent.some((r) => r.path.includes('/upload'))).toBe(false);

    fireEvent.change(input(), { target: { files: [png()] } });
    await waitFor(() => expect(within(dialog).getByText('summer.png')).toBeTruthy());
    await actor.type(within(dialog).getByTestId('homepage-image-link'), '/TSBList');
    await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({ title: 'Summer check', imageUrl: stored.url, link: '/TSBList', sortNo: 0, enabled: true, startDate: null, endDate: null });
  });

  it('asks for the image before saving', async () => {
    const { sent } = renderWithFakeServer(<HomepageImagePage />, {
      handler: (r) => (r.path.startsWith(`${API}/list`) ? envelopeAnswer({ list: [], total: 0 }) : undefined),
      signedInAs: ADMIN,
    });
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('homepage-image-add'));
    const dialog = await screen.findByRole('dialog');
    await actor.type(within(dialog).getByTestId('title'), 'Summer check');
    await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Upload the image first')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each(['//2130706433/tis/index', 'http://example.com/x', 'javascript:alert(1)'])('refuses the link %s, which leaves the portal, without sending it', async (bad) => {
    const { sent } = renderWithFakeServer(<HomepageImagePage />, {
      handler: imageServer((r) => (r.path.startsWith(`${API}/list`) ? envelopeAnswer({ list: [row], total: 1 }) : undefined)),
      signedInAs: ADMIN,
    });
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('row-edit'));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByTestId('homepage-image-link');
    await actor.clear(link);
    await actor.type(link, bad);
    await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('The link must be a path inside the portal, such as /BulletinList, or an https address of an allowed site')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('sends an https link for the server to check against the allowed sites', async () => {
    const { sent } = renderWithFakeServer(<HomepageImagePage />, {
      handler: imageServer((r) => (r.path.startsWith(`${API}/list`) ? envelopeAnswer({ list: [row], total: 1 }) : r.method === 'PUT' ? envelopeAnswer(row) : undefined)),
      signedInAs: ADMIN,
    });
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('row-edit'));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByTestId('homepage-image-link');
    await actor.clear(link);
    await actor.type(link, 'https://service.example.com/campaign');
    await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ link: 'https://service.example.com/campaign' });
  });

  it('opens an https link of a carousel image in a new tab, outside the router', async () => {
    const active: ActiveHomepageImage[] = [{ id: 'a', title: 'Campaign', imageUrl: '/tis/file/uploads/2026/01/campaign.png', link: 'https://service.example.com/campaign' }];
    renderWithFakeServer(<HomepageCarousel />, { handler: imageServer((r) => (r.path === `${API}/active` ? envelopeAnswer(active) : undefined)), signedInAs: ADMIN });
    const link = await screen.findByRole('link');
    expect(link.getAttribute('href')).toBe('https://service.example.com/campaign');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the server’s refusal of a save and keeps the dialog open', async () => {
    const { messages } = renderWithFakeServer(<HomepageImagePage />, {
      handler: imageServer((r) => {
        if (r.path.startsWith(`${API}/list`)) return envelopeAnswer({ list: [row], total: 1 });
        if (r.method === 'PUT') return envelopeAnswer(null, '000001', 'A homepage image must be exactly 1600 x 400 pixels; this one is 400 x 400');
        return undefined;
      }),
      signedInAs: ADMIN,
    });
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('row-edit'));
    const dialog = await screen.findByRole('dialog');
    await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(messages.map((m) => m.text)).toContain('A homepage image must be exactly 1600 x 400 pixels; this one is 400 x 400'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the active images on the home page, one at a time, each opening its link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const active: ActiveHomepageImage[] = [
      { id: 'a', title: 'Spring service campaign', imageUrl: '/tis/file/uploads/2026/01/spring.png', link: '/BulletinList' },
      { id: 'b', title: 'Winter tyres', imageUrl: '/tis/file/uploads/2026/01/winter.png', link: null },
    ];
    const { router } = renderRoutesWithFakeServer(
      [
        { path: '/index', element: <HomepageCarousel /> },
        { path: '/BulletinList', element: <p>bulletins</p> },
      ],
      '/index',
      { handler: imageServer((r) => (r.path === `${API}/active` ? envelopeAnswer(active) : undefined)), signedInAs: ADMIN },
    );
    const carousel = await screen.findByRole('region', { name: 'Homepage images' });
    expect(await within(carousel).findByRole('img', { name: 'Spring service campaign' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Image 1 of 2' }).getAttribute('aria-current')).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(CAROUSEL_INTERVAL_MS));
    expect(await within(carousel).findByRole('img', { name: 'Winter tyres' })).toBeTruthy();
    expect(within(carousel).queryByRole('link')).toBeNull();

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(carousel).getByRole('button', { name: 'Previous image' }));
    const link = await within(carousel).findByRole('link');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/BulletinList'));
  });

  it('shows no carousel without active images', async () => {
    const { sent } = renderWithFakeServer(<HomepageCarousel />, { handler: (r) => (r.path === `${API}/active` ? envelopeAnswer([]) : undefined), signedInAs: ADMIN });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByTestId('homepage-carousel')).toBeNull();
  });
});
