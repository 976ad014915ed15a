// Slices register per-event reducers here instead of branching on event.type: eventReducers turns
// "event name → (state, event) => void" into one case reducer for eventsReceived, so a whole burst still
// lands in one store update (bench:burst) and each handler only sees its own events, typed by the map.

import type { Draft } from '@reduxjs/toolkit';
import type { RealtimeEvent, RealtimeEventOf, RealtimeEventType } from '../../domain/realtimeEvents';
import type { eventsReceived } from './realtimeSlice';

/** Per event name, what one event of that name does to the target (a slice's draft, or a rule's list). */
export type RealtimeEventHandlers<S> = { [K in RealtimeEventType]?: (target: S, event: RealtimeEventOf<K>) => void };

/** Walks a burst once, oldest first, calling each event's registered handler; returns the target. */
export function onEachEvent<S>(target: S, events: readonly RealtimeEvent[], handlers: RealtimeEventHandlers<S>): S {
  for (const event of events) {
    const handler = handlers[event.type] as ((target: S, event: RealtimeEvent) => void) | undefined;
    if (handler) handler(target, event);
  }
  return target;
}

/** One case reducer for eventsReceived (use it in extraReducers): the whole burst in one store update. */
export function eventReducers<S>(handlers: RealtimeEventHandlers<Draft<S>>) {
  return (state: Draft<S>, action: ReturnType<typeof eventsReceived>) => {
    onEachEvent(state, action.payload.events, handlers);
  };
}
