import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { AuditLine } from '../../../domain/workspaceSettingsRules';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { workspaceSettingsSaga } from '../workspaceSettingsSagas';
import { workspaceSettingsSlice } from '../workspaceSettingsSlice';
import { deleteWorkspaceSlice } from '../deleteWorkspaceSlice';
import { privacySlice } from '../privacySlice';
import { WorkspaceSettingsPage } from './WorkspaceSettingsPage';

const SETTINGS = 'GET /v2/api/workspace/settings';
const SAVE = 'PUT /v2/api/workspace/settings';
const AUDIT = 'GET /v2/api/audit-log';
const RENAMED: AuditLine = {
  id: 'a1',
  at: '2026-03-02T10:00:00.000Z',
  actor: { id: 'u1', name: 'ana' },
  action: 'workspace.renamed',
  targetType: 'workspace',
  targetId: 'w1',
  targetLabel: 'Acme Support',
  before: { name: 'WS' },
  after: { name: 'Acme Support' },
};
const page = (items: AuditLine[]) => ({ result: 'success', data: { items, total: items.length, nextCursor: null } });

function setup(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp(routes);
  const store = makeStore({
    reducer: { auth: authSlice.reducer, workspaceSettings: workspaceSettingsSlice.reducer, privacy: privacySlice.reducer, deleteWorkspace: deleteWorkspaceSlice.reducer, notice: noticeSlice.reducer, errors: errorsSlice.reducer },
    deps: { http, clock: { now: () => 5 } },
    sagas: [workspaceSettingsSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <WorkspaceSettingsPage />
    </Provider>,
  );
  return { store, calls };
}

afterEach(cleanup);

describe('WorkspaceSettingsPage', () => {
  it('renames the workspace: the shell’s name follows from /auth and the log shows the change before → after', async () => {
    let saved = false;
    const renamedAuth = anAuth('Administrator', ['/settings']);
    renamedAuth.workspace!.name = 'Acme Support';
    const { store, calls } = setup({
      [SETTINGS]: () => ({ result: 'success', data: { name: 'WS', timeZone: 'UTC', language: 'en' } }),
      [SAVE]: (body) => ((saved = true), { result: 'success', data: { language: 'en', ...(body as object) } }),
      'GET /v2/api/auth': () => renamedAuth,
      [AUDIT]: () => page(saved ? [RENAMED] : []),
    });
    const name = await screen.findByLabelText('Workspace name');
    expect(await screen.findByText('No result.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Acme Support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table');
    expect(calls.find((c) => c.key === SAVE)?.body).toEqual({ name: 'Acme Support', timeZone: 'UTC', language: 'en' });
    await waitFor(() => expect(store.getState().auth.workspace?.name).toBe('Acme Support'));
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader').textContent).toBe('Workspace: renamed · Acme Support');
    expect(within(row).getByRole('listitem').textContent).toBe('name: WS → Acme Support');
  });

  it('checks the name as the api does, and shows the api’s message for a zone beside its field', async () => {
    const { calls } = setup({
      [SETTINGS]: () => ({ result: 'success', data: { name: 'WS', timeZone: 'UTC', language: 'en' } }),
      [AUDIT]: () => page([]),
      [SAVE]: () => {
        throw new ApiError(400, 'Not a time zone', { result: 'error', message: 'Not a time zone', fields: { timeZone: 'Not a time zone: use an IANA name' } });
      },
    });
    const name = await screen.findByLabelText('Workspace name');
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Max 100 characters')).toBeTruthy();
    expect(calls.some((c) => c.key === SAVE)).toBe(false);
    fireEvent.change(name, { target: { value: 'Fine' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Mars/Base' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a time zone: use an IANA name')).toBeTruthy();
  });

  it('searches the log and filters it by days; the export link carries the same filters', async () => {
    const { calls } = setup({
      [SETTINGS]: () => ({ result: 'success', data: { name: 'WS', timeZone: 'UTC', language: 'en' } }),
      [AUDIT]: () => page([]),
      'GET /v2/api/audit-log?q=acme': () => page([RENAMED]),
      'GET /v2/api/audit-log?q=acme&from=2026-03-01': () => page([RENAMED]),
    });
    fireEvent.change(await screen.findByLabelText('Search'), { target: { value: 'acme ' } });
    expect(await screen.findByRole('table')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(calls.at(-1)?.key).toBe('GET /v2/api/audit-log?q=acme&from=2026-03-01'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/v2/api/audit-log/export?q=acme&from=2026-03-01');
  });

  it('tells an Agent the page is for Administrators and calls nothing', () => {
    const { calls } = setup({}, 'Agent');
    expect(screen.getByText('Only an Administrator of the workspace can change its settings and read its audit log.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
