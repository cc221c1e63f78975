import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActiveHomepageImage, HomepageImageView } from '@tis/contracts';
import { envelopeAnswer, renderRoutesWithFakeServer, renderWithFakeServer } from '../../test/fake-server';
import {
  ADMIN,
  expectLinkRefused,
  expectSaveRefused,
  imageScreenLifecycle,
  imageScreenServer,
  imageServer,
  measuredImages,
  openRowEditor,
  pickedImage,
  pickWrongThenFittingImage,
} from '../../test/image-admin-kit';
import { CAROUSEL_INTERVAL_MS, HomepageCarousel } from './components/homepage-carousel';
import { HomepageImagePage } from './pages/homepage-image-page';

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
const summer = pickedImage('summer.png');

describe('homepage images', () => {
  imageScreenLifecycle();

  it('lists the images paged on the server, with a filter on enabled', async () => {
    const { sent } = renderWithFakeServer(<HomepageImagePage />, { handler: imageScreenServer({ api: API, rows: [row], total: 21 }).handler, signedInAs: ADMIN });
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
    measuredImages({ width: 1920, height: 1080 }, { width: 1600, height: 400 });
    const create = envelopeAnswer({ ...row, id: 'img-2', title: 'Summer check', imageUrl: summer.stored.url, version: 1 });
    const { handler, created } = imageScreenServer({ api: API, rows: [], stored: summer.stored, create });
    const server = renderWithFakeServer(<HomepageImagePage />, { handler, signedInAs: ADMIN });
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('homepage-image-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The image must be exactly 1600 x 400 pixels')).toBeTruthy();

    await actor.type(within(dialog).getByTestId('title'), 'Summer check');
    expect(dialog.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.png,.jpg,.jpeg,.gif,.bmp');
    await pickWrongThenFittingImage(dialog, summer, server, 'The image must be exactly 1600 x 400 pixels; this one is 1920 x 1080');
    await actor.type(within(dialog).getByTestId('homepage-image-link'), '/TSBList');
    await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({ title: 'Summer check', imageUrl: summer.stored.url, link: '/TSBList', sortNo: 0, enabled: true, startDate: null, endDate: null });
  });

  it('asks for the image before saving', async () => {
    const { sent } = renderWithFakeServer(<HomepageImagePage />, { handler: imageScreenServer({ api: API, rows: [] }).handler, signedInAs: ADMIN });
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('homepage-image-add'));
    const dialog = await screen.findByRole('dialog');
    await actor.type(within(dialog).getByTestId('title'), 'Summer check');
    await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Upload the image first')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each(['//2130706433/tis/index', 'http://example.com/x', 'javascript:alert(1)'])('refuses the link %s, which leaves the portal, without sending it', async (bad) => {
    const { sent } = renderWithFakeServer(<HomepageImagePage />, { handler: imageScreenServer({ api: API, rows: [row] }).handler, signedInAs: ADMIN });
    await expectLinkRefused(userEvent.setup(), sent, 'homepage-image-link', bad);
  });

  it('sends an https link for the server to check against the allowed sites', async () => {
    const { sent } = renderWithFakeServer(<HomepageImagePage />, { handler: imageScreenServer({ api: API, rows: [row], update: envelopeAnswer(row) }).handler, signedInAs: ADMIN });
    const actor = userEvent.setup();
    const dialog = await openRowEditor(actor);
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
    const refusal = 'A homepage image must be exactly 1600 x 400 pixels; this one is 400 x 400';
    const { messages } = renderWithFakeServer(<HomepageImagePage />, { handler: imageScreenServer({ api: API, rows: [row], update: envelopeAnswer(null, '000001', refusal) }).handler, signedInAs: ADMIN });
    await expectSaveRefused(userEvent.setup(), messages, refusal);
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
