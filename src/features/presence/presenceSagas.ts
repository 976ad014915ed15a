import type { Task } from 'redux-saga';
import { cancel, delay, fork, getContext, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Clock } from '../../services/clock';
import { conversationClosed, conversationOpened } from '../conversations/openConversationSlice';
import { nextExpiry, shouldRefreshViewing, shouldSendTyping, VIEWING_REFRESH_MS, type PresenceMap } from './presenceRules';
import { composerTyped, presencePruned, presenceRecorded, presenceSendRequested, presenceSignalReceived, selectPresenceMap } from './presenceSlice';

export interface PresenceDeps {
  clock: Clock;
}

function* stamp(action: ReturnType<typeof presenceSignalReceived>) {
  const clock: Clock = yield getContext('clock');
  yield put(presenceRecorded({ signal: action.payload, at: clock.now() }));
}

/** Sleeps until the next entry expires and prunes it; a new signal starts the wait again. */
function* expire() {
  const clock: Clock = yield getContext('clock');
  for (;;) {
    const map: PresenceMap = yield select(selectPresenceMap);
    const at = nextExpiry(map);
    if (at === null) return;
    yield delay(Math.max(0, at - clock.now()));
    yield put(presencePruned(clock.now()));
  }
}

/** While a conversation is open: 'viewing' now and every VIEWING_REFRESH_MS, 'typing' as the agent types. */
function* announce(conversationId: string) {
  const clock: Clock = yield getContext('clock');
  let lastKeystrokeAt: number | null = null;
  let lastTypingAt: number | null = null;
  yield put(presenceSendRequested({ conversationId, kind: 'viewing' }));
  for (;;) {
    const { typed } = yield race({
      typed: take((action: unknown) => composerTyped.match(action) && action.payload === conversationId),
      tick: delay(VIEWING_REFRESH_MS),
    });
    const now = clock.now();
    if (typed) {
      lastKeystrokeAt = now;
      if (shouldSendTyping(lastTypingAt, now)) {
        lastTypingAt = now;
        yield put(presenceSendRequested({ conversationId, kind: 'typing', ...(typed.meta.reply ? { reply: true } : {}) }));
      }
    } else if (shouldRefreshViewing(lastKeystrokeAt, now)) {
      yield put(presenceSendRequested({ conversationId, kind: 'viewing' }));
    }
  }
}

/** One announcing conversation at a time; leaving it (closing, or opening another) says 'left'. */
function* followOpenConversation() {
  let current = null as { id: string; task: Task } | null;
  for (;;) {
    const action: ReturnType<typeof conversationOpened | typeof conversationClosed> = yield take([conversationOpened, conversationClosed]);
    const next = conversationOpened.match(action) ? action.payload.id : null;
    if (next === current?.id) continue;
    if (current) {
      yield cancel(current.task);
      yield put(presenceSendRequested({ conversationId: current.id, kind: 'left' }));
    }
    if (next) {
      const task: Task = yield fork(announce, next);
      current = { id: next, task };
    } else {
      current = null;
    }
  }
}

export function* presenceSaga() {
  yield takeEvery(presenceSignalReceived, stamp);
  yield takeLatest(presenceRecorded, expire);
  yield fork(followOpenConversation);
}
