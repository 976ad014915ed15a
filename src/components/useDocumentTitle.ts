import { useEffect } from 'react';

const SITE = 'Omnichannel Inbox';

/** Each page names itself, so tabs, history and screen readers tell pages apart. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === SITE ? SITE : `${title} – ${SITE}`;
  }, [title]);
}
