import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { eventReducers, onEachEvent } from './eventReducers';
import { eventsReceived } from './realtimeSlice';
import { realtimeEvent as ev } from './testing/fakeSocket';

const status = (seq: number, userId: string) => ev(seq, { type: 'agent status', payload: { userId, status: 'aux' } });
const settings = (seq: number, take: boolean) => ev(seq, { type: 'ticket', payload: { settings: { take } } });
const messages = (seq: number) => ev(seq, { type: 'custom message', payload: { customMessages: [] } });

describe('onEachEvent', () => {
  it('calls the handler registered for each event, in the burst order, and skips the others', () => {
    const seen = onEachEvent<string[]>([], [status(1, 'a'), messages(2), settings(3, true), status(4, 'b')], {
      [REALTIME_EVENTS.agentStatus]: (list, event) => list.push(`${event.seq}:${event.payload.userId}`),
      [REALTIME_EVENTS.ticketSettings]: (list, event) => list.push(`${event.seq}:${String(event.payload.settings.take)}`),
    });
    expect(seen).toEqual(['1:a', '3:true', '4:b']);
  });
});

describe('eventReducers', () => {
  const slice = createSlice({
    name: 'probe',
    initialState: { statuses: [] as string[], take: null as boolean | null },
    reducers: {},
    extraReducers: (builder) =>
      builder.addCase(
        eventsReceived,
        eventReducers<{ statuses: string[]; take: boolean | null }>({
          [REALTIME_EVENTS.agentStatus]: (state, event) => void state.statuses.push(event.payload.userId),
          [REALTIME_EVENTS.ticketSettings]: (state, event) => void (state.take = event.payload.settings.take ?? null),
        }),
      ),
  });

  it('folds a whole burst into one new state, later events over earlier ones', () => {
    const before = slice.getInitialState();
    const after = slice.reducer(before, eventsReceived({ events: [settings(1, true), status(2, 'a'), settings(3, false)], lastSeq: 3 }));
    expect(after).toEqual({ statuses: ['a'], take: false });
  });

  it('keeps the same state when no event of the burst has a handler', () => {
    const before = slice.getInitialState();
    expect(slice.reducer(before, eventsReceived({ events: [messages(1)], lastSeq: 1 }))).toBe(before);
  });
});
