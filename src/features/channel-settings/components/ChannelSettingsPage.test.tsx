import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../services/http';
import { CREATED_MESSAGE, ROTATED_MESSAGE } from '../channelSettingsSagas';
import { aChannel } from '../testing/channelTypes';
import { listRoute, renderChannelPage } from '../testing/renderChannelPage';

const INBOUND_URL = 'https://inbox.example.com/v2/api/channels/webhook/PubHook_1/messages';
/** The values to copy as the api's webhook definition gives them, made from the channel's secret. */
const copyValues = (secret: string) => [
  { label: 'Inbound URL', value: INBOUND_URL },
  { label: 'Secret', value: secret, secret: true },
];
const STORED = aChannel('WEBHOOK', { settings: { url: 'https://shop.example.com/replies' }, secret: 'a'.repeat(64), copyValues: copyValues('a'.repeat(64)) });
const LIST = listRoute('WEBHOOK');
const setup = (routes: Parameters<typeof renderChannelPage>[1], role?: 'Agent') => renderChannelPage('WEBHOOK', routes, role);

afterEach(cleanup);

describe('ChannelSettingsPage: the webhook channel and its extras', () => {
  it('creates a webhook channel and shows its inbound URL and, on request, its secret', async () => {
    const { store, calls } = setup({
      [LIST]: () => ({ result: 'success', data: [] }),
      'POST /v2/api/channels': () => ({ result: 'success', data: STORED }),
    });
    await screen.findByText('No Webhook channel yet.');
    expect(screen.getByRole('heading', { level: 1, name: 'Webhook channel' })).toBeTruthy();
    expect(screen.getByText('Your system POSTs customer messages to the inbound URL.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Channel name'), { target: { value: '  Shop  ' } });
    fireEvent.change(screen.getByLabelText('Reply URL'), { target: { value: 'https://shop.example.com/replies' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Webhook channel' }));
    await screen.findByRole('heading', { name: 'Shop' });
    expect(calls.at(-1)).toEqual({ key: 'POST /v2/api/channels', body: { type: 'WEBHOOK', name: 'Shop', settings: { url: 'https://shop.example.com/replies' } } });
    expect(screen.getByText(INBOUND_URL)).toBeTruthy();
    expect(screen.queryByText(STORED.secret!)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show secret' }));
    expect(screen.getByText(STORED.secret!)).toBeTruthy();
    expect(store.getState().notice).toMatchObject({ success: { message: CREATED_MESSAGE } });
    expect((screen.getAllByLabelText('Reply URL').at(-1) as HTMLInputElement).value).toBe('');
  });

  it("shows the api's refusal beside the field and keeps what was typed", async () => {
    setup({
      [LIST]: () => ({ result: 'success', data: [] }),
      'POST /v2/api/channels': () => {
        throw new ApiError(400, 'settings.url: Put no user name or password in the URL', { fields: { 'settings.url': 'Put no user name or password in the URL' } });
      },
    });
    await screen.findByText('No Webhook channel yet.');
    fireEvent.change(screen.getByLabelText('Reply URL'), { target: { value: 'https://example.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Webhook channel' }));
    await screen.findByText('Put no user name or password in the URL');
    expect((screen.getByLabelText('Reply URL') as HTMLInputElement).value).toBe('https://example.com/x');
  });

  it('checks the URL against the schema before sending', async () => {
    const { calls } = setup({ [LIST]: () => ({ result: 'success', data: [] }) });
    await screen.findByText('No Webhook channel yet.');
    fireEvent.change(screen.getByLabelText('Reply URL'), { target: { value: 'ftp://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Webhook channel' }));
    await screen.findByText('The URL must start with http:// or https://');
    expect(calls.map((c) => c.key)).toEqual(['GET /v2/api/channel-types', LIST]);
  });

  it('rotates the secret after a confirmation, changes the reply URL and turns the channel off', async () => {
    const { store, calls } = setup({
      [LIST]: () => ({ result: 'success', data: [STORED] }),
      [`POST /v2/api/channels/${STORED.id}/secret`]: () => ({ result: 'success', data: { ...STORED, secret: 'b'.repeat(64), copyValues: copyValues('b'.repeat(64)) } }),
      [`PUT /v2/api/channels/${STORED.id}`]: (body) => ({ result: 'success', data: { ...STORED, secret: 'b'.repeat(64), ...(body as object) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the secret' }));
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate now' }));
    await waitFor(() => expect(store.getState().notice).toMatchObject({ success: { message: ROTATED_MESSAGE } }));
    // The new secret is shown at once, to copy; hidden again on request.
    expect(screen.getByText('b'.repeat(64))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide secret' }));
    expect(screen.queryByText('b'.repeat(64))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test the connection' })).toBeNull();

    const url = screen.getAllByLabelText('Reply URL')[0]!;
    fireEvent.change(url, { target: { value: ' https://new.example.com/r ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ key: `PUT /v2/api/channels/${STORED.id}`, body: { name: 'Shop', settings: { url: 'https://new.example.com/r' } } }));
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ key: `PUT /v2/api/channels/${STORED.id}`, body: { enabled: false } }));
    await screen.findByText('Off');
  });

  it('shows an Agent the settings as text: no values to copy, no secret, no form', async () => {
    setup({ [LIST]: () => ({ result: 'success', data: [{ ...STORED, secret: undefined, copyValues: undefined }] }) }, 'Agent');
    await screen.findByRole('heading', { name: 'Shop' });
    expect(screen.queryByText(INBOUND_URL)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rotate secret' })).toBeNull();
    expect(screen.getByText('Reply URL: https://shop.example.com/replies')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show secret' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Webhook channel' })).toBeNull();
    expect(screen.getByText('Only an Administrator can add a Webhook channel.')).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    setup({
      [LIST]: () => {
        if (fail) throw new ApiError(500, 'boom', null);
        return { result: 'success', data: [STORED] };
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    await screen.findByRole('heading', { name: 'Shop' });
  });
});
