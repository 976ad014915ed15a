import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { Channel } from '../../../domain/inbox';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { channelWebchatSaga, SAVED_MESSAGE } from './channelWebchatSagas';
import { channelWebchatSlice } from './channelWebchatSlice';
import { WebchatSettings } from './WebchatSettings';

const STORED: Channel = {
  id: '5d3f0e9c-0000-4000-8000-000000000001',
  type: 'CHATOMNIWEBCHAT',
  name: 'Website',
  publicId: 'PubId_123',
  enabled: true,
  settings: { caption: 'Ask Acme', color: '#aa3300', greeting: 'Hello', position: 'left', offlineMessage: 'Away' },
  secretsSet: [],
  status: 'connected',
  statusReason: null,
  health: { lastInboundAt: null, lastOutboundAt: null, lastError: null, lastErrorAt: null },
  createdAt: '2025-01-01T00:00:00.000Z',
};


function setup(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp(routes);
  const store = makeStore({
    reducer: { auth: authSlice.reducer, channelWebchat: channelWebchatSlice.reducer, notice: noticeSlice.reducer, errors: errorsSlice.reducer },
    deps: { http },
    sagas: [channelWebchatSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <WebchatSettings product="OMNI" />
    </Provider>,
  );
  return { store, calls };
}

const LIST = 'GET /v2/api/channels?type=CHATOMNIWEBCHAT';

afterEach(cleanup);

describe('WebchatSettings', () => {
  it("creates the workspace's web chat from the defaults, then shows its embed code", async () => {
    const { store, calls } = setup({
      [LIST]: () => ({ result: 'success', data: [] }),
      'POST /v2/api/channels': (body) => ({ result: 'success', data: { ...STORED, ...(body as object), publicId: 'NewChat_1' } }),
    });
    const caption = await screen.findByLabelText('Launcher caption');
    expect((caption as HTMLInputElement).value).toBe('Chat Us');
    expect(screen.getByText('Create the web chat to get the code to add to your website.')).toBeTruthy();

    fireEvent.change(caption, { target: { value: 'Talk to us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create web chat' }));
    await screen.findByText('<script src="http://localhost:3000/v2/webchat.js" data-channel="NewChat_1" async></script>');
    expect(calls.at(-1)).toEqual({
      key: 'POST /v2/api/channels',
      body: {
        type: 'CHATOMNIWEBCHAT',
        name: 'Website chat',
        settings: {
          caption: 'Talk to us',
          color: '#2563eb',
          greeting: 'Hi! How can we help you today?',
          position: 'right',
          offlineMessage: "We're away right now. Leave us a message and we'll answer by e-mail.",
          prechat: { name: 'off', email: 'off', message: 'off' },
          showVisitorTyping: false,
        },
      },
    });
    expect(store.getState().notice.success?.message).toBe(SAVED_MESSAGE);
  });

  it('edits the stored channel in place', async () => {
    const { calls } = setup({
      [LIST]: () => ({ result: 'success', data: [STORED] }),
      [`PUT /v2/api/channels/${STORED.id}`]: (body) => ({ result: 'success', data: { ...STORED, ...(body as object) } }),
    });
    const greeting = await screen.findByLabelText('Greeting');
    expect((greeting as HTMLTextAreaElement).value).toBe('Hello');
    expect((screen.getByLabelText('Bottom left') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Bottom right'));
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#00aa00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.at(-1)!.key).toBe(`PUT /v2/api/channels/${STORED.id}`));
    expect(calls.at(-1)!.body).toMatchObject({ name: 'Website', settings: { position: 'right', color: '#00aa00', caption: 'Ask Acme' } });
  });

  it('sets the pre-chat form field by field and whether agents see what visitors type', async () => {
    const { calls } = setup({
      [LIST]: () => ({ result: 'success', data: [STORED] }),
      [`PUT /v2/api/channels/${STORED.id}`]: (body) => ({ result: 'success', data: { ...STORED, ...(body as object) } }),
    });
    const name = await screen.findByRole('group', { name: 'Name' });
    expect((within(name).getByLabelText('Off') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(name).getByLabelText('Required'));
    fireEvent.click(within(screen.getByRole('group', { name: 'E-mail' })).getByLabelText('Optional'));
    fireEvent.click(screen.getByLabelText('Show what visitors type'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.at(-1)!.key).toBe(`PUT /v2/api/channels/${STORED.id}`));
    expect(calls.at(-1)!.body).toMatchObject({ settings: { prechat: { name: 'required', email: 'optional', message: 'off' }, showVisitorTyping: true } });
  });

  it('shows the api’s error about a pre-chat field beside it', async () => {
    setup({
      [LIST]: () => ({ result: 'success', data: [STORED] }),
      [`PUT /v2/api/channels/${STORED.id}`]: () => {
        const message = "Choose 'off', 'optional' or 'required'";
        throw new ApiError(400, `settings.prechat.email: ${message}`, { fields: { 'settings.prechat.email': message } });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const email = await screen.findByRole('group', { name: 'E-mail' });
    expect(await within(email).findByText("Choose 'off', 'optional' or 'required'")).toBeTruthy();
  });

  it('checks the fields before saving and shows the api’s field errors beside them', async () => {
    const { calls } = setup({
      [LIST]: () => ({ result: 'success', data: [STORED] }),
      [`PUT /v2/api/channels/${STORED.id}`]: () => {
        throw new ApiError(400, 'settings.greeting: Max 500 characters', { fields: { 'settings.greeting': 'Max 500 characters' } });
      },
    });
    const colour = await screen.findByLabelText('Colour');
    fireEvent.change(colour, { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use a colour like #2563eb')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toHaveLength(0);

    fireEvent.change(colour, { target: { value: '#123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Max 500 characters')).toBeTruthy();
  });

  it('copies the embed code', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup({ [LIST]: () => ({ result: 'success', data: [STORED] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('<script src="http://localhost:3000/v2/webchat.js" data-channel="PubId_123" async></script>');
    expect(await screen.findByText('Copied.')).toBeTruthy();
  });

  it('lets an Agent read but not change it', async () => {
    setup({ [LIST]: () => ({ result: 'success', data: [STORED] }) }, 'Agent');
    expect(((await screen.findByLabelText('Launcher caption')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Only an Administrator can change the web chat.')).toBeTruthy();
  });

  it('offers to try again when the channels cannot be read', async () => {
    let fail = true;
    setup({
      [LIST]: () => {
        if (fail) throw new ApiError(500, 'down', null);
        return { result: 'success', data: [STORED] };
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByLabelText('Launcher caption')).toBeTruthy();
  });
});
