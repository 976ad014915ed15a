import { useStore } from 'react-redux';
import { useShortcut } from '../../keyboard/shortcutHandlers';
import { rowToggled } from '../ticketBulkSlice';
import { selectTicketIds, type TicketListState } from '../ticketListSlice';
import { useAppDispatch } from '../../../app/hooks';

/**
 * 'x' ticks or unticks the list's current row for a bulk action (the rows' boxes take no focus), while
 * the focus is in the list.
 */
export function useBulkKeys(activeId: string | null) {
  const dispatch = useAppDispatch();
  const store = useStore<{ ticketList: TicketListState }>();
  useShortcut('selectItem', (event) => {
    if (activeId === null || !(event.target as Element | null)?.closest?.('.tickets__list')) return false;
    dispatch(rowToggled({ id: activeId, range: false, order: selectTicketIds(store.getState()) }));
    return true;
  });
}
