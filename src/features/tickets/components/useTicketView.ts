import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseTicketView, viewSearch, type TicketView } from '../ticketQuery';

const PATH = '/app/ticket';

/**
 * The page's view (filters, sort, open ticket) is its URL: a link or Back reproduces it. `update`
 * reads the newest view when it runs, so a debounced change does not undo one made meanwhile.
 */
export function useTicketView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => parseTicketView(search), [search]);
  const latest = useRef(view);
  latest.current = view;

  const update = useCallback(
    (change: (view: TicketView) => TicketView, options: { replace?: boolean } = {}) => {
      const next = viewSearch(change(latest.current));
      navigate(next ? `${PATH}?${next}` : PATH, { replace: options.replace ?? false });
    },
    [navigate],
  );
  return { view, update };
}
