import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationPermissionState } from '../../services/notifier';
import { bannerSnoozed } from './alertsRules';

export interface NotificationsState {
  permission: NotificationPermissionState;
  /** when the last desktop notification was shown (ms since epoch), for the 2 s spacing */
  lastShownAt: number | null;
  /** the permission banner stays away: 'Not now' was clicked in this browser less than 30 days ago */
  bannerDismissed: boolean;
}

export const initialNotificationsState: NotificationsState = { permission: 'default', lastShownAt: null, bannerDismissed: false };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    permissionChanged(state, action: PayloadAction<NotificationPermissionState>) {
      state.permission = action.payload;
    },
    /** From a click only: browsers refuse (or penalise) permission prompts that no gesture asked for. */
    permissionRequested() {},
    shown(state, action: PayloadAction<{ title: string; at: number }>) {
      state.lastShownAt = action.payload.at;
    },
    /** 'Not now' (the saga remembers when, in the browser, for 30 days). */
    bannerDismissed(state) {
      state.bannerDismissed = true;
    },
    /** When 'Not now' was last clicked in this browser, as stored, read at start. */
    bannerSnoozeRead(state, action: PayloadAction<{ notNowAt: number | null; now: number }>) {
      state.bannerDismissed = bannerSnoozed(action.payload.notNowAt, action.payload.now);
    },
  },
});

export const {
  permissionChanged: notificationPermissionChanged,
  permissionRequested: notificationPermissionRequested,
  shown: notificationShown,
  bannerDismissed: notificationBannerDismissed,
  bannerSnoozeRead: notificationBannerSnoozeRead,
} = notificationsSlice.actions;

type WithNotifications = { notifications: NotificationsState };
export const selectNotifications = (state: WithNotifications) => state.notifications;
