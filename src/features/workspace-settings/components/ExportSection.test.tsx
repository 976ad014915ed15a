import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { WorkspaceExport } from '../../../domain/workspaceExport';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { workspaceExportSaga } from '../exportSagas';
import { workspaceExportSlice } from '../exportSlice';
import { ExportSection } from './ExportSection';

const LIST = 'GET /v2/api/workspace/exports';
const START = 'POST /v2/api/workspace/exports';
const QUEUED: WorkspaceExport = {
  id: 'e1',
  status: 'queued',
  progress: 0,
  counts: {},
  size: null,
  error: null,
  requestedBy: { id: 'u1', name: 'ana' },
  createdAt: new Date().toISOString(),
  finishedAt: null,
  expiresAt: null,
};

function setup(routes: Record<string, RouteHandler>) {
  const { http, calls } = routedHttp(routes);
  const assigned: string[] = [];
  const store = makeStore({
    reducer: { workspaceExport: workspaceExportSlice.reducer, notice: noticeSlice.reducer, errors: errorsSlice.reducer },
    deps: { http, location: { assign: (url: string) => assigned.push(url), origin: () => 'http://localhost' } },
    sagas: [workspaceExportSaga],
  });
  render(
    <Provider store={store}>
      <ExportSection />
    </Provider>,
  );
  return { store, calls, assigned };
}

const progress = (store: ReturnType<typeof setup>['store'], seq: number, changed: Partial<WorkspaceExport>) =>
  act(() => {
    store.dispatch(
      eventsReceived({
        events: [{ seq, type: 'export progress', workspaceId: 'w1', payload: { export: { ...QUEUED, ...changed } }, sendTo: ['u1'], createdAt: QUEUED.createdAt }],
        lastSeq: seq,
      }),
    );
  });

afterEach(cleanup);

describe('ExportSection', () => {
  it('starts an export, follows its progress live, then downloads it through a fresh link', async () => {
    const { store, calls, assigned } = setup({
      [LIST]: () => ({ result: 'success', data: [] }),
      [START]: () => ({ result: 'success', data: QUEUED }),
      'POST /v2/api/workspace/exports/e1/link': () => ({ result: 'success', data: { url: '/v2/api/workspace/exports/e1/download?expires=1&signature=s', expiresAt: QUEUED.createdAt } }),
    });
    expect(await screen.findByText('No export yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export workspace data' }));
    expect(await screen.findByText('Waiting to start')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export workspace data' }) as HTMLButtonElement).disabled).toBe(true);
    progress(store, 1, { status: 'running', progress: 40, counts: { messages: 5002, ticket_history: 1, contacts: 1204 } });
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('value')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
    expect(screen.getByText('1,204 contacts · 5,002 messages · 1 ticket history line')).toBeTruthy();
    // A late event of an earlier moment does not take the bar back.
    progress(store, 2, { status: 'running', progress: 10 });
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('40');
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    progress(store, 3, { status: 'done', progress: 100, size: 3 * 1024 * 1024, expiresAt, finishedAt: QUEUED.createdAt });
    expect(screen.queryByRole('progressbar')).toBeNull();
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Ready')).toBeTruthy();
    expect(within(row).getByText(/3\.0 MB/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Download Export of/ }));
    await waitFor(() => expect(assigned).toEqual(['/v2/api/workspace/exports/e1/download?expires=1&signature=s']));
    expect(calls.map((c) => c.key)).toEqual([LIST, START, 'POST /v2/api/workspace/exports/e1/link']);
    expect((screen.getByRole('button', { name: 'Export workspace data' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a failed export’s message without a Download, and a refused start adds nothing', async () => {
    const { store } = setup({
      [LIST]: () => ({ result: 'success', data: [{ ...QUEUED, status: 'failed', error: 'The export could not be built. Please start it again.' }] }),
      [START]: () => {
        throw new ApiError(409, 'An export of this workspace is already being built.', { result: 'error', code: 'CONFLICT', message: 'An export of this workspace is already being built.' });
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The export could not be built. Please start it again.');
    fireEvent.click(screen.getByRole('button', { name: 'Export workspace data' }));
    await waitFor(() => expect(store.getState().workspaceExport.starting).toBe(false));
    expect(store.getState().workspaceExport.items.map((e) => e.status)).toEqual(['failed']);
    expect((screen.getByRole('button', { name: 'Export workspace data' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });
});
