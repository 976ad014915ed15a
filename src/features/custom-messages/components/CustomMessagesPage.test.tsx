import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { CustomMessage } from '../../../domain/api';
import type { ChannelAutoMessages } from '../../../domain/autoMessageRules';
import { ApiError } from '../../../services/http';
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
import { CustomMessagesPage } from './CustomMessagesPage';

const CUSTOM = '/v2/api/setting/message/custom';
const hello: CustomMessage = { id: 'm1', shortcut: 'hello', message: 'Hello there', ownerId: null, attachments: [] };
const mine: CustomMessage = { id: 'm2', shortcut: 'mine', message: 'My words', ownerId: 'u1', attachments: [{ id: 'f1', name: 'logo.png', mime: 'image/png', size: 1, url: '/x' }] };
const off = { text: '', enabled: false };
const CHANNELS: ChannelAutoMessages[] = [{ channelId: 'c1', channelName: 'Shop', channelType: 'WEBHOOK', messages: { greeting: off, away: off, closing: off } }];
const ok = (data: unknown) => () => ({ result: 'success', data });

function setup(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp({ 'GET /v2/api/auto-messages': ok(CHANNELS), ...routes });
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      settings: settingsSlice.reducer,
      customMessagesPage: customMessagesPageSlice.reducer,
      notice: noticeSlice.reducer,
      errors: errorsSlice.reducer,
    },
    deps: { http },
    sagas: [customMessagesPageSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings/workspace']), receivedAt: 1 }));
  store.dispatch(settingsLoaded({ ticket: {}, customMessages: [hello, mine], ok: true }));
  render(
    <Provider store={store}>
      <CustomMessagesPage />
    </Provider>,
  );
  return { store, sent: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) };
}

afterEach(cleanup);

describe('CustomMessagesPage', () => {
  it('lists the canned replies with their files and who sees them, live with the events', async () => {
    const { store } = setup({});
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^\/helloHello there—Everyone/), expect.stringMatching(/^\/mineMy wordslogo\.pngOnly me/)]);
    const added = { id: 'm3', shortcut: 'bye', message: 'Goodbye', ownerId: null, attachments: [] };
    act(() => {
      store.dispatch(eventsReceived({ events: [realtimeEvent(1, { type: 'custom message', payload: { customMessages: [added, hello] } })], lastSeq: 1 }));
    });
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => r.querySelector('code')?.textContent)).toEqual(['/bye', '/hello', '/mine']);
  });

  it('checks a new reply with the api’s rules, sends it, and shows the api’s refusal beside the field', async () => {
    const { sent } = setup({
      [`POST ${CUSTOM}/create`]: (body) => {
        if ((body as { shortcut: string }).shortcut === 'taken') throw new ApiError(400, 'This shortcut is already used.', { fields: { shortcut: 'This shortcut is already used.' } });
        return { result: 'success', data: [hello, mine] };
      },
    });
    const form = screen.getByRole('form', { name: 'New canned reply' });
    fireEvent.change(within(form).getByLabelText('Shortcut'), { target: { value: 'HELLO' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add canned reply' }));
    expect(within(form).getAllByRole('alert').map((a) => a.textContent)).toEqual(['This shortcut is already used.', 'Required']);
    expect(sent(`POST ${CUSTOM}/create`)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Shortcut'), { target: { value: 'taken' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: ' Hi ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add canned reply' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('This shortcut is already used.'));

    fireEvent.change(within(form).getByLabelText('Shortcut'), { target: { value: 'thanks' } });
    fireEvent.click(within(form).getByLabelText(/Only for me/));
    fireEvent.click(within(form).getByRole('button', { name: 'Add canned reply' }));
    await waitFor(() => expect(sent(`POST ${CUSTOM}/create`).at(-1)).toEqual({ workspace: 'w1', shortcut: 'thanks', message: 'Hi', personal: true, attachmentIds: [] }));
    await waitFor(() => expect((within(form).getByLabelText('Shortcut') as HTMLInputElement).value).toBe(''));
  });

  it('uploads picked files and sends their ids with the reply; more than 5 are refused before any upload', async () => {
    const uploaded = { result: 'success', url: '/u/f9', data: { id: 'f9', url: '/u/f9', name: 'price.pdf', size: 3, type: 'application/pdf' } };
    const { sent } = setup({ 'POST /v2/api/console/messages/upload': () => uploaded, [`POST ${CUSTOM}/create`]: ok([hello, mine]) });
    const form = screen.getByRole('form', { name: 'New canned reply' });
    const input = within(form).getByLabelText('Files to send with it');
    const file = (name: string) => new File(['abc'], name, { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [1, 2, 3, 4, 5, 6].map((n) => file(`${n}.pdf`)) } });
    expect(within(form).getByRole('alert').textContent).toBe('At most 5 files');
    expect(sent('POST /v2/api/console/messages/upload')).toEqual([]);

    fireEvent.change(input, { target: { files: [file('price.pdf')] } });
    await within(form).findByText('price.pdf');
    expect(sent('POST /v2/api/console/messages/upload')).toHaveLength(1);
    fireEvent.change(within(form).getByLabelText('Shortcut'), { target: { value: 'prices' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Our prices' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add canned reply' }));
    await waitFor(() => expect(sent(`POST ${CUSTOM}/create`)).toEqual([{ workspace: 'w1', shortcut: 'prices', message: 'Our prices', personal: false, attachmentIds: ['f9'] }]));
  });

  it('saves a channel’s automatic messages, refusing an enabled one without text', async () => {
    const saved = { greeting: { text: 'Welcome!', enabled: true }, away: off, closing: off };
    const { sent } = setup({ 'PUT /v2/api/auto-messages/c1': ok([{ ...CHANNELS[0], messages: saved }]) });
    const card = await screen.findByRole('form', { name: /Shop/ });
    fireEvent.click(within(card).getByRole('switch', { name: 'Send the greeting message on Shop' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save Shop' }));
    expect(within(card).getByRole('alert').textContent).toBe('Required');
    fireEvent.change(within(card).getByLabelText('Greeting'), { target: { value: 'Welcome!' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Shop' }));
    await waitFor(() => expect(sent('PUT /v2/api/auto-messages/c1')).toEqual([saved]));
  });

  it('tells an Agent the page is for Administrators', () => {
    setup({}, 'Agent');
    expect(screen.getByText('Only an Administrator of the workspace can change its custom messages.')).toBeTruthy();
  });
});
