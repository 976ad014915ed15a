import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { CustomMessage } from '../../../domain/api';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { realtimeEvent } from '../../realtime/testing/fakeSocket';
import { settingsLoaded, settingsSlice } from '../../settings/settingsSlice';
import { customMessagesPageSaga } from '../customMessagesSagas';
import { customMessagesPageSlice } from '../customMessagesSlice';
import { MyCannedReplies } from './MyCannedReplies';

const CUSTOM = '/v2/api/setting/message/custom';
const shared: CustomMessage = { id: 'm1', shortcut: 'hello', message: 'Hello there', ownerId: null, attachments: [] };
const mine: CustomMessage = { id: 'm2', shortcut: 'mine', message: 'My words', ownerId: 'u1', attachments: [] };
const theirs: CustomMessage = { id: 'm3', shortcut: 'theirs', message: 'Not mine', ownerId: 'u2', attachments: [] };

function setup(routes: Record<string, RouteHandler> = {}) {
  const { http, calls } = routedHttp(routes);
  const store = makeStore({
    reducer: { auth: authSlice.reducer, settings: settingsSlice.reducer, customMessagesPage: customMessagesPageSlice.reducer, notice: noticeSlice.reducer, errors: errorsSlice.reducer },
    deps: { http },
    sagas: [customMessagesPageSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth('Agent', ['/app/chat']), receivedAt: 1 }));
  store.dispatch(settingsLoaded({ ticket: {}, customMessages: [shared, mine, theirs], ok: true }));
  render(
    <Provider store={store}>
      <MyCannedReplies />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'My replies' }));
  return { store, sent: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) };
}

const shortcuts = () => within(screen.getByRole('table', { name: 'My canned replies' })).getAllByRole('row').slice(1).map((r) => r.querySelector('code')?.textContent);

afterEach(cleanup);

describe('MyCannedReplies', () => {
  it('lists only the member’s own replies, live with the events sent to them', () => {
    const { store } = setup();
    const dialog = screen.getByRole('dialog', { name: 'My canned replies' });
    expect(shortcuts()).toEqual(['/mine']);
    expect(within(dialog).queryByText('Seen by')).toBeNull();
    const added: CustomMessage = { id: 'm4', shortcut: 'again', message: 'Again', ownerId: 'u1', attachments: [] };
    act(() => {
      store.dispatch(eventsReceived({ events: [realtimeEvent(1, { type: 'custom message', payload: { customMessages: [added, shared, mine] }, sendTo: ['u1'] })], lastSeq: 1 }));
    });
    expect(shortcuts()).toEqual(['/again', '/mine']);
  });

  it('makes a personal reply, checked against every shortcut the member sees, without a shared choice', async () => {
    const saved: CustomMessage = { id: 'm5', shortcut: 'soon', message: 'Back soon', ownerId: 'u1', attachments: [] };
    const { sent } = setup({ [`POST ${CUSTOM}/create`]: () => ({ result: 'success', data: [shared, mine, saved] }) });
    const form = screen.getByRole('form', { name: 'New personal reply' });
    expect(within(form).queryByLabelText(/Only for me/)).toBeNull();
    fireEvent.change(within(form).getByLabelText('Shortcut'), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add canned reply' }));
    expect(within(form).getByRole('alert').textContent).toBe('This shortcut is already used.');
    expect(sent(`POST ${CUSTOM}/create`)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Shortcut'), { target: { value: 'soon' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Back soon' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add canned reply' }));
    await waitFor(() => expect(sent(`POST ${CUSTOM}/create`)).toEqual([{ workspace: 'w1', shortcut: 'soon', message: 'Back soon', personal: true, attachmentIds: [] }]));
    await waitFor(() => expect(shortcuts()).toEqual(['/mine', '/soon']));
    expect((within(form).getByLabelText('Shortcut') as HTMLInputElement).value).toBe('');
  });

  it('edits and deletes one of them', async () => {
    const { sent } = setup({
      [`POST ${CUSTOM}/update`]: () => ({ result: 'success', data: [shared, { ...mine, message: 'New words' }] }),
      [`POST ${CUSTOM}/delete`]: () => ({ result: 'success', data: [shared] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit /mine' }));
    const form = screen.getByRole('form', { name: 'Edit /mine' });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'New words' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(`POST ${CUSTOM}/update`)).toEqual([{ workspace: 'w1', id: 'm2', shortcut: 'mine', message: 'New words', attachmentIds: [] }]));
    await screen.findByText('New words');
    fireEvent.click(screen.getByRole('button', { name: 'Delete /mine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent(`POST ${CUSTOM}/delete`)).toEqual([{ workspace: 'w1', id: 'm2' }]));
    await screen.findByText('No personal replies yet.');
  });
});
