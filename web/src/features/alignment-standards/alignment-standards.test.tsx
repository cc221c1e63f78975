import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALIGNMENT_PARAMETERS, type AlignmentByVin, type AlignmentStandardView, type AlignmentValues, type RoleRightItem } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { AlignmentStandardsPage } from './pages/alignment-standards-page';

const API = '/tis/api/vehicleService/alignmentStandard';
const PAGE: RoleRightItem = { itemId: 1, funLink: 'StandardParametersManager', headApi: null };
const ACTIONS: RoleRightItem[] = ['create', 'edit', 'delete', 'submit', 'verify', 'publish'].map((funLink, i) => ({ itemId: 10 + i, funLink, headApi: '/api/' }));

function values(first: number): AlignmentValues {
  return Object.fromEntries(ALIGNMENT_PARAMETERS.map((p, i) => [p, { nominal: first + i, check: 45, set: 30 }])) as AlignmentValues;
}

const row = (id: string, patch: Partial<AlignmentStandardView>): AlignmentStandardView => ({
  id,
  version: 3,
  updatedAt: '2026-01-05T08:00:00.000Z',
  updatedBy: 'oem01',
  brandCode: 'PC',
  seriesCode: 'PC-A5',
  seriesName: 'A5 Sedan',
  modelCode: null,
  modelName: null,
  state: 0,
  values: values(-36),
  remark: null,
  authorCode: 'oem01',
  authorName: 'Wang Fang (OEM)',
  firstReviewerCode: null,
  submitTime: null,
  publishTime: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  actions: ['submit', 'edit', 'delete'],
  ...patch,
});

const first = row('a-1', { modelCode: 'PC-A5-15T', modelName: '1.5T Comfort', values: values(-36) });
const second = row('a-2', { seriesCode: 'PC-X7', seriesName: 'X7 SUV', modelCode: 'PC-X7-PH', modelName: 'PHEV AWD', version: 7, state: 4, values: values(65), remark: 'toe', actions: ['edit', 'delete'] });
const pending = row('a-3', { state: 1, authorCode: 'admin', actions: ['firstReview'], values: values(10) });

function server(extra: FakeHandler = () => undefined): FakeHandler {
  return async (request) => {
    if (request.path.startsWith(`${API}/list`)) return envelopeAnswer({ list: [first, second, pending], total: 3 });
    if (request.path.startsWith('/tis/api/vehicleService/brand/options') || request.path.startsWith('/tis/api/vehicleService/series/options')) return envelopeAnswer([]);
    if (request.path.startsWith('/tis/api/vehicleService/model/options')) return envelopeAnswer({ list: [], total: 0 });
    return (await extra(request)) ?? undefined;
  };
}

function renderPage(roleRight: RoleRightItem[], handler = server()) {
  return renderWithFakeServer(<AlignmentStandardsPage />, { signedInAs: { userCode: 'oem01', userName: 'Wang Fang (OEM)' }, roleRight, handler });
}

describe('/StandardParametersManager', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows each state by name, angles in both notations, and only the buttons the server allows', async () => {
    renderPage([PAGE, ...ACTIONS]);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Pending submit')).toBeTruthy();
    expect(within(table).getByText('Review rejected')).toBeTruthy();
    expect(within(table).getByText('Pending first review')).toBeTruthy();
    expect(screen.getByTestId('alignment-a-1-front-camber').textContent).toBe("-0°36' (-0.60°)");
    expect(screen.getByTestId('alignment-a-2-front-camber').textContent).toBe("1°05' (1.08°)");
    expect(screen.getByTestId('alignment-a-1-submit')).toBeTruthy();
    expect(screen.queryByTestId('alignment-a-2-submit')).toBeNull();
    expect(screen.getByTestId('alignment-a-3-firstReview')).toBeTruthy();
    expect(screen.queryByTestId('alignment-a-3-edit')).toBeNull();
    expect(screen.getByTestId('alignment-add')).toBeTruthy();
    expect(screen.getByTestId('alignment-export')).toBeTruthy();
  });

  it('edits the row that was opened last: cancel one, open another, save sends the second one with its version', async () => {
    const actor = userEvent.setup();
    const saved: SentRequest[] = [];
    renderPage(
      [PAGE, ...ACTIONS],
      server((r) => {
        if (r.method === 'PUT') {
          saved.push(r);
          return envelopeAnswer({ ...second, state: 0, history: [] });
        }
        return undefined;
      }),
    );
    await actor.click(await screen.findByTestId('alignment-a-1-edit'));
    let dialog = await screen.findByTestId('alignment-editor');
    expect(within(dialog).getByTestId('alignment-scope').textContent).toBe('PC-A5 / PC-A5-15T');
    expect((within(dialog).getByTestId<HTMLInputElement>('alignment-frontCamber-nominal')).value).toBe("-0°36'");
    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('alignment-frontCamber-nominal')).toBeNull());

    await actor.click(screen.getByTestId('alignment-a-2-edit'));
    dialog = await screen.findByTestId('alignment-editor');
    await waitFor(() => expect(within(dialog).getByTestId('alignment-scope').textContent).toBe('PC-X7 / PC-X7-PH'));
    const camber = within(dialog).getByTestId<HTMLInputElement>('alignment-frontCamber-nominal');
    expect(camber.value).toBe("1°05'");
    // Decimal degrees are taken as well.
    await actor.clear(camber);
    await actor.type(camber, '-0.60');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.path).toBe(`${API}/a-2`);
    const body = saved[0]!.body as { version: number; values: AlignmentValues; remark: string | null };
    expect(body.version).toBe(7);
    expect(body.remark).toBe('toe');
    expect(body.values.frontCamber).toEqual({ nominal: -36, check: 45, set: 30 });
    expect(body.values.rearTotalToe).toEqual(second.values.rearTotalToe);
  });

  it('refuses an angle that is not one before anything is sent', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage([PAGE, ...ACTIONS]);
    await actor.click(await screen.findByTestId('alignment-a-1-edit'));
    const dialog = await screen.findByTestId('alignment-editor');
    const check = within(dialog).getByTestId<HTMLInputElement>('alignment-frontToe-check');
    await actor.clear(check);
    await actor.type(check, '-5\'');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText('A tolerance must lie between 0° and 20°')).toBeTruthy();
    await actor.clear(check);
    await actor.type(check, 'abc');
    expect(await within(dialog).findByText("Enter an angle such as -0°36', 45' or -0.60")).toBeTruthy();
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });

  it('reviews with a remark required to refuse', async () => {
    const actor = userEvent.setup();
    const steps: SentRequest[] = [];
    renderPage(
      [PAGE, ...ACTIONS],
      server((r) => {
        if (r.method === 'POST' && r.path.startsWith(`${API}/a-3/`)) {
          steps.push(r);
          return envelopeAnswer({ ...pending, state: 4, history: [] });
        }
        return undefined;
      }),
    );
    await actor.click(await screen.findByTestId('alignment-a-3-firstReview'));
    const dialog = await screen.findByTestId('alignment-review');
    await actor.click(within(dialog).getByTestId('alignment-review-refuse'));
    expect(await within(dialog).findByText('A refusal needs a remark')).toBeTruthy();
    expect(steps).toHaveLength(0);
    await actor.type(within(dialog).getByTestId('alignment-review-remark'), 'caster too small');
    // The button locks for 1 s after a click (spec section 5).
    const refuse = within(dialog).getByTestId<HTMLButtonElement>('alignment-review-refuse');
    await waitFor(() => expect(refuse.disabled).toBe(false), { timeout: 2_000 });
    await actor.click(refuse);
    await waitFor(() => expect(steps).toHaveLength(1));
    expect(steps[0]!.path).toBe(`${API}/a-3/firstReview`);
    expect(steps[0]!.body).toEqual({ version: 3, approved: false, remark: 'caster too small' });
  });

  it('looks up the published standard of a VIN and hides the writes from a reader', async () => {
    const actor = userEvent.setup();
    const answer: AlignmentByVin = {
      vehicle: { vin: 'LTPA5B15XNS000001', brandCode: 'PC', brandName: 'PC', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', epcName: null, modelCode: 'PC-A5-15T', modelName: '1.5T Comfort', modelYear: 2022, configCode: null, shielded: false },
      matchedBy: 'series',
      standard: { ...first, actions: undefined } as unknown as AlignmentByVin['standard'],
    };
    const { sent } = renderPage(
      [PAGE],
      server((r) => (r.path.startsWith(`${API}/byVin`) ? envelopeAnswer(answer) : undefined)),
    );
    await screen.findByTestId('alignment-a-1-view');
    expect(screen.queryByTestId('alignment-add')).toBeNull();
    await actor.type(screen.getByTestId('alignment-vin-input'), 'LTPA5B15XNS000001');
    await actor.click(screen.getByTestId('alignment-vin-search'));
    expect((await screen.findByTestId('alignment-vin-matched')).textContent).toBe('Standard of the series (no model standard)');
    expect(screen.getByTestId('alignment-vin-values-frontCamber-nominal').textContent).toBe("-0°36' (-0.60°)");
    expect(sent.some((s) => s.path === `${API}/byVin?vin=LTPA5B15XNS000001`)).toBe(true);
  });
});
