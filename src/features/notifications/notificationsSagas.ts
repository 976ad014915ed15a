import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, getContext, put, select, takeEvery } from 'redux-saga/effects';
import { NOTIFICATION_SHOWN_MS } from '../../domain/constants';
import type { Clock } from '../../services/clock';
import type { Notifier, NotificationPermissionState, ShownNotification } from '../../services/notifier';
import type { RealtimeEvent } from '../../services/socket';
import type { Sound } from '../../services/sound';
import type { AuthState } from '../auth/authSlice';
import { eventsReceived, socketConnected, socketDisconnected } from '../realtime/realtimeSlice';
import { isUnexpectedDisconnect } from '../realtime/realtimeRules';
import { decideForEvents, decideNotification, type NotificationDecision, type NotificationTrigger } from './notificationRules';
import { notificationPermissionChanged, notificationPermissionRequested, notificationShown, type NotificationsState } from './notificationsSlice';

export interface NotificationsDeps {
  notifier: Notifier;
  sound: Sound;
  clock: Clock;
}

type State = { auth: AuthState; notifications: NotificationsState };

export function* notificationsSaga() {
  const notifier: Notifier = yield getContext('notifier');
  yield put(notificationPermissionChanged(notifier.permission()));
  yield takeEvery(notificationPermissionRequested.type, requestPermission);
  yield takeEvery(eventsReceived.type, function* (action: ReturnType<typeof eventsReceived>) {
    // One decision per batch, not a saga call per event: a burst of 2,000 events a second stays cheap.
    yield call(consider, { kind: 'ticket', events: action.payload.events } satisfies Trigger);
  });
  yield takeEvery(socketDisconnected.type, function* (action: PayloadAction<{ reason: string }>) {
    if (isUnexpectedDisconnect(action.payload.reason)) yield call(consider, { kind: 'connection', state: 'disconnected' });
  });
  yield takeEvery(socketConnected.type, function* (action: PayloadAction<{ reconnect: boolean }>) {
    if (action.payload.reconnect) yield call(consider, { kind: 'connection', state: 'connected' });
  });
}

function* requestPermission() {
  const notifier: Notifier = yield getContext('notifier');
  const permission: NotificationPermissionState = yield call([notifier, notifier.requestPermission]);
  yield put(notificationPermissionChanged(permission));
}

/** Ticket events arrive in batches (one per animation frame); the connection one at a time. */
type Trigger = Exclude<NotificationTrigger, { kind: 'ticket' }> | { kind: 'ticket'; events: readonly RealtimeEvent[] };

/** Decides with the state as it is now (so a burst is spaced 2 s apart) and carries the decision out. */
function* consider(trigger: Trigger) {
  const clock: Clock = yield getContext('clock');
  const notifier: Notifier = yield getContext('notifier');
  const { auth, notifications }: State = yield select((state: State) => state);
  if (!auth.user) return;
  const now = clock.now();
  // Read live: the user can change the permission in the browser's settings at any time.
  const permission = notifier.permission();
  if (permission !== notifications.permission) yield put(notificationPermissionChanged(permission));
  const ctx = { userId: auth.user.id, permission, now, lastShownAt: notifications.lastShownAt };
  const decision: NotificationDecision = trigger.kind === 'ticket' ? decideForEvents(trigger.events, ctx) : decideNotification(trigger, ctx);
  if (decision.kind === 'skip') return;
  const sound: Sound = yield getContext('sound');
  const shown: ShownNotification = yield call([notifier, notifier.show], decision.title, decision.body);
  yield call([sound, sound.play]);
  yield put(notificationShown({ title: decision.title, at: now }));
  yield fork(closeLater, shown);
}

function* closeLater(shown: ShownNotification) {
  yield delay(NOTIFICATION_SHOWN_MS);
  yield call([shown, shown.close]);
}

