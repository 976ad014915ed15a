// Desktop notifications (the browser's Notification API) behind a small interface.

export type NotificationPermissionState = 'unsupported' | 'default' | 'granted' | 'denied';

export interface ShownNotification {
  close(): void;
}

export interface Notifier {
  permission(): NotificationPermissionState;
  /** Must run from a click: browsers ignore or penalise requests made on load. */
  requestPermission(): Promise<NotificationPermissionState>;
  show(title: string, body: string): ShownNotification;
}

const supported = () => typeof window !== 'undefined' && 'Notification' in window;
const nothingShown: ShownNotification = { close: () => undefined };

export const browserNotifier: Notifier = {
  permission: () => (supported() ? Notification.permission : 'unsupported'),
  async requestPermission() {
    if (!supported()) return 'unsupported';
    return Notification.requestPermission();
  },
  show(title, body) {
    try {
      const notification = new Notification(title, { body, icon: '/v2/favicon.svg' });
      notification.onclick = () => {
        window.focus();
        notification.close();
      };
      return { close: () => notification.close() };
    } catch {
      // Some browsers (Chrome on Android) only show notifications from a service worker: nothing to show.
      return nothingShown;
    }
  },
};
