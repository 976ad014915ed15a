import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { SlaPolicy } from '../../../domain/sla';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { configSlice } from '../../config/configSlice';
import { directorySaga } from '../../directory/directorySagas';
import { directorySlice } from '../../directory/directorySlice';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { POLICY_SAVED, SETTINGS_SAVED } from '../slaSagas';
import { page } from '../slaPage';
import { slaPageSlice } from '../slaSlice';

const API = '/v2/api/sla';
const URGENT: SlaPolicy = {
  id: 'p1',
  name: 'Urgent web',
  priority: 'urgent',
  channelType: 'WEBHOOK',
  departmentId: 'd1',
  firstResponseMinutes: 90,
  nextResponseMinutes: null,
  resolutionMinutes: 480,
  businessHours: true,
  calendarId: 'cal1',
};
const ok = (data: unknown) => () => ({ result: 'success', data });

function setup(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp({
    [`GET ${API}/policies`]: ok([URGENT]),
    [`GET ${API}/settings`]: ok({ atRiskShare: 0.25, pauseOnHold: true }),
    'GET /v2/api/members': ok([]),
    'GET /v2/api/departments': ok([{ id: 'd1', name: 'Billing' }]),
    ...routes,
  });
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      config: configSlice.reducer,
      directory: directorySlice.reducer,
      notice: noticeSlice.reducer,
      errors: errorsSlice.reducer,
      [slaPageSlice.name]: slaPageSlice.reducer,
    },
    deps: { http },
    sagas: [...page.sagas!, directorySaga],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings/workspace']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <page.Page product="OMNI" params={{}} />
    </Provider>,
  );
  return { store, sent: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) };
}

afterEach(cleanup);

describe('SlaPage', () => {
  it('lists each policy with its scope, targets and clock', async () => {
    setup({});
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Webhook · Billing'));
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['Urgent Priority', 'Webhook · Billing', '1 h 30 min', 'No target', '8 h', 'Business hours']);
  });

  it('adds a policy from the dialog, checking it first, and shows it in the table', async () => {
    const created = { ...URGENT, id: 'p2', name: 'Low mail', priority: 'low', channelType: null, departmentId: null, firstResponseMinutes: 30, resolutionMinutes: null, businessHours: false, calendarId: null };
    const { sent, store } = setup({ [`POST ${API}/policies`]: ok(created) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add policy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the policy a name.')).toBeTruthy();
    expect(within(dialog).getByText('Set at least one target.')).toBeTruthy();
    expect(sent(`POST ${API}/policies`)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Policy name'), { target: { value: ' Low mail ' } });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: 'low' } });
    fireEvent.change(within(dialog).getByLabelText('First response (minutes)'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByLabelText('Count business hours only'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { id: _id, ...input } = created;
    expect(sent(`POST ${API}/policies`)).toEqual([input]);
    expect(store.getState().notice.success?.message).toBe(POLICY_SAVED);
    expect(screen.getByRole('row', { name: /Low mail/ }).textContent).toContain('24/7');
  });

  it("edits a policy and shows the api's refusal beside its input", async () => {
    const { sent } = setup({
      [`PUT ${API}/policies/p1`]: () => {
        throw new ApiError(400, 'resolutionMinutes: too short', { fields: { resolutionMinutes: 'The resolution target must be longer than the first response.' } });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Urgent web' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Channel') as HTMLSelectElement).value).toBe('WEBHOOK');
    fireEvent.change(within(dialog).getByLabelText('Resolution (minutes)'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('The resolution target must be longer than the first response.');
    expect(within(dialog).getByLabelText('Resolution (minutes)').getAttribute('aria-invalid')).toBe('true');
    const { id: _id, ...input } = URGENT;
    expect(sent(`PUT ${API}/policies/p1`)).toEqual([{ ...input, resolutionMinutes: 60 }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a policy only once confirmed', async () => {
    const { sent } = setup({ [`DELETE ${API}/policies/p1`]: ok(null) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Urgent web' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Urgent web?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(`DELETE ${API}/policies/p1`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Urgent web' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Urgent web?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No policies yet: tickets have no due times until you add one.');
    expect(sent(`DELETE ${API}/policies/p1`)).toEqual([undefined]);
  });

  it('saves the settings as a share, after checking the percent', async () => {
    const { sent, store } = setup({ [`PUT ${API}/settings`]: ok({ atRiskShare: 0.4, pauseOnHold: false }) });
    const share = await screen.findByLabelText('At risk when less than % of the target is left');
    expect((share as HTMLInputElement).value).toBe('25');
    fireEvent.change(share, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save SLA settings' }));
    expect(screen.getByText('A whole percent from 1 to 99.')).toBeTruthy();
    fireEvent.change(share, { target: { value: '40' } });
    fireEvent.click(screen.getByLabelText('Hold pauses the resolution clock'));
    fireEvent.click(screen.getByRole('button', { name: 'Save SLA settings' }));
    await waitFor(() => expect(store.getState().notice.success?.message).toBe(SETTINGS_SAVED));
    expect(sent(`PUT ${API}/settings`)).toEqual([{ atRiskShare: 0.4, pauseOnHold: false }]);
    expect(((await screen.findByLabelText('Hold pauses the resolution clock')) as HTMLInputElement).checked).toBe(false);
  });

  it('offers to read again after a failed read', async () => {
    setup({ [`GET ${API}/policies`]: () => Promise.reject(new ApiError(500, 'down', null)) });
    expect(await screen.findByText('The SLA policies could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells an Agent that only an Administrator can change the policies, and reads nothing', () => {
    const { sent } = setup({}, 'Agent');
    expect(screen.getByText('Only an Administrator of the workspace can change its SLA policies.')).toBeTruthy();
    expect(sent(`GET ${API}/policies`)).toEqual([]);
  });
});
