import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../services/http';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { aChannel } from '../testing/channelTypes';
import { listRoute, renderChannelPage } from '../testing/renderChannelPage';

afterEach(cleanup);

const BOT = aChannel('TELEGRAM', { name: 'Support bot', secretsSet: ['botToken'] });
const TOKEN = '123456789:AAF-abcdefghijklmnopqrstuvwxyz01234';

describe('ChannelSettingsPage: the form from the type’s schema (Telegram)', () => {
  it('creates a channel with its secret, which is never shown back', async () => {
    const { calls } = renderChannelPage('TELEGRAM', {
      [listRoute('TELEGRAM')]: () => ({ result: 'success', data: [] }),
      'POST /v2/api/channels': () => ({ result: 'success', data: BOT }),
    });
    await screen.findByText('No Telegram channel yet.');
    expect(screen.getByText('Replies of up to 3,999 characters, one file each.')).toBeTruthy();
    const token = screen.getByLabelText('Bot token') as HTMLInputElement;
    expect(token.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Create Telegram channel' }));
    await screen.findByText('Required');
    fireEvent.change(screen.getByLabelText('Channel name'), { target: { value: 'Support bot' } });
    fireEvent.change(token, { target: { value: ` ${TOKEN} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Telegram channel' }));
    await screen.findByRole('heading', { name: 'Support bot' });
    expect(calls.at(-1)).toEqual({ key: 'POST /v2/api/channels', body: { type: 'TELEGRAM', name: 'Support bot', settings: { botToken: TOKEN } } });
    expect(screen.getByText('Set')).toBeTruthy();
    expect(screen.queryByDisplayValue(TOKEN)).toBeNull();
  });

  it('keeps a set secret when its input is left empty, and replaces it when a new one is typed', async () => {
    const { calls } = renderChannelPage('TELEGRAM', {
      [listRoute('TELEGRAM')]: () => ({ result: 'success', data: [BOT] }),
      [`PUT /v2/api/channels/${BOT.id}`]: (body) => ({ result: 'success', data: { ...BOT, ...(body as { name: string }) } }),
    });
    await screen.findByRole('heading', { name: 'Support bot' });
    expect(screen.getByText('Set')).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText('Channel name')[0]!, { target: { value: 'Bot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ key: `PUT /v2/api/channels/${BOT.id}`, body: { name: 'Bot', settings: {} } }));
    fireEvent.change(await screen.findByLabelText('New bot token (optional)'), { target: { value: TOKEN } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ key: `PUT /v2/api/channels/${BOT.id}`, body: { name: 'Bot', settings: { botToken: TOKEN } } }));
  });

  it('shows the provider’s refusal of a token beside its field', async () => {
    renderChannelPage('TELEGRAM', {
      [listRoute('TELEGRAM')]: () => ({ result: 'success', data: [] }),
      'POST /v2/api/channels': () => {
        throw new ApiError(400, 'Telegram does not know this bot token.', { fields: { 'settings.botToken': 'Telegram does not know this token: copy it again from BotFather' } });
      },
    });
    await screen.findByText('No Telegram channel yet.');
    fireEvent.change(screen.getByLabelText('Bot token'), { target: { value: TOKEN } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Telegram channel' }));
    await screen.findByText('Telegram does not know this token: copy it again from BotFather');
  });

  it("says 'Reconnect needed' with the reason, from the api and live from a 'channel updated' event", async () => {
    const { store } = renderChannelPage('TELEGRAM', { [listRoute('TELEGRAM')]: () => ({ result: 'success', data: [BOT] }) });
    await screen.findByRole('heading', { name: 'Support bot' });
    expect(screen.getByText('On')).toBeTruthy();
    const refused = { ...BOT, status: 'reconnect needed' as const, statusReason: 'Telegram refused the bot token.' };
    act(() => {
      store.dispatch(eventsReceived({ events: [{ seq: 7, type: 'channel updated', workspaceId: 'w1', payload: { channel: refused }, sendTo: null, createdAt: '2030-01-01T00:00:00.000Z' }], lastSeq: 7 }));
    });
    await screen.findByText('Reconnect needed');
    expect(screen.getByRole('alert').textContent).toContain('Telegram refused the bot token.');
  });
});

describe('ChannelSettingsPage: testing the connection', () => {
  it("asks the api and says the provider's answer in words, a failure too", async () => {
    let answer: object = { ok: true, detail: 'Telegram knows this bot (@shop_bot): the token works.' };
    const { calls } = renderChannelPage('TELEGRAM', {
      [listRoute('TELEGRAM')]: () => ({ result: 'success', data: [BOT] }),
      [`POST /v2/api/channels/${BOT.id}/test`]: () => ({ result: 'success', data: answer }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Test the connection' }));
    await screen.findByText('It works: Telegram knows this bot (@shop_bot): the token works.');
    expect(calls.filter((c) => c.key.endsWith('/test'))).toHaveLength(1);
    answer = { ok: false, reason: 'Telegram does not know this bot token any more.' };
    fireEvent.click(screen.getByRole('button', { name: 'Test the connection' }));
    await screen.findByText('It does not work: Telegram does not know this bot token any more.');
  });
});

describe('ChannelSettingsPage: other types', () => {
  it('shows only how a type without a connector will connect, with no form', async () => {
    const { calls } = renderChannelPage('LINE', { [listRoute('LINE')]: () => ({ result: 'success', data: [] }) });
    await screen.findByText('Connects a LINE Official Account. Not available yet.');
    expect(screen.getByRole('heading', { level: 1, name: 'Line channel' })).toBeTruthy();
    expect(screen.getByText(/cannot be connected yet/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('renders the web chat’s own look and snippet inside the generic page', async () => {
    renderChannelPage('CHATOMNIWEBCHAT', {
      [listRoute('CHATOMNIWEBCHAT')]: () => ({ result: 'success', data: [] }),
    });
    await screen.findByText('Paste the snippet below into every page of your website.');
    expect(screen.getByRole('heading', { level: 1, name: 'Webchat channel' })).toBeTruthy();
    await screen.findByRole('form', { name: 'Web chat personalization' });
    expect(screen.getByRole('button', { name: 'Create web chat' })).toBeTruthy();
  });
});
