import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, getContext, put, select, takeEvery } from 'redux-saga/effects';
import { mayTakeWork } from '../../domain/alerts';
import { NOTIFICATION_SHOWN_MS } from '../../domain/constants';
import type { Clock } from '../../services/clock';
import type { Notifier, NotificationPermissionState, ShownNotification } from '../../services/notifier';
import type { RealtimeEvent } from '../../domain/realtimeEvents';
import type { Sound } from '../../services/sound';
import type { KeyValueStorage } from '../../services/storage';
import type { VisibilityEvents } from '../../services/visibility';
import type { AuthState } from '../auth/authSlice';
import { eventsReceived, socketConnected, socketDisconnected } from '../realtime/realtimeSlice';
import { isUnexpectedDisconnect } from '../realtime/realtimeRules';
import { shouldPlayMessageSound } from './alertsRules';
import { soundPlayed, type AlertsState } from './alertsSlice';
import { decideForEvents, decideNotification, type NotificationDecision, type NotificationTrigger } from './notificationRules';
import {
  notificationBannerDismissed,
  notificationBannerSnoozeRead,
  notificationPermissionChanged,
  notificationPermissionRequested,
  notificationShown,
  type NotificationsState,
} from './notificationsSlice';

export interface NotificationsDeps {
  notifier: Notifier;
  sound: Sound;
  /** a customer's new message (the member's sound setting) */
  messageSound: Sound;
  clock: Clock;
  storage: KeyValueStorage;
  visibility: VisibilityEvents;
}

/** Where 'Not now' on the banner is remembered (ms since epoch), for this browser. */
export const BANNER_NOT_NOW_KEY = 'omni.notifications.notNowAt';

type State = {
  auth: AuthState;
  notifications: NotificationsState;
  alerts: AlertsState;
  openConversation?: { id: string | null };
};

export function* notificationsSaga() {
  const notifier: Notifier = yield getContext('notifier');
  yield put(notificationPermissionChanged(notifier.permission()));
  yield call(readBannerSnooze);
  yield takeEvery(notificationPermissionRequested.type, requestPermission);
  yield takeEvery(notificationBannerDismissed.type, rememberNotNow);
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

function* readBannerSnooze() {
  const storage: KeyValueStorage = yield getContext('storage');
  const clock: Clock = yield getContext('clock');
  const stored = Number(storage.get(BANNER_NOT_NOW_KEY));
  yield put(notificationBannerSnoozeRead({ notNowAt: Number.isFinite(stored) && stored > 0 ? stored : null, now: clock.now() }));
}

function* rememberNotNow() {
  const storage: KeyValueStorage = yield getContext('storage');
  const clock: Clock = yield getContext('clock');
  yield call([storage, storage.set], BANNER_NOT_NOW_KEY, String(clock.now()));
}

/** Ticket events arrive in batches (one per animation frame); the connection one at a time. */
type Trigger = Exclude<NotificationTrigger, { kind: 'ticket' }> | { kind: 'ticket'; events: readonly RealtimeEvent[] };

/**
 * Decides with the state as it is now (so a burst is spaced 2 s apart) and carries the decision out. A
 * batch without a desktop notification may still play the message sound (a customer wrote in the
 * member's or an unassigned conversation), also when desktop notifications are off.
 */
function* consider(trigger: Trigger) {
  const clock: Clock = yield getContext('clock');
  const notifier: Notifier = yield getContext('notifier');
  const state: State = yield select((s: State) => s);
  const { auth, notifications } = state;
  if (!auth.user) return;
  const now = clock.now();
  // Read live: the user can change the permission in the browser's settings at any time.
  const permission = notifier.permission();
  if (permission !== notifications.permission) yield put(notificationPermissionChanged(permission));
  const ctx = { userId: auth.user.id, permission, now, lastShownAt: notifications.lastShownAt };
  const decision: NotificationDecision = trigger.kind === 'ticket' ? decideForEvents(trigger.events, ctx) : decideNotification(trigger, ctx);
  if (decision.kind === 'skip') {
    if (trigger.kind === 'ticket') yield call(considerMessageSound, trigger.events, state, now);
    return;
  }
  const sound: Sound = yield getContext('sound');
  const shown: ShownNotification = yield call([notifier, notifier.show], decision.title, decision.body);
  yield call([sound, sound.play]);
  yield put(notificationShown({ title: decision.title, at: now }));
  yield put(soundPlayed(now));
  yield fork(closeLater, shown);
}

function* considerMessageSound(events: readonly RealtimeEvent[], state: State, now: number) {
  const { auth, alerts } = state;
  const visibility: VisibilityEvents = yield getContext('visibility');
  const openId = state.openConversation?.id ?? null;
  const member = { role: auth.workspace?.role ?? '', access: auth.access.map((entry) => entry.url), expired: auth.workspace?.is_member_expired ?? false };
  const play = shouldPlayMessageSound(events, {
    userId: auth.user!.id,
    setting: alerts.sound,
    takesChats: mayTakeWork(member, 'chat'),
    watching: visibility.hidden() ? null : openId,
    now,
    lastSoundAt: alerts.lastSoundAt,
  });
  if (!play) return;
  const messageSound: Sound = yield getContext('messageSound');
  yield call([messageSound, messageSound.play]);
  yield put(soundPlayed(now));
}

function* closeLater(shown: ShownNotification) {
  yield delay(NOTIFICATION_SHOWN_MS);
  yield call([shown, shown.close]);
}
