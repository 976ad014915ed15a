import { Button } from 'primereact/button';
import { useDispatch, useSelector } from 'react-redux';
import { UNSUPPORTED_TEXT } from '../notificationRules';
import { selectOneTabBlocked, type OneTabState } from '../../one-tab/oneTabSlice';
import { selectDisconnectedTooLong, type RealtimeState } from '../../realtime/realtimeSlice';
import './notificationBanner.css';
import { notificationBannerDismissed, notificationPermissionRequested, selectNotifications, type NotificationsState } from '../notificationsSlice';

/**
 * Asks for the desktop-notification permission from a click, never on load. Shown while the browser has
 * not been asked yet, or to say it has no notifications at all; closable for this page's life.
 */
export function NotificationBanner() {
  const dispatch = useDispatch();
  const { permission, bannerDismissed } = useSelector((state: { notifications: NotificationsState }) => selectNotifications(state));
  // Not while a persistent dialog (one tab, disconnected) has made the page unusable.
  const blocked = useSelector((state: { oneTab: OneTabState }) => selectOneTabBlocked(state));
  const dropped = useSelector((state: { realtime: RealtimeState }) => selectDisconnectedTooLong(state));
  if (blocked || dropped || bannerDismissed || (permission !== 'default' && permission !== 'unsupported')) return null;

  return (
    <div className="notification-banner" role="region" aria-label="Desktop notifications">
      {permission === 'unsupported' ? (
        <p>{UNSUPPORTED_TEXT}</p>
      ) : (
        <>
          <p>Get a desktop notification when a ticket is created or changes status.</p>
          <Button type="button" size="small" label="Enable desktop notifications" onClick={() => dispatch(notificationPermissionRequested())} />
        </>
      )}
      <Button
        type="button"
        size="small"
        text
        label="Not now"
        onClick={() => dispatch(notificationBannerDismissed())}
      />
    </div>
  );
}
