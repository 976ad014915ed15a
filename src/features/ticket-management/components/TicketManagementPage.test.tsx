import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { CLOSE_AFTER_DAYS_MESSAGE, DEFAULT_TICKET_SETTINGS } from '../../../domain/ticketSettingsRules';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { settingsLoaded, settingsSlice } from '../../settings/settingsSlice';
import { SAVED_MESSAGE } from '../ticketManagementSagas';
import { page } from '../ticketManagementPage';
import { ticketManagementSlice } from '../ticketManagementSlice';
import { assignmentSlice } from '../../routing/assignmentSlice';

const UPDATE = 'POST /v2/api/setting/ticket/update';

function setup(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator', loadedOk = true) {
  const { http, calls } = routedHttp(routes);
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
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings/workspace']), receivedAt: 1 }));
  store.dispatch(settingsLoaded({ ticket: loadedOk ? { take: true } : {}, customMessages: [], ok: loadedOk }));
  render(
    <Provider store={store}>
      <page.Page product="OMNI" params={{}} />
    </Provider>,
  );
  // The Assignment section reads its own settings as the page opens; these tests are about the ticket form's writes.
  const writes = () => calls.filter((call) => !call.key.startsWith('GET '));
  return { store, calls: { writes } };
}

afterEach(cleanup);

describe('TicketManagementPage', () => {
  it('shows the stored settings, checks the days as the api does, and saves every rule with feedback', async () => {
    const saved = { ...DEFAULT_TICKET_SETTINGS, take: true, solvedReply: 'reopen', closeSolvedAfterDays: 30, requiredToSolve: { department: true, tags: false } };
    const { store, calls } = setup({ [UPDATE]: () => ({ result: 'success', data: saved }) });
    expect((screen.getByLabelText('Agents can take tickets') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Create tickets from conversations automatically') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Days after solving') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Reopen the ticket'));
    fireEvent.click(screen.getByLabelText('Close solved tickets automatically'));
    fireEvent.change(screen.getByLabelText('Days after solving'), { target: { value: '0' } });
    fireEvent.click(screen.getByLabelText('A department'));
    fireEvent.click(screen.getByRole('button', { name: 'Save ticket settings' }));
    expect(await screen.findByText(CLOSE_AFTER_DAYS_MESSAGE)).toBeTruthy();
    expect(calls.writes()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Days after solving'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save ticket settings' }));
    await waitFor(() => expect(store.getState().notice).toMatchObject({ success: { message: SAVED_MESSAGE } }));
    expect(calls.writes()).toEqual([{ key: UPDATE, body: { workspace: expect.any(String), ...saved } }]);
    expect(screen.queryByText(CLOSE_AFTER_DAYS_MESSAGE)).toBeNull();
  });

  it("shows the api's refusal beside its field", async () => {
    setup({
      [UPDATE]: () => {
        throw new ApiError(400, `closeSolvedAfterDays: ${CLOSE_AFTER_DAYS_MESSAGE}`, { fields: { closeSolvedAfterDays: CLOSE_AFTER_DAYS_MESSAGE } });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save ticket settings' }));
    expect(await screen.findByText(CLOSE_AFTER_DAYS_MESSAGE)).toBeTruthy();
  });

  it('offers no form over settings it could not read, and reads them again on request', () => {
    const { store } = setup({ 'POST /v2/api/setting/ticket/get': () => ({ result: 'success', data: { take: true } }) }, 'Administrator', false);
    expect(screen.getByText('The ticket settings could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save ticket settings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.getState().settings.status).toBe('loading');
  });

  it('tells an Agent that only an Administrator can change them', () => {
    setup({}, 'Agent');
    expect(screen.getByText('Only an Administrator of the workspace can change its ticket settings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save ticket settings' })).toBeNull();
  });
});
