// Features register their realtime handlers here: event name (a key of the event map) → handler saga,
// typed by the map, so a handler for an event the api does not publish does not compile. Reducers
// register theirs with eventReducers (./eventReducers.ts), which keeps a whole burst one store update.

import type { SagaIterator } from 'redux-saga';
import { call, getContext, takeEvery } from 'redux-saga/effects';
import type { RealtimeEventOf, RealtimeEventType } from '../../domain/realtimeEvents';
import type { Logger } from '../../services/logger';
import { eventsReceived } from './realtimeSlice';

/** Gets the events of its type from one delivery (a frame's burst or a replay page), oldest first. */
export type RealtimeHandler<K extends RealtimeEventType> = (events: RealtimeEventOf<K>[]) => SagaIterator<void>;

export type RealtimeHandlers = { [K in RealtimeEventType]?: RealtimeHandler<K> };

/**
 * Runs a feature's handlers for as long as the calling saga runs (fork it from the feature's root saga,
 * so a lazily loaded page registers when it loads). A handler that throws is logged and the delivery goes
 * on: one feature's bug never stops another's events, nor this feature's next ones.
 */
export function* registerRealtimeHandlers(handlers: RealtimeHandlers) {
  const logger: Logger | undefined = yield getContext('logger');
  yield takeEvery(eventsReceived, function* ({ payload }: ReturnType<typeof eventsReceived>) {
    const byType = new Map<RealtimeEventType, RealtimeEventOf<RealtimeEventType>[]>();
    for (const event of payload.events) {
      if (!handlers[event.type]) continue;
      const list = byType.get(event.type) ?? [];
      list.push(event);
      byType.set(event.type, list);
    }
    for (const [type, events] of byType) {
      const handler = handlers[type] as RealtimeHandler<RealtimeEventType>;
      try {
        yield call(handler, events);
      } catch (error) {
        logger?.error(`realtime handler for '${type}' failed`, error);
      }
    }
  });
}
