import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { DELETE_WORKSPACE_MISMATCH, ERASE_CONFIRMATION_MISMATCH } from '../../../domain/privacyRules';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { deleteWorkspaceSaga } from '../deleteWorkspaceSagas';
import { deleteWorkspaceSlice } from '../deleteWorkspaceSlice';
import { privacySaga } from '../privacySagas';
import { privacySlice } from '../privacySlice';
import { DeleteWorkspaceSection } from './DeleteWorkspaceSection';
import { PrivacySection } from './PrivacySection';

const ANA = { id: 'c1', name: 'Ana Lopez', email: 'ana@customer.test', phone: null };
const NAMELESS = { id: 'c2', name: '', email: null, phone: '+33 6' };
const COUNTS = { contacts: 1, conversations: 2, messages: 7, tickets: 1, files: 3, inboundEvents: 0, replayEvents: 4 };

function setup(routes: Record<string, RouteHandler>) {
  const { http, calls } = routedHttp(routes);
  const store = makeStore({
    reducer: { auth: authSlice.reducer, privacy: privacySlice.reducer, deleteWorkspace: deleteWorkspaceSlice.reducer, notice: noticeSlice.reducer, errors: errorsSlice.reducer },
    deps: { http, clock: { now: () => 5 } },
    sagas: [privacySaga, deleteWorkspaceSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth('Administrator', ['/settings']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <PrivacySection />
      <DeleteWorkspaceSection />
    </Provider>,
  );
  return { store, calls };
}

afterEach(cleanup);

describe('Privacy requests', () => {
  it('finds a contact, links their data download, and erases them once their name is typed', async () => {
    const { calls } = setup({
      'GET /v2/api/privacy/contacts?q=ana': () => ({ result: 'success', data: { items: [ANA], total: 1 } }),
      'POST /v2/api/privacy/contacts/c1/erase': () => ({ result: 'success', data: COUNTS }),
    });
    fireEvent.change(screen.getByLabelText('Find a contact'), { target: { value: 'ana ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ana Lopez · ana@customer.test' }));
    expect(screen.getByRole('link', { name: 'Download their data (JSON)' }).getAttribute('href')).toBe('/v2/api/privacy/contacts/c1/export');
    const confirm = screen.getByLabelText('Type Ana Lopez to confirm');
    fireEvent.change(confirm, { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase contact' }));
    expect(screen.getByText(ERASE_CONFIRMATION_MISMATCH)).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    fireEvent.change(confirm, { target: { value: 'Ana Lopez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase contact' }));
    expect(await screen.findByText('Erased: 2 conversations, 7 messages, 1 tickets and 3 files.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ key: 'POST /v2/api/privacy/contacts/c1/erase', body: { confirmation: 'Ana Lopez' } });
    expect(screen.queryByRole('button', { name: /Ana Lopez/ })).toBeNull();
  });

  it('asks for ERASE for a contact without a name, and shows the api’s refusal beside the input', async () => {
    setup({
      'GET /v2/api/privacy/contacts?q=%2B33': () => ({ result: 'success', data: { items: [NAMELESS], total: 1 } }),
      'POST /v2/api/privacy/contacts/c2/erase': () => {
        throw new ApiError(400, ERASE_CONFIRMATION_MISMATCH, { result: 'error', message: ERASE_CONFIRMATION_MISMATCH, fields: { confirmation: ERASE_CONFIRMATION_MISMATCH } });
      },
    });
    fireEvent.change(screen.getByLabelText('Find a contact'), { target: { value: '+33' } });
    fireEvent.click(await screen.findByRole('button', { name: '(no name) · +33 6' }));
    fireEvent.change(screen.getByLabelText('Type ERASE to confirm'), { target: { value: 'ERASE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase contact' }));
    expect(await screen.findByText(ERASE_CONFIRMATION_MISMATCH)).toBeTruthy();
  });
});

describe('Delete workspace', () => {
  it("deletes only once the workspace's name is typed, then reads the session again (now without a workspace)", async () => {
    const withoutWorkspace = { ...anAuth('Administrator', ['/settings']), workspace: null };
    const { store, calls } = setup({
      'POST /v2/api/workspace/delete': () => ({ result: 'success', data: { sessionsMoved: 2 } }),
      'GET /v2/api/auth': () => withoutWorkspace,
    });
    const name = store.getState().auth.workspace!.name;
    const input = screen.getByLabelText(`Type the workspace's name, ${name}, to confirm`);
    fireEvent.change(input, { target: { value: `${name}!` } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete workspace' }));
    expect(screen.getByText(DELETE_WORKSPACE_MISMATCH)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(input, { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete workspace' }));
    await waitFor(() => expect(store.getState().auth.workspace).toBeNull());
    expect(calls.map((c) => c.key)).toEqual(['POST /v2/api/workspace/delete', 'GET /v2/api/auth']);
    expect(calls[0]!.body).toEqual({ name });
  });
});
