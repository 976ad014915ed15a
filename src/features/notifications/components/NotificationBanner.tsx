import { Button } from 'primereact/button';
import { UNSUPPORTED_TEXT } from '../notificationRules';
import { selectOneTabBlocked, type OneTabState } from '../../one-tab/oneTabSlice';
import { selectDisconnectedTooLong, type RealtimeState } from '../../realtime/realtimeSlice';
import './notificationBanner.css';
import { notificationBannerDismissed, notificationPermissionRequested, selectNotifications, type NotificationsState } from '../notificationsSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/**
 * Asks for the desktop-notification permission from a click, never on load. Shown while the browser has
 * not been asked yet, or to say it has no notifications at all. It sits in the navigation drawer, in the
 * flow of the page, so it covers nothing (not the composer's Attach and Send); 'Not now' keeps it away
 * for 30 days in this browser.
 */
export function NotificationBanner() {
  const dispatch = useAppDispatch();
  const { permission, bannerDismissed } = useAppSelector((state: { notifications: NotificationsState }) => selectNotifications(state));
  // Not while a persistent dialog (one tab, disconnected) has made the page unusable.
  const blocked = useAppSelector((state: { oneTab: OneTabState }) => selectOneTabBlocked(state));
  const dropped = useAppSelector((state: { realtime: RealtimeState }) => selectDisconnectedTooLong(state));
  if (blocked || dropped || bannerDismissed || (permission !== 'default' && permission !== 'unsupported')) return null;

  return (
    <div className="notification-banner" role="region" aria-label="Desktop notifications">
      {permission === 'unsupported' ? (
        <p>{UNSUPPORTED_TEXT}</p>
      ) : (
        <>
          <p>Get a desktop notification when new work arrives or a ticket changes status.</p>
          <Button type="button" size="small" label="Enable desktop notifications" onClick={() => dispatch(notificationPermissionRequested())} />
        </>
      )}
      <Button type="button" size="small" text label="Not now" onClick={() => dispatch(notificationBannerDismissed())} />
    </div>
  );
}
