import { useEffect } from 'react';
import { setTitleCount } from '../../../services/documentTitle';
import { unreadTotal, workKindOf } from '../alertsRules';
import { selectUnread, unreadForKind, type AlertsState } from '../alertsSlice';
import './unreadBadge.css';
import { useAppSelector } from '../../../app/hooks';

type State = { alerts: AlertsState };

/** The id of a drawer entry's count, for the entry's aria-describedby; undefined for entries that count nothing. */
export function unreadBadgeId(target: string): string | undefined {
  const kind = workKindOf(target);
  return kind ? `drawer-unread-${kind}` : undefined;
}

/**
 * The unread count beside a drawer entry (Chat, Tickets). Left out of the link's name (it stays 'Chat'),
 * it is the link's description instead: '3 unread'.
 */
export function UnreadBadge({ target }: { target: string }) {
  const unread = useAppSelector((state: State) => selectUnread(state));
  const id = unreadBadgeId(target);
  const count = unreadForKind(unread, workKindOf(target));
  if (!id) return null;
  return (
    <span id={id} className="drawer-unread" aria-hidden="true" hidden={!count} data-testid={id}>
      {count ? (
        <>
          {count > 99 ? '99+' : count}
          <span className="visually-hidden"> unread</span>
        </>
      ) : null}
    </span>
  );
}

/** Puts the unread total in front of the page's title while the console is open: '(3) Chat – …'. */
export function UnreadTitle() {
  const total = useAppSelector((state: State) => unreadTotal(selectUnread(state)));
  useEffect(() => {
    setTitleCount(total);
    return () => setTitleCount(0);
  }, [total]);
  return null;
}
