import { describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../domain/realtimeEvents';
import { presenceSignalReceived } from '../presence/presenceSlice';
import { eventsReceived } from './realtimeSlice';
import { realtimeEvent as ev } from './testing/fakeSocket';
import { connectedSocket, replayFrom, setupRealtime } from './testing/realtimeStore';

const settingsRoutes = {
  'POST /v2/api/setting/ticket/get': () => ({ result: 'success', data: { take: false } }),
  'POST /v2/api/setting/message/custom/get': () => ({ result: 'success', data: [] }),
};

async function connected(published: () => unknown[] = () => []) {
  const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(published as () => RealtimeEvent[]) } });
  return { ...setup, socket: await connectedSocket(setup) };
}

const delivered = (setup: Awaited<ReturnType<typeof connected>>) =>
  (setup.ofType(eventsReceived.type) as ReturnType<typeof eventsReceived>[]).flatMap((a) => a.payload.events);

describe('the socket boundary', () => {
  it('drops and logs malformed events, moves the cursor past their numbers, and keeps delivering', async () => {
    const setup = await connected();
    const replays = () => setup.calls.filter((c) => c.startsWith('GET /v2/api/realtime/events')).length;
    const before = replays();

    setup.socket.emit(
      ev(1),
      { ...ev(2), type: 'conversation' },
      { ...ev(3), type: 'ticket updated', payload: { ticket: { id: 't1' } } },
      { ...ev(4), payload: { userId: 'u2', status: 'asleep' } },
      'not an event',
      { ...ev(5), seq: 'five' },
      ev(6, { type: 'ticket', payload: { settings: { take: true } } }),
    );

    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(6));
    expect(delivered(setup).map((e) => e.seq)).toEqual([1, 6]);
    expect(setup.store.getState().settings.ticket).toEqual({ take: true });
    // The numbers of dropped events were kept: no gap, so no catch-up call for them.
    expect(replays()).toBe(before);
    expect(setup.warnings.map(([message]) => message)).toEqual([
      `[omni] realtime event dropped: unknown type "conversation"`,
      `[omni] realtime event dropped: payload of 'ticket updated' has another shape`,
      `[omni] realtime event dropped: payload of 'agent status' has another shape`,
      '[omni] realtime event dropped: not an object',
      '[omni] realtime event dropped: no sequence number',
    ]);

    // The saga is alive: the next burst is delivered as usual.
    setup.socket.emit(ev(7));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(7));
    expect(delivered(setup).map((e) => e.seq)).toEqual([1, 6, 7]);
  });

  it('takes an event for someone else (its number alone, sendTo []) as a number, silently', async () => {
    const setup = await connected();
    setup.socket.emit({ ...ev(1), payload: {}, sendTo: [] }, ev(2));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(2));
    expect(delivered(setup).map((e) => e.seq)).toEqual([2]);
    expect(setup.warnings).toEqual([]);
  });

  it('reads replayed events the same way: a malformed one is logged and skipped, the catch-up goes on', async () => {
    let published: unknown[] = [];
    const setup = await connected(() => published);
    setup.socket.disconnect();
    published = [ev(1), { ...ev(2), type: 'ticket event', payload: { action: 'create' } }, ev(3)];
    setup.socket.connect();

    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(3));
    expect(delivered(setup).map((e) => e.seq)).toEqual([1, 3]);
    expect(setup.warnings.map(([message]) => message)).toEqual([`[omni] realtime event dropped: payload of 'ticket event' has another shape`]);
  });

  it('drops and logs presence of another shape', async () => {
    const setup = await connected();
    setup.socket.presence({ conversationId: 'c1', userId: 'u2', kind: 'shouting' });
    setup.socket.presence({ conversationId: 'c1', userId: 'u2', userName: 'Bo', kind: 'typing' });
    await vi.waitFor(() => expect(setup.ofType(presenceSignalReceived.type)).toHaveLength(1));
    expect(setup.warnings.map(([message]) => message)).toEqual(['[omni] realtime presence dropped: another shape']);
  });
});
