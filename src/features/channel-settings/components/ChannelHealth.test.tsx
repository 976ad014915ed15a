import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { aChannel } from '../testing/channelTypes';
import { listRoute, renderChannelPage } from '../testing/renderChannelPage';

afterEach(cleanup);

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('ChannelSettingsPage: a channel’s health', () => {
  it('shows the last message in, the last reply out and the last error with its time', async () => {
    const bot = aChannel('TELEGRAM', {
      name: 'Support bot',
      health: { lastInboundAt: ago(5 * 60_000), lastOutboundAt: null, lastError: 'Telegram answered 502', lastErrorAt: ago(2 * 3600_000) },
    });
    renderChannelPage('TELEGRAM', { [listRoute('TELEGRAM')]: () => ({ result: 'success', data: [bot] }) });
    const health = await screen.findByRole('group', { name: 'Health of Support bot' });
    const text = health.textContent ?? '';
    // The shared minute clock may lag by up to a minute.
    expect(text).toMatch(/Last message in[45] min ago/);
    expect(text).toContain('Last reply outnone yet');
    expect(text).toMatch(/Telegram answered 502 \([12] h ago\)/);
    expect(text).not.toContain('Replies have gone out since');
  });

  it('says replies went out after the last error, and follows live updates', async () => {
    const bot = aChannel('TELEGRAM', { name: 'Support bot' });
    const { store } = renderChannelPage('TELEGRAM', { [listRoute('TELEGRAM')]: () => ({ result: 'success', data: [bot] }) });
    const health = await screen.findByRole('group', { name: 'Health of Support bot' });
    expect(within(health).getAllByText('none yet')).toHaveLength(2);
    const updated = { ...bot, health: { lastInboundAt: ago(1000), lastOutboundAt: ago(1000), lastError: 'Telegram answered 429', lastErrorAt: ago(3 * 60_000) } };
    act(() => {
      store.dispatch(eventsReceived({ events: [{ seq: 3, type: 'channel updated', workspaceId: 'w1', payload: { channel: updated }, sendTo: null, createdAt: '2030-01-01T00:00:00.000Z' }], lastSeq: 3 }));
    });
    expect(await within(health).findByText(/Replies have gone out since/)).toBeTruthy();
    expect(within(health).getAllByText(/just now|1 min ago/)).toHaveLength(2);
  });

  it('says what to do when the channel needs reconnecting', async () => {
    const bot = aChannel('TELEGRAM', { name: 'Support bot', status: 'reconnect needed', statusReason: 'Telegram refused the bot token (401).' });
    renderChannelPage('TELEGRAM', { [listRoute('TELEGRAM')]: () => ({ result: 'success', data: [bot] }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Reconnect needed: Telegram refused the bot token (401).');
    expect(alert.textContent).toContain('paste new ones from the provider and save');
  });
});
