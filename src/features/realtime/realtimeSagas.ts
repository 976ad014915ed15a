import type { Channel } from 'redux-saga';
import { call, delay, flush, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import { DISCONNECT_POPUP_MS } from '../../domain/constants';
import type { AnimationFrames } from '../../services/animationFrame';
import type { RealtimeEvent } from '../../domain/realtimeEvents';
import type { HttpClient } from '../../services/http';
import type { Logger } from '../../services/logger';
import type { RealtimeSocket, SocketFactory } from '../../services/socket';
import type { AuthState } from '../auth/authSlice';
import { availableFeaturesRequested } from '../billing/billingSlice';
import type { OneTabState } from '../one-tab/oneTabSlice';
import { hasGap, shouldRefreshFeatures, type Incoming } from './realtimeRules';
import {
  realtimeSessionEnded,
  realtimeSessionStarted,
  selectLastSeq,
  socketConnected,
  socketDisconnected,
  socketDropped,
} from './realtimeSlice';
import { presenceSignalReceived } from '../presence/presenceSlice';
import { isUnreadCounts } from '../notifications/alertsRules';
import { unreadReceived } from '../notifications/alertsSlice';
import { relayPresence, socketChannel, type SocketMessage } from './socketChannel';
import { catchUp, deliver } from './realtimeSync';

export interface RealtimeDeps {
  http: HttpClient;
  socket: SocketFactory;
  frames: AnimationFrames;
  /** where events dropped at the boundary are told */
  logger: Logger;
}

type SessionState = { auth: AuthState; oneTab: OneTabState; billing?: { availableFeatures: { available: number } } };

interface SessionUser {
  id: string;
  jwt: string;
  workspaceId: string;
}

/** The session's user once signed in with a workspace, and only in the tab that owns the one-tab lock. */
const readySession = (state: SessionState): SessionUser | null => {
  const { user, workspace, status } = state.auth;
  // A member held for two-factor set-up gets no socket (the api refuses it) until they are done.
  if (status !== 'authenticated' || !user || !workspace || state.oneTab.role !== 'owner' || state.auth.twoFactorSetupRequired) return null;
  return { id: user.id, jwt: user.jwt, workspaceId: workspace.id };
};

/** A refetch of the auth status keeps the session; a logout, another user or another workspace ends it. */
const sessionOver = (state: SessionState, session: SessionUser) => {
  const { user, workspace, status } = state.auth;
  return (
    status === 'loggingOut' ||
    status === 'loggedOut' ||
    status === 'redirectingToLogin' ||
    state.auth.twoFactorSetupRequired ||
    (user !== null && user.id !== session.id) ||
    (workspace !== null && workspace.id !== session.workspaceId)
  );
};

export function* realtimeSaga() {
  for (;;) {
    const session: SessionUser = yield call(waitFor, readySession);
    yield race({ session: call(runSession, session), over: call(waitFor, (state: SessionState) => sessionOver(state, session) || null) });
    yield put(realtimeSessionEnded());
  }
}

function* waitFor<T>(pick: (state: SessionState) => T | null) {
  for (;;) {
    const value: T | null = yield select(pick);
    if (value) return value;
    yield take('*');
  }
}

/** One socket for the session; closed (and every listener removed) whatever ends the session. */
function* runSession(session: SessionUser) {
  const factory: SocketFactory = yield getContext('socket');
  const frames: AnimationFrames = yield getContext('frames');
  const logger: Logger = yield getContext('logger');
  yield put(realtimeSessionStarted());
  const socket: RealtimeSocket = yield call(factory, session.jwt);
  const channel: Channel<SocketMessage> = yield call(socketChannel, socket, logger);
  try {
    yield fork(disconnectWatchdog, socket);
    yield fork(relayPresence, socket);
    yield call(catchUp, session.id);
    let everConnected = false;
    for (;;) {
      const first: SocketMessage = yield take(channel);
      // Whatever else arrives before the next frame joins this burst: one store update per frame.
      yield call([frames, frames.next]);
      const rest: SocketMessage[] = yield flush(channel);
      everConnected = yield call(handleBurst, [first, ...rest], session.id, everConnected);
    }
  } finally {
    channel.close();
    socket.close();
  }
}

function* handleBurst(messages: SocketMessage[], userId: string, everConnected: boolean) {
  let events: Incoming[] = [];
  for (const message of messages) {
    if (message.kind === 'event') {
      events.push(message.event);
      continue;
    }
    if (message.kind === 'passed') {
      events.push({ seq: message.seq, passed: true });
      continue;
    }
    if (message.kind === 'presence') {
      // Ephemeral: not numbered, not replayed, so it neither waits for nor splits the event batch.
      yield put(presenceSignalReceived(message.presence));
      continue;
    }
    if (message.kind === 'unread') {
      // Ephemeral too: counts as the api computed them (GET /alerts after a reconnect mends a lost one).
      if (isUnreadCounts(message.counts)) yield put(unreadReceived(message.counts));
      continue;
    }
    yield call(deliverLive, events, userId);
    events = [];
    if (message.kind === 'connect') {
      // After every (re)connect, first whatever was published while we were away: a missed ticket's
      // notification matters more than the 'connected' one, and both cannot come within 2 s.
      yield call(catchUp, userId);
      yield put(socketConnected({ reconnect: everConnected }));
      everConnected = true;
    } else if (message.kind === 'disconnect') {
      yield put(socketDisconnected({ reason: message.reason }));
    }
  }
  yield call(deliverLive, events, userId);
  return everConnected;
}

function* deliverLive(events: Incoming[], userId: string) {
  if (events.length === 0) return;
  let cursor: number | null = yield select(selectLastSeq);
  if (hasGap(cursor, events)) {
    yield call(catchUp, userId);
    cursor = yield select(selectLastSeq);
  }
  const batch: { events: RealtimeEvent[] } = yield call(deliver, cursor, events, userId);
  const available: number = yield select((state: SessionState) => state.billing?.availableFeatures.available ?? 0);
  if (shouldRefreshFeatures(batch.events, available)) yield put(availableFeaturesRequested());
}

/**
 * spec §4: after DISCONNECT_POPUP_MS of continuous disconnection (counted from the start too, when the
 * socket never connects) the socket is dropped and the dialog shows.
 */
function* disconnectWatchdog(socket: RealtimeSocket) {
  for (;;) {
    const { timeout } = yield race({ connected: take(socketConnected.type), timeout: delay(DISCONNECT_POPUP_MS) });
    if (timeout) {
      socket.close();
      yield put(socketDropped());
      return;
    }
    yield take(socketDisconnected.type);
  }
}
