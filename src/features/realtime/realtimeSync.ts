import { call, getContext, put, race, select, take, delay } from 'redux-saga/effects';
import type { HttpClient } from '../../services/http';
import type { Logger } from '../../services/logger';
import { attempt, type Outcome } from '../../services/outcome';
import { settingsLoaded, settingsLoadRequested } from '../settings/settingsSlice';
import { realtimeApi } from './realtimeApi';
import { afterReplayPage, isReplayPage, takeBatch, type Incoming, type ReplayPage } from './realtimeRules';
import { cursorReset, eventsReceived, selectLastSeq, syncFailed, syncFinished, syncStarted } from './realtimeSlice';
import { readNumbered } from './socketBoundary';

/** A settings reload that never answers must not stop the catch-up for good. */
const SETTINGS_RELOAD_WAIT_MS = 15_000;

/**
 * Fetches every event after the cursor, page by page, each page one store update. On `reset` the server
 * cannot continue from our cursor (events were pruned, or there is no cursor yet): the settings are read
 * again and the catch-up continues from `latest`. Live events wait in the socket channel meanwhile.
 */
export function* catchUp(userId: string) {
  const http: HttpClient = yield getContext('http');
  const logger: Logger = yield getContext('logger');
  yield put(syncStarted());
  for (;;) {
    const cursor: number | null = yield select(selectLastSeq);
    const outcome: Outcome<{ data: ReplayPage }> = yield call(attempt, () => realtimeApi.fetchMissed(http, cursor));
    if (!outcome.ok) {
      // The next reconnect, or the next live event after a gap, tries again from the same cursor.
      yield put(syncFailed({ status: outcome.status, message: outcome.message }));
      return;
    }
    const page = outcome.value?.data;
    if (!isReplayPage(page)) {
      yield put(syncFailed({ status: 500, message: 'Unexpected answer to the replay call' }));
      return;
    }
    const step = afterReplayPage(page);
    if (step.kind === 'reset') {
      yield put(cursorReset(step.cursor));
      yield put(settingsLoadRequested());
      yield race({ loaded: take(settingsLoaded.type), timeout: delay(SETTINGS_RELOAD_WAIT_MS) });
      continue;
    }
    yield* deliver(cursor, readPage(step.events, logger), userId, step.cursor);
    if (!step.more) break;
  }
  yield put(syncFinished());
}

/** A replay page's events read like the socket's: what fails its check is logged, and only its number kept. */
function readPage(events: readonly unknown[], logger: Logger): Incoming[] {
  const read: Incoming[] = [];
  for (const raw of events) {
    const item = readNumbered(raw, logger);
    if (item) read.push(item.kind === 'event' ? item.event : { seq: item.seq, passed: true });
  }
  return read;
}

/** One store update for a burst: only new events for this user; the cursor moves to `until` if given. */
export function* deliver(cursor: number | null, incoming: readonly Incoming[], userId: string, until?: number) {
  const batch = takeBatch(cursor, incoming, userId);
  const lastSeq = until !== undefined && (batch.lastSeq === null || until > batch.lastSeq) ? until : batch.lastSeq;
  if (batch.events.length === 0 && lastSeq === cursor) return batch;
  yield put(eventsReceived({ events: batch.events, lastSeq }));
  return batch;
}
