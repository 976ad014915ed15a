import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationPermissionState } from '../../services/notifier';

export interface NotificationsState {
  permission: NotificationPermissionState;
  /** when the last desktop notification was shown (ms since epoch), for the 2 s spacing */
  lastShownAt: number | null;
  /** the permission banner was closed by the user for this page's life */
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
    bannerDismissed(state) {
      state.bannerDismissed = true;
    },
  },
});

export const {
  permissionChanged: notificationPermissionChanged,
  permissionRequested: notificationPermissionRequested,
  shown: notificationShown,
  bannerDismissed: notificationBannerDismissed,
} = notificationsSlice.actions;

type WithNotifications = { notifications: NotificationsState };
export const selectNotifications = (state: WithNotifications) => state.notifications;
