import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActiveFastApp, FastAppView } from '@tis/contracts';
import { envelopeAnswer, renderRoutesWithFakeServer, renderWithFakeServer } from '../../test/fake-server';
import {
  ADMIN,
  expectLinkRefused,
  expectSaveRefused,
  imageScreenLifecycle,
  imageScreenServer,
  imageServer,
  measuredImages,
  pickedImage,
  pickWrongThenFittingImage,
} from '../../test/image-admin-kit';
import { IndexPage } from '../home/pages/index-page';
import { FastAppTiles } from './components/fast-app-tiles';
import { FastAppPage } from './pages/fast-app-page';

const API = '/tis/api/systemService/fastApp';
const row: FastAppView = {
  id: 'app-1',
  version: 3,
  updatedAt: '2026-01-05T08:00:00.000Z',
  updatedBy: 'admin',
  appName: 'Parts catalogue',
  link: 'https://parts.example.com/catalogue',
  appType: 'Parts',
  appIcon: '/tis/file/uploads/2026/01/parts.png',
  sortNo: 1,
};
const wiki = pickedImage('wiki.png');

describe('common applications', () => {
  imageScreenLifecycle();

  it('lists the applications with their icons', async () => {
    const { sent } = renderWithFakeServer(<FastAppPage />, { handler: imageScreenServer({ api: API, rows: [row] }).handler, signedInAs: ADMIN });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Parts catalogue')).toBeTruthy();
    expect(within(table).getByText('https://parts.example.com/catalogue')).toBeTruthy();
    expect(within(table).getByText('Parts')).toBeTruthy();
    // The icon comes with the session token.
    await waitFor(() => expect(sent.some((r) => r.path === row.appIcon && r.headers.Authorization === 'token')).toBe(true));
  });

  it('adds an application: only a PNG, refused before uploading unless 96 x 96, then saves it', async () => {
    measuredImages({ width: 128, height: 128 }, { width: 96, height: 96 });
    const { handler, created } = imageScreenServer({ api: API, rows: [], stored: wiki.stored, create: envelopeAnswer({ ...row, id: 'app-2', version: 1 }) });
    const server = renderWithFakeServer(<FastAppPage />, { handler, signedInAs: ADMIN });
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('fast-app-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The icon must be a PNG of exactly 96 x 96 pixels')).toBeTruthy();
    expect(dialog.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.png');

    await pickWrongThenFittingImage(dialog, wiki, server, 'The image must be exactly 96 x 96 pixels; this one is 128 x 128');
    await actor.type(within(dialog).getByTestId('app-name'), 'Service wiki');
    await actor.type(within(dialog).getByTestId('app-type'), 'Knowledge');
    await actor.type(within(dialog).getByTestId('fast-app-link'), '/HelperDoc');
    await actor.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({ appName: 'Service wiki', appType: 'Knowledge', link: '/HelperDoc', appIcon: wiki.stored.url, sortNo: 0 });
  });

  it.each(['http://parts.example.com/x', '//evil.example.com', 'javascript:alert(1)'])('refuses the link %s without sending it', async (bad) => {
    const { sent } = renderWithFakeServer(<FastAppPage />, { handler: imageScreenServer({ api: API, rows: [row] }).handler, signedInAs: ADMIN });
    await expectLinkRefused(userEvent.setup(), sent, 'fast-app-link', bad);
  });

  it('shows the server’s refusal of an icon and keeps the dialog open', async () => {
    const update = envelopeAnswer(null, '000001', 'An application icon must be a PNG file');
    const { messages } = renderWithFakeServer(<FastAppPage />, { handler: imageScreenServer({ api: API, rows: [row], update }).handler, signedInAs: ADMIN });
    await expectSaveRefused(userEvent.setup(), messages, 'An application icon must be a PNG file');
  });

  it('shows the tiles on the home page: icon and name, a portal path in the portal, an https site in a new tab', async () => {
    const active: ActiveFastApp[] = [
      { id: 'a', appName: 'Bulletins', link: '/BulletinList', appType: 'Portal', appIcon: '/tis/file/uploads/2026/01/bulletins.png' },
      { id: 'b', appName: 'Parts catalogue', link: 'https://parts.example.com/catalogue', appType: 'Parts', appIcon: '/tis/file/uploads/2026/01/parts.png' },
    ];
    const { router, sent } = renderRoutesWithFakeServer(
      [
        { path: '/index', element: <FastAppTiles /> },
        { path: '/BulletinList', element: <p>bulletins</p> },
      ],
      '/index',
      { handler: imageServer((r) => (r.path === `${API}/active` ? envelopeAnswer(active) : undefined)), signedInAs: ADMIN },
    );
    const tiles = await screen.findByTestId('fast-apps');
    expect(within(tiles).getByText('Common applications')).toBeTruthy();
    const external = within(tiles).getByTestId('fast-app-b');
    expect(external.textContent).toBe('Parts catalogue');
    expect(external.getAttribute('href')).toBe('https://parts.example.com/catalogue');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    // The icons are downloaded with the session token (once per page load) and shown from object URLs.
    await waitFor(() => expect([...tiles.querySelectorAll('img.tis-fast-app-icon')].map((img) => img.getAttribute('src')?.startsWith('blob:'))).toEqual([true, true]));
    expect(sent.some((r) => r.path === '/tis/file/uploads/2026/01/bulletins.png' && r.headers.Authorization === 'token')).toBe(true);

    await userEvent.setup().click(within(tiles).getByTestId('fast-app-a'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/BulletinList'));
  });

  it('puts the tiles on the signed-in user’s home page, whatever the user’s pages', async () => {
    const active: ActiveFastApp[] = [{ id: 'w', appName: 'Service wiki', link: '/HelperDoc', appType: 'Knowledge', appIcon: '/tis/file/uploads/2026/01/wiki.png' }];
    renderRoutesWithFakeServer([{ path: '/index', element: <IndexPage /> }], '/index', {
      handler: imageServer((r) => {
        if (r.path === `${API}/active`) return envelopeAnswer(active);
        if (r.url.pathname.endsWith('/homepageImage/active') || r.url.pathname.endsWith('/case/excellent')) return envelopeAnswer([]);
        return undefined;
      }),
      signedInAs: { userCode: 'dealer01', userName: 'Dealer' },
      roleRight: [{ itemId: 1, funLink: 'index', headApi: null }],
    });
    const home = await screen.findByTestId('home-page');
    const tile = await within(home).findByTestId('fast-app-w');
    expect(tile.textContent).toBe('Service wiki');
    expect(tile.getAttribute('href')).toBe('/HelperDoc');
  });

  it('shows no tiles without applications', async () => {
    const { sent } = renderWithFakeServer(<FastAppTiles />, { handler: (r) => (r.path === `${API}/active` ? envelopeAnswer([]) : undefined), signedInAs: ADMIN });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByTestId('fast-apps')).toBeNull();
  });
});
