import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { DepartmentSettings } from '../../../domain/departmentRules';
import { ASSIGNMENT_MODE_LABELS, DEFAULT_ROUTING_SETTINGS, type Skill } from '../../../domain/routing';
import { CAPACITY_MESSAGE } from '../../../domain/routingSettingsRules';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { settingsLoaded, settingsSlice } from '../../settings/settingsSlice';
import { page } from '../../ticket-management/ticketManagementPage';
import { ticketManagementSlice } from '../../ticket-management/ticketManagementSlice';
import { ASSIGNMENT_SAVED } from '../assignmentSagas';
import { assignmentSlice } from '../assignmentSlice';

const SALES = '00000000-0000-4000-8000-0000000000d1';
const SUPPORT = '00000000-0000-4000-8000-0000000000d2';
const HOOK = '00000000-0000-4000-8000-0000000000c1';
const BILLING: Skill = { id: '00000000-0000-4000-8000-000000000001', name: 'Billing', description: '' };
const DIRECTORY: DepartmentSettings = {
  departments: [
    { id: SALES, name: 'Sales', memberIds: [], isDefault: true },
    { id: SUPPORT, name: 'Support', memberIds: [], isDefault: false, assignmentMode: 'skills', skillId: BILLING.id },
  ],
  channels: [{ id: HOOK, name: 'Shop hook', type: 'WEBHOOK', defaultDepartmentId: null, skillId: null }],
};
// Whatever else the settings' answer carries stays out of the next save.
const STORED = { ...DEFAULT_ROUTING_SETTINGS, extra: true };

const ok = (data: unknown) => () => ({ result: 'success', data });

function setup(routes: Record<string, RouteHandler> = {}) {
  const { http, calls } = routedHttp({
    'GET /v2/api/routing/settings': ok(STORED),
    'GET /v2/api/departments/settings': ok(DIRECTORY),
    'GET /v2/api/skills': ok([BILLING]),
    ...routes,
  });
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      notice: noticeSlice.reducer,
      errors: errorsSlice.reducer,
      settings: settingsSlice.reducer,
      [ticketManagementSlice.name]: ticketManagementSlice.reducer,
      [assignmentSlice.name]: assignmentSlice.reducer,
    },
    deps: { http },
    sagas: [...page.sagas!],
  });
  store.dispatch(statusReceived({ auth: anAuth('Administrator', ['/settings/workspace']), receivedAt: 1 }));
  store.dispatch(settingsLoaded({ ticket: {}, customMessages: [], ok: true }));
  render(
    <Provider store={store}>
      <page.Page product="OMNI" params={{}} />
    </Provider>,
  );
  const writes = () => calls.filter((c) => !c.key.startsWith('GET '));
  return { store, writes };
}

const section = () => screen.getByRole('region', { name: 'Assignment' });

afterEach(cleanup);

describe('Assignment section of the ticket-management page', () => {
  it('shows the stored settings, checks them as the api does, and saves the settings and only the departments and channels changed', async () => {
    const { store, writes } = setup({
      'PUT /v2/api/routing/settings': (body) => ({ result: 'success', data: body }),
      [`PUT /v2/api/routing/departments/${SALES}`]: (body) => ({ result: 'success', data: body }),
      [`PUT /v2/api/routing/channels/${HOOK}`]: (body) => ({ result: 'success', data: body }),
    });
    const mode = await within(section()).findByLabelText('Conversations without a department');
    expect(mode).toHaveValue('manual');
    expect(within(mode).getAllByRole('option').map((o) => o.textContent)).toEqual(Object.values(ASSIGNMENT_MODE_LABELS));
    expect(screen.getByRole('combobox', { name: 'Assignment in Support' })).toHaveValue('skills');
    expect(screen.getByRole('combobox', { name: 'Needed skill in Support' })).toHaveValue(BILLING.id);
    expect(screen.getByRole('combobox', { name: 'Assignment in Sales' })).toHaveValue('manual');
    expect(screen.getByLabelText('Give back open conversations when an agent is deactivated')).toBeChecked();
    expect(screen.getByLabelText('Give back open conversations when an agent goes aux')).not.toBeChecked();
    expect(screen.getByLabelText('Aux reason 2')).toHaveValue('Lunch');

    fireEvent.change(mode, { target: { value: 'least-busy' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Assignment in Sales' }), { target: { value: 'round-robin' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Needed skill for Shop hook' }), { target: { value: BILLING.id } });
    fireEvent.change(screen.getByLabelText('Most open conversations per agent'), { target: { value: '0' } });
    fireEvent.click(screen.getByLabelText('Priority first, then oldest'.replace('Priority', 'Highest priority')));
    fireEvent.click(screen.getByLabelText('Give back open conversations when an agent goes aux'));
    fireEvent.click(screen.getByLabelText('Show web chat customers their place in the queue'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove aux reason 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add reason' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save assignment settings' }));
    expect(await screen.findByText(CAPACITY_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Most open conversations per agent'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Aux reason 4'), { target: { value: ' Coaching ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save assignment settings' }));
    await waitFor(() => expect((store.getState().notice as { success?: { message: string } }).success?.message).toBe(ASSIGNMENT_SAVED));
    expect(writes()).toEqual([
      {
        key: 'PUT /v2/api/routing/settings',
        body: {
          defaultMode: 'least-busy',
          defaultCapacity: 3,
          queueOrder: 'priority',
          handBack: { aux: true, logout: false, deactivate: true },
          showQueuePosition: false,
          auxReasons: ['Break', 'Lunch', 'Training', 'Coaching'],
        },
      },
      { key: `PUT /v2/api/routing/departments/${SALES}`, body: { assignmentMode: 'round-robin', skillId: null } },
      { key: `PUT /v2/api/routing/channels/${HOOK}`, body: { skillId: BILLING.id } },
    ]);
    // The form starts afresh from what was saved.
    expect(screen.getByRole('combobox', { name: 'Assignment in Sales' })).toHaveValue('round-robin');
  });

  it("shows the api's refusal about a department beside that department's field", async () => {
    setup({
      'PUT /v2/api/routing/settings': (body) => ({ result: 'success', data: body }),
      [`PUT /v2/api/routing/departments/${SALES}`]: () => {
        throw new ApiError(400, 'skillId: Not a skill of this workspace', { fields: { skillId: 'Not a skill of this workspace' } });
      },
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Needed skill in Sales' }), { target: { value: BILLING.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Save assignment settings' }));
    const message = await screen.findByText('Not a skill of this workspace');
    expect(message.closest('tr')).toBe(screen.getByRole('rowheader', { name: 'Sales' }).closest('tr'));
  });
});
