import { call, put } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { RealtimeEventOf } from '../../domain/realtimeEvents';
import { createLogger } from '../../services/logger';
import { conversation } from '../conversations/testing/fixtures';
import { registerRealtimeHandlers, type RealtimeHandlers } from './realtimeHandlers';
import { eventsReceived, realtimeSlice } from './realtimeSlice';
import { realtimeEvent as ev } from './testing/fakeSocket';

function setup(...registrations: RealtimeHandlers[]) {
  const errors: unknown[][] = [];
  const logger = createLogger({ debug: () => undefined, warn: () => undefined, error: (...args: unknown[]) => void errors.push(args) });
  const actions: UnknownAction[] = [];
  const store = makeStore({
    reducer: { realtime: realtimeSlice.reducer, log: (state: number = 0, action: UnknownAction) => (actions.push(action), state + 1) },
    deps: { logger },
    sagas: registrations.map((handlers) =>
      function* () {
        yield* registerRealtimeHandlers(handlers);
      },
    ),
  });
  return { store, errors, actions };
}

const status = (seq: number, userId: string) => ev(seq, { type: 'agent status', payload: { userId, status: 'aux' } });
const updated = (seq: number, id: string) => ev(seq, { type: 'conversation updated', payload: { conversation: conversation(id) } });

describe('realtime handler registry', () => {
  it('calls each handler once per delivery with the events of its name only, in order', () => {
    const seen: string[][] = [];
    const { store } = setup({
      'agent status': function* (events) {
        yield call(() => seen.push(events.map((e) => `status ${e.payload.userId}`)));
      },
      'conversation updated': function* (events) {
        yield call(() => seen.push(events.map((e) => `conversation ${e.payload.conversation.id}`)));
      },
    });
    store.dispatch(eventsReceived({ events: [status(1, 'u1'), updated(2, 'c1'), status(3, 'u2'), ev(4, { type: 'ticket', payload: { settings: { take: true } } })], lastSeq: 4 }));
    expect(seen).toEqual([['status u1', 'status u2'], ['conversation c1']]);

    store.dispatch(eventsReceived({ events: [], lastSeq: 5 }));
    expect(seen).toHaveLength(2);
  });

  it('logs a handler that throws and goes on: its next deliveries and other features’ handlers still run', () => {
    const calls: string[] = [];
    const { store, errors, actions } = setup(
      {
        'agent status': function* (events: RealtimeEventOf<'agent status'>[]) {
          calls.push(`broken ${events.length}`);
          if (events.some((e) => e.payload.userId === 'bad')) throw new Error('handler bug');
          yield put({ type: 'test/statusSeen' });
        },
      },
      {
        'agent status': function* () {
          yield call(() => calls.push('other feature'));
        },
      },
    );
    store.dispatch(eventsReceived({ events: [status(1, 'bad')], lastSeq: 1 }));
    store.dispatch(eventsReceived({ events: [status(2, 'u1')], lastSeq: 2 }));

    expect(calls).toEqual(['broken 1', 'other feature', 'broken 1', 'other feature']);
    expect(errors).toHaveLength(1);
    expect(String(errors[0]![0])).toContain("realtime handler for 'agent status' failed");
    expect(actions.filter((a) => a.type === 'test/statusSeen')).toHaveLength(1);
  });
});
