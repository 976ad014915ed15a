import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketEventPayload } from '../../domain/api';
import { message } from '../conversations/testing/fixtures';
import { NOTIFICATION_SHOWN_MS } from '../../domain/constants';
import { statusReceived } from '../auth/authSlice';
import { realtimeEvent } from '../realtime/testing/fakeSocket';
import { AUTH, connectedSocket, replayFrom, setupRealtime } from '../realtime/testing/realtimeStore';
import { messageSoundChangeRequested } from './alertsSlice';
import { BANNER_NOT_NOW_KEY } from './notificationsSagas';
import { notificationBannerDismissed, notificationPermissionRequested } from './notificationsSlice';

const routes = {
  'POST /v2/api/setting/ticket/get': () => ({ result: 'success', data: {} }),
  'POST /v2/api/setting/message/custom/get': () => ({ result: 'success', data: [] }),
  'GET /v2/api/realtime/events': replayFrom(() => []),
};

const ticket = (seq: number, action: TicketEventPayload['action'] = 'create') =>
  realtimeEvent(seq, {
    type: 'ticket event',
    sendTo: ['u1'],
    payload: { ticketNumber: seq, ticketStatus: 'new', ticketStatusOmni: 'new', messengerType: 'EMAIL', contentType: 'ticket', action, agentPast: 'u2' },
  });

const connected = connectedSocket;

/** vi.waitFor moves fake timers on; where exact timing matters the test moves them itself. */
async function connectedWithoutWaitFor(setup: ReturnType<typeof setupRealtime>) {
  setup.store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
  await vi.advanceTimersByTimeAsync(0);
  const socket = setup.sockets[0]!;
  socket.connect();
  await vi.advanceTimersByTimeAsync(0);
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('desktop notifications', () => {
  it('shows a ticket event with its text and a sound, then closes it after 5 s', async () => {
    vi.useRealTimers();
    vi.useFakeTimers();
    const setup = setupRealtime({ routes });
    const socket = await connectedWithoutWaitFor(setup);

    socket.emit(ticket(1));

    await vi.advanceTimersByTimeAsync(0);
    expect(setup.shown).toHaveLength(1);
    expect(setup.shown[0]).toMatchObject({ title: 'New Ticket #1', body: 'Email', closed: false });
    expect(setup.sound.play).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_SHOWN_MS - 100);
    expect(setup.shown[0]!.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(setup.shown[0]!.closed).toBe(true);
  });

  it("shows 'ticket sla' (the api sends it to the assignee and the Administrators only)", async () => {
    const setup = setupRealtime({ routes });
    const socket = await connected(setup);
    const payload = { ticketId: 't7', ticketNumber: 7, subject: 'Late', target: 'firstResponse', dueAt: '2026-11-25T14:05:00.000Z' } as const;
    socket.emit(realtimeEvent(1, { type: 'ticket sla', sendTo: ['u1'], payload: { ...payload, state: 'at risk' } }));
    await vi.waitFor(() => expect(setup.shown.map((n) => n.title)).toEqual([expect.stringMatching(/^Ticket #7 is at risk: first response due \d\d:\d\d$/)]));
    expect(setup.shown[0]!.body).toBe('Late');
  });

  it('a burst of 100 ticket events at once gives one notification; the 2 s spacing rules the rest', async () => {
    const setup = setupRealtime({ routes });
    const socket = await connected(setup);

    socket.emit(...Array.from({ length: 100 }, (_, i) => ticket(i + 1)));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(100));
    expect(setup.shown.map((n) => n.title)).toEqual(['New Ticket #1']);
  });

  it('100 ticket events over 10 s (one per 100 ms) give exactly the 5 notifications the spacing allows', async () => {
    vi.useRealTimers();
    vi.useFakeTimers();
    const setup = setupRealtime({ routes });
    const socket = await connectedWithoutWaitFor(setup);
    expect(setup.store.getState().realtime.connection).toBe('connected');

    for (let i = 1; i <= 100; i++) {
      socket.emit(ticket(i));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(setup.store.getState().realtime.lastSeq).toBe(100);
    expect(setup.shown.map((n) => n.title)).toEqual(['New Ticket #1', 'New Ticket #21', 'New Ticket #41', 'New Ticket #61', 'New Ticket #81']);
  });

  it('shows nothing without permission, and asks for it only when requested', async () => {
    const setup = setupRealtime({ routes, permission: 'default' });
    const socket = await connected(setup);
    socket.emit(ticket(1));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(1));
    expect(setup.shown).toEqual([]);
    expect(setup.notifier.requestPermission).not.toHaveBeenCalled();

    setup.store.dispatch(notificationPermissionRequested());

    await vi.waitFor(() => expect(setup.store.getState().notifications.permission).toBe('granted'));
    expect(setup.notifier.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('records that the browser has no notifications', async () => {
    const setup = setupRealtime({ routes, permission: 'unsupported' });
    await vi.waitFor(() => expect(setup.store.getState().notifications.permission).toBe('unsupported'));
  });

  it("tells about a lost connection and a reconnect, not about the first connect", async () => {
    const setup = setupRealtime({ routes });
    const socket = await connected(setup);
    expect(setup.shown).toEqual([]);

    socket.disconnect('transport close');
    await vi.waitFor(() => expect(setup.shown.map((n) => n.title)).toEqual(['You have been disconnected to the chat server']));
    await vi.advanceTimersByTimeAsync(3_000);
    socket.connect();
    await vi.waitFor(() =>
      expect(setup.shown.map((n) => n.title)).toEqual(['You have been disconnected to the chat server', 'You have been connected to the chat server']),
    );
  });

  it("after a reconnect, a missed ticket's notification comes before (and so instead of) the 'connected' one", async () => {
    const published: ReturnType<typeof ticket>[] = [];
    const setup = setupRealtime({ routes: { ...routes, 'GET /v2/api/realtime/events': replayFrom(() => published) } });
    const socket = await connected(setup);
    socket.disconnect('transport close');
    await vi.waitFor(() => expect(setup.shown).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(3_000);
    published.push(ticket(1));

    socket.connect();

    await vi.waitFor(() => expect(setup.store.getState().realtime.connection).toBe('connected'));
    expect(setup.shown.map((n) => n.title)).toEqual(['You have been disconnected to the chat server', 'New Ticket #1']);
  });

  it('says nothing when the client closed the connection itself', async () => {
    const setup = setupRealtime({ routes });
    const socket = await connected(setup);
    socket.disconnect('io client disconnect');
    await vi.waitFor(() => expect(setup.store.getState().realtime.connection).toBe('disconnected'));
    expect(setup.shown).toEqual([]);
  });
});

const customerWrote = (seq: number, assigneeId: string | null, conversationId = 'c1') =>
  realtimeEvent(seq, { type: 'message created', payload: { message: message(`m${seq}`, { conversationId, direction: 'inbound' }), assigneeId } });

describe('the message sound', () => {
  it('plays for a customer message in an unassigned conversation even without desktop notifications, once per 2 s', async () => {
    vi.useRealTimers();
    vi.useFakeTimers();
    const setup = setupRealtime({ routes, permission: 'default' });
    const socket = await connectedWithoutWaitFor(setup);

    socket.emit(customerWrote(1, null));
    await vi.advanceTimersByTimeAsync(0);
    expect(setup.messageSound.play).toHaveBeenCalledTimes(1);
    expect(setup.shown).toEqual([]);
    socket.emit(customerWrote(2, null));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(setup.messageSound.play).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    socket.emit(customerWrote(3, 'u1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(setup.messageSound.play).toHaveBeenCalledTimes(2);
    expect(setup.sound.play).not.toHaveBeenCalled();
  });

  it("follows the member's setting: 'mine' skips unassigned conversations, 'none' everything", async () => {
    const setup = setupRealtime({ routes });
    const socket = await connected(setup);
    setup.store.dispatch(messageSoundChangeRequested('mine'));
    socket.emit(customerWrote(1, null));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(1));
    expect(setup.messageSound.play).not.toHaveBeenCalled();
    socket.emit(customerWrote(2, 'u1'));
    await vi.waitFor(() => expect(setup.messageSound.play).toHaveBeenCalledTimes(1));

    setup.store.dispatch(messageSoundChangeRequested('none'));
    await vi.advanceTimersByTimeAsync(2_500);
    socket.emit(customerWrote(3, 'u1'));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(3));
    expect(setup.messageSound.play).toHaveBeenCalledTimes(1);
  });

  it("plays only the notification's own sound when the batch shows a desktop notification", async () => {
    const setup = setupRealtime({ routes });
    const socket = await connected(setup);
    socket.emit(ticket(1), customerWrote(2, null));
    await vi.waitFor(() => expect(setup.shown).toHaveLength(1));
    expect(setup.sound.play).toHaveBeenCalledTimes(1);
    expect(setup.messageSound.play).not.toHaveBeenCalled();
  });
});

describe("the banner's 'Not now'", () => {
  it('is remembered in the browser with the time it was clicked', async () => {
    const setup = setupRealtime({ routes });
    expect(setup.store.getState().notifications.bannerDismissed).toBe(false);
    const before = Date.now();
    setup.store.dispatch(notificationBannerDismissed());
    expect(setup.store.getState().notifications.bannerDismissed).toBe(true);
    expect(Number(setup.storage.get(BANNER_NOT_NOW_KEY))).toBeGreaterThanOrEqual(before);
  });

  it('keeps the banner away at the next start within 30 days, and not after', () => {
    const day = 24 * 3600_000;
    const recent = setupRealtime({ routes, stored: { [BANNER_NOT_NOW_KEY]: String(Date.now() - 29 * day) } });
    expect(recent.store.getState().notifications.bannerDismissed).toBe(true);
    const old = setupRealtime({ routes, stored: { [BANNER_NOT_NOW_KEY]: String(Date.now() - 31 * day) } });
    expect(old.store.getState().notifications.bannerDismissed).toBe(false);
    const junk = setupRealtime({ routes, stored: { [BANNER_NOT_NOW_KEY]: 'soon' } });
    expect(junk.store.getState().notifications.bannerDismissed).toBe(false);
  });
});
