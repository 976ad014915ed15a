import { useEffect, useRef } from 'react';
import { loadedToggled, selectBulkSelection, type TicketBulkState } from '../ticketBulkSlice';
import { loadedState } from '../ticketBulkRules';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

/** The list header's box: ticks every loaded row, or clears the selection; mixed when some are ticked. */
export function PickAll({ loaded }: { loaded: readonly string[] }) {
  const dispatch = useAppDispatch();
  const selection = usePageSelector((state: { ticketBulk: TicketBulkState }) => selectBulkSelection(state));
  const box = useRef<HTMLInputElement>(null);
  const state = loadedState(selection, loaded);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="tickets__pick-all">
      <input
        ref={box}
        type="checkbox"
        checked={state === 'all'}
        disabled={loaded.length === 0}
        onChange={(event) => dispatch(loadedToggled({ loaded, picked: event.target.checked }))}
      />
      Select all
    </label>
  );
}
