import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { handOffTarget, opensNewTab } from '../handOffRules';
import { selectIncomingHandOff, selectOneTabRole, tabHandOffOpened, type OneTabState } from '../oneTabSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

type State = { oneTab: OneTabState };

/**
 * In the tab that runs the console: opens what another tab handed over, and keeps a ticket, conversation
 * or contact link opened with Ctrl/⌘/Shift or the middle button in this tab, where a new tab could only be
 * blocked by the one-tab rule.
 */
export function ConsoleTabLinks() {
  const owner = useAppSelector((state: State) => selectOneTabRole(state)) === 'owner';
  const incoming = useAppSelector((state: State) => selectIncomingHandOff(state));
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();

  // Opened once: taken out of the store, so a layout mounted again later does not open it again.
  useEffect(() => {
    if (!incoming) return;
    navigate(incoming);
    dispatch(tabHandOffOpened());
  }, [incoming, navigate, dispatch]);

  useEffect(() => {
    if (!owner) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !opensNewTab(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const path = handOffTarget(`${link.pathname}${link.search}`);
      if (!path) return;
      event.preventDefault();
      navigate(path);
    };
    // Capturing: before the link's own handler, which leaves modified clicks to the browser.
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, [owner, navigate]);

  return null;
}
