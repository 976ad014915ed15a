import { useEffect } from 'react';
import { setPageTitle } from '../services/documentTitle';

/** Each page names itself, so tabs, history and screen readers tell pages apart (the unread count goes in front). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    setPageTitle(title);
  }, [title]);
}
