import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { ACCESS_URLS } from '../../../domain/access';
import { ACCESS_LABELS, type AccessOverview, type MemberAccess } from '../../../domain/accessPresets';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { grantAccessSaga } from '../grantAccessSagas';
import { grantAccessSlice } from '../grantAccessSlice';
import { GrantAccessPage } from './GrantAccessPage';

const ANA: MemberAccess = { id: 'u1', name: 'ana', email: 'ana@x.test', role: 'Administrator', access: [...ACCESS_URLS], deactivated: false };
const BO: MemberAccess = { id: 'u2', name: 'Bo', email: 'bo@x.test', role: 'Agent', access: ['/home', '/app/ticket', '/app/chat'], deactivated: false };
const DATA: AccessOverview = { members: [ANA, BO], urls: ACCESS_URLS.map((url) => ({ url, label: ACCESS_LABELS[url] })) };
const LOAD = 'GET /v2/api/workspace/access';
const SAVE_BO = 'PUT /v2/api/workspace/access/u2';

function setup(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp({ [LOAD]: () => ({ result: 'success', data: DATA }), ...routes });
  const store = makeStore({
    reducer: { auth: authSlice.reducer, grantAccess: grantAccessSlice.reducer, errors: errorsSlice.reducer },
    deps: { http },
    sagas: [grantAccessSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings/workspace']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <GrantAccessPage />
    </Provider>,
  );
  return { store, calls };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const savedAs = (body: unknown) => ({ result: 'success', data: { ...BO, access: (body as { access: string[] }).access } });

afterEach(cleanup);

describe('GrantAccessPage', () => {
  it('shows a box per member and access url, Home and an Administrator’s Workspace settings locked', async () => {
    setup({});
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Member', ...ACCESS_URLS.map((u) => ACCESS_LABELS[u]), 'Preset', 'Save']);
    expect(box('Tickets for Bo').checked).toBe(true);
    expect(box('Reports for Bo').checked).toBe(false);
    expect(box('Home for Bo').disabled).toBe(true);
    expect(box('Workspace settings for ana').disabled).toBe(true);
    expect(box('Workspace settings for Bo').disabled).toBe(false);
    expect(screen.getByRole('rowheader', { name: /ana/ }).textContent).toBe('ana (you)Administrator');
    expect((screen.getByRole('button', { name: 'Save access of Bo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves one member’s edited list and says so in their row', async () => {
    const { calls } = setup({ [SAVE_BO]: savedAs });
    await screen.findByRole('table');
    fireEvent.click(box('Tickets for Bo'));
    fireEvent.click(box('Reports for Bo'));
    fireEvent.click(screen.getByRole('button', { name: 'Save access of Bo' }));
    await waitFor(() => expect(screen.getByText('Access of Bo saved.')).toBeTruthy());
    expect(calls.find((c) => c.key === SAVE_BO)?.body).toEqual({ access: ['/home', '/app/chat', '/report/ticket'] });
    expect(box('Tickets for Bo').checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Save access of Bo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('applies a preset or the role default, keeps Workspace settings for an Administrator, and discards', async () => {
    setup({});
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Apply a preset to Bo' }), { target: { value: 'supervisor' } });
    expect(box('Reports for Bo').checked).toBe(true);
    expect(box('Contact for Bo').checked).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Apply a preset to ana' }), { target: { value: 'agent-inbox' } });
    expect(box('Workspace settings for ana').checked).toBe(true);
    expect(box('Channel settings for ana').checked).toBe(false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Apply a preset to ana' }), { target: { value: 'role-default' } });
    expect(box('Channel settings for ana').checked).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Apply a preset to Bo' }), { target: { value: 'role-default' } });
    expect(box('Reports for Bo').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes to the access of Bo' }));
    expect(box('Reports for Bo').checked).toBe(false);
  });

  it('shows the api’s refusal in the row and keeps the edit', async () => {
    const message = 'An Administrator always keeps Workspace settings, so the workspace can still be managed.';
    setup({
      [SAVE_BO]: () => {
        throw new ApiError(400, message, { result: 'error', code: 'INVALID_INPUT', message, fields: { access: message } });
      },
    });
    await screen.findByRole('table');
    fireEvent.click(box('Chat for Bo'));
    fireEvent.click(screen.getByRole('button', { name: 'Save access of Bo' }));
    const row = screen.getByRole('row', { name: /Bo/ });
    await waitFor(() => expect(within(row).getByRole('alert').textContent).toBe(message));
    expect(box('Chat for Bo').checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Save access of Bo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells an Agent it is for Administrators and asks the api nothing', () => {
    const { calls } = setup({}, 'Agent');
    expect(screen.getByText('Only an Administrator of the workspace can change access lists.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
