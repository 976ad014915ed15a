import type { MouseEvent } from 'react';
import { useStore } from 'react-redux';
import { Check } from '../../../components/icons/glyphs';
import { Icon } from '../../../components/icons/Icon';
import { rowToggled, selectBulkSelection, type TicketBulkState } from '../ticketBulkSlice';
import { isPicked } from '../ticketBulkRules';
import { selectTicketIds, type TicketListState } from '../ticketListSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type State = { ticketBulk: TicketBulkState; ticketList: TicketListState };

/**
 * A row's box for bulk actions. It lives inside the list's option, whose content is presentational, so it
 * is not focusable: the keyboard ticks the current row with 'x' (TicketListPane). Shift-click ticks the
 * range from the last row ticked.
 */
export function TicketPick({ id, number }: { id: string; number: number }) {
  const dispatch = useAppDispatch();
  const store = useStore<State>();
  const picked = usePageSelector((state: State) => isPicked(selectBulkSelection(state), id));
  const toggle = (event: MouseEvent) => {
    // A tick is not an opening of the ticket.
    event.stopPropagation();
    dispatch(rowToggled({ id, range: event.shiftKey, order: selectTicketIds(store.getState()) }));
  };
  return (
    <span
      role="checkbox"
      aria-checked={picked}
      aria-label={`Select ticket #${number}`}
      className={`ticket-pick${picked ? ' ticket-pick--on' : ''}`}
      // Shift-click would select the rows' text.
      onMouseDown={(event) => event.shiftKey && event.preventDefault()}
      onClick={toggle}
    >
      {picked ? <Icon icon={Check} size={14} /> : null}
    </span>
  );
}
