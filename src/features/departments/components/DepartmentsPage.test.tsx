import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { DepartmentSettings } from '../../../domain/departmentRules';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { directorySaga } from '../../directory/directorySagas';
import { directorySlice } from '../../directory/directorySlice';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { realtimeEvent } from '../../realtime/testing/fakeSocket';
import { departmentsPageSaga } from '../departmentsSagas';
import { departmentsPageSlice } from '../departmentsSlice';
import { DepartmentsPage } from './DepartmentsPage';

const API = '/v2/api/departments';
const DATA: DepartmentSettings = {
  departments: [
    { id: 'd1', name: 'Billing', memberIds: ['u2'], isDefault: true },
    { id: 'd2', name: 'Sales', memberIds: [], isDefault: false },
  ],
  channels: [{ id: 'c1', name: 'Web chat', type: 'WEBHOOK', defaultDepartmentId: null }],
};
const MEMBERS = [
  { id: 'u1', name: 'Ana', email: 'ana@x.test', role: 'Administrator', status: 'available', avatarUrl: null },
  { id: 'u2', name: 'Bo', email: 'bo@x.test', role: 'Agent', status: 'available', avatarUrl: null },
];
const ok = (data: unknown) => () => ({ result: 'success', data });

function setup(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp({
    [`GET ${API}/settings`]: ok(DATA),
    'GET /v2/api/members': ok(MEMBERS),
    [`GET ${API}`]: ok(DATA.departments.map(({ id, name }) => ({ id, name }))),
    ...routes,
  });
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      departmentsPage: departmentsPageSlice.reducer,
      directory: directorySlice.reducer,
      notice: noticeSlice.reducer,
      errors: errorsSlice.reducer,
    },
    deps: { http },
    sagas: [departmentsPageSaga, directorySaga],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings/workspace']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <DepartmentsPage />
    </Provider>,
  );
  return { store, calls, sent: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) };
}

afterEach(cleanup);

describe('DepartmentsPage', () => {
  it('lists departments with their member counts and the default, and checks a new name before sending it', async () => {
    const { sent } = setup({ [`POST ${API}`]: ok({ id: 'd3', name: 'Support' }) });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^BillingDefault1 member/), expect.stringMatching(/^Sales0 members/)]);
    expect(within(rows[0]!).queryByRole('button', { name: 'Remove Billing' })).toBeNull();

    const name = screen.getByLabelText('New department');
    fireEvent.change(name, { target: { value: ' billing ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create department' }));
    expect(screen.getByRole('alert').textContent).toBe('A department with this name already exists.');
    expect(sent(`POST ${API}`)).toEqual([]);
    fireEvent.change(name, { target: { value: ' Support ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create department' }));
    await waitFor(() => expect(sent(`POST ${API}`)).toEqual([{ name: 'Support' }]));
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(''));
  });

  it("renames in place and shows the api's refusal beside the name", async () => {
    const { sent } = setup({
      [`PUT ${API}/d2`]: () => {
        throw new ApiError(409, 'A department with this name already exists.', { result: 'error', message: 'x', fields: { name: 'A department with this name already exists.' } });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Sales' }));
    const input = screen.getByLabelText('New name for Sales');
    fireEvent.change(input, { target: { value: 'Sales EMEA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A department with this name already exists.'));
    expect(sent(`PUT ${API}/d2`)).toEqual([{ name: 'Sales EMEA' }]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a department after asking where its work goes, and says what moved', async () => {
    const { sent, store } = setup({ [`POST ${API}/d2/remove`]: ok({ movedTickets: 3 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sales' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Move its tickets and conversations to') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Billing']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent(`POST ${API}/d2/remove`)).toEqual([{ moveTo: 'd1' }]));
    await waitFor(() => expect(store.getState().notice.success?.message).toBe('Removed Sales and moved its 3 tickets and their conversations to Billing.'));
  });

  it("adds and takes out members, and sets a channel's department", async () => {
    const after = { ...DATA, channels: [{ ...DATA.channels[0]!, defaultDepartmentId: 'd2' }] };
    const { sent } = setup({
      [`POST ${API}/d2/members`]: ok(after),
      [`POST ${API}/d1/members/remove`]: ok(DATA),
      [`PUT ${API}/channels/c1`]: ok(after),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Members of Sales: 0 members' }));
    let dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a member', 'Ana (ana@x.test)', 'Bo (bo@x.test)']));
    fireEvent.change(within(dialog).getByLabelText('Add a member'), { target: { value: 'u1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent(`POST ${API}/d2/members`)).toEqual([{ userId: 'u1' }]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    fireEvent.click(screen.getByRole('button', { name: 'Members of Billing: 1 member' }));
    dialog = await screen.findByRole('dialog', { name: 'Members of Billing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take Bo out of Billing' }));
    await waitFor(() => expect(sent(`POST ${API}/d1/members/remove`)).toEqual([{ userId: 'u2' }]));

    const channel = screen.getByLabelText(/^Web chat/) as HTMLSelectElement;
    expect(channel.options[0]!.textContent).toBe("The workspace's default (Billing)");
    fireEvent.change(channel, { target: { value: 'd2' } });
    await waitFor(() => expect(sent(`PUT ${API}/channels/c1`)).toEqual([{ departmentId: 'd2' }]));
    await waitFor(() => expect((screen.getByLabelText(/^Web chat/) as HTMLSelectElement).value).toBe('d2'));
  });

  it("reads the page again when another Administrator changes the departments ('departments changed')", async () => {
    const { store, calls } = setup({});
    await screen.findByRole('table');
    const reads = () => calls.filter((c) => c.key === `GET ${API}/settings`).length;
    expect(reads()).toBe(1);
    store.dispatch(eventsReceived({ events: [realtimeEvent(1, { type: 'departments changed', payload: { departments: [] } })], lastSeq: 1 }));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('shows an Agent nothing to change and asks nothing of the api', async () => {
    const { calls } = setup({}, 'Agent');
    expect(screen.getByText('Only an Administrator of the workspace can change its departments.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
