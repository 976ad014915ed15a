import { useCallback, useEffect, useMemo } from 'react';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectAuth } from '../../auth/authSlice';
import { directoryNeeded } from '../../directory/directorySlice';
import { listRequested } from '../ticketListSlice';
import { filtersKey } from '../ticketQuery';
import type { Viewer } from '../ticketsRules';
import { FiltersDisclosure } from './FiltersDisclosure';
import { TicketDetailPane } from './TicketDetailPane';
import { TicketFilters } from './TicketFilters';
import { TicketListPane } from './TicketListPane';
import { useTicketView } from './useTicketView';
import './tickets.css';
import './ticketsPhone.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

/** /app/ticket: filters, the live list and the open ticket (?ticket=<id>), all in the URL. */
export function TicketsPage() {
  useDocumentTitle('Tickets');
  const dispatch = useAppDispatch();
  const { view, update } = useTicketView();
  const { user, workspace } = usePageSelector(selectAuth);
  const userId = user?.id ?? null;
  const role = workspace?.role ?? null;
  const viewer = useMemo<Viewer | null>(() => (userId && role ? { id: userId, role } : null), [userId, role]);
  const key = filtersKey(view.filters);

  useEffect(() => {
    dispatch(directoryNeeded());
  }, [dispatch]);

  // The key, not the filters object: opening a ticket changes the URL but must not reload the list.
  useEffect(() => {
    dispatch(listRequested({ key, filters: view.filters, viewer }));
    // view.filters is described by key.
  }, [dispatch, key, viewer]);

  const open = useCallback((id: string) => update((current) => ({ ...current, ticketId: id })), [update]);
  const close = useCallback(() => {
    update((current) => ({ ...current, ticketId: null }));
    // Back to where the ticket was opened from.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.tickets__list [role="listbox"]')?.focus());
  }, [update]);
  const openMerged = useCallback((id: string) => update((current) => ({ ...current, ticketId: id }), { replace: true }), [update]);

  return (
    <section className="page tickets" aria-labelledby="page-title">
      <h1 id="page-title">Tickets</h1>
      <FiltersDisclosure filters={view.filters}>
        <TicketFilters filters={view.filters} viewer={viewer} onChange={(change, replace) => update((current) => ({ ...current, filters: change(current.filters) }), { replace })} />
      </FiltersDisclosure>
      <div className={`tickets__split${view.ticketId ? ' tickets__split--open' : ''}`}>
        <TicketListPane
          openId={view.ticketId}
          onOpen={open}
          sort={view.filters.sort ?? 'newest'}
          onSort={(sort) => update((current) => ({ ...current, filters: { ...current.filters, sort } }))}
        />
        {/* Shown where the open ticket hides the list (ticketsPhone.css), as chat's 'Back to conversations'. */}
        {view.ticketId ? (
          <button type="button" className="tickets__back" onClick={close}>
            Back to tickets
          </button>
        ) : null}
        {view.ticketId ? <TicketDetailPane id={view.ticketId} viewer={viewer} onClose={close} onOpenTicket={openMerged} /> : null}
      </div>
    </section>
  );
}
