import { Button } from 'primereact/button';
import { useState } from 'react';
import { BULK_BATCH, type BulkOperation } from '../../../domain/ticketBulk';
import { allMatchingChosen, bulkRequested, selectionCleared, selectTicketBulk, type TicketBulkState } from '../ticketBulkSlice';
import { pickedCount, pickedText } from '../ticketBulkRules';
import { selectTicketList, type TicketListState } from '../ticketListSlice';
import type { Viewer } from '../ticketsRules';
import { BulkActions } from './BulkActions';
import { BulkMergeDialog } from './BulkMergeDialog';
import { BulkOutcome } from './BulkOutcome';
import './bulk.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type State = { ticketBulk: TicketBulkState; ticketList: TicketListState };

/**
 * Bulk actions on the list's selection: what is selected (and 'Select all N matching', resolved by the
 * api from the filters), the actions, then the progress and the summary of what could not be changed.
 * More than one batch is confirmed first: a change of a thousand tickets is not a slip of the mouse.
 */
export function BulkBar({ viewer }: { viewer: Viewer | null }) {
  const dispatch = useAppDispatch();
  const bulk = usePageSelector((state: State) => selectTicketBulk(state));
  const list = usePageSelector((state: State) => selectTicketList(state));
  const [pending, setPending] = useState<{ operation: BulkOperation; text: string } | null>(null);
  const [merging, setMerging] = useState(false);
  const { selection } = bulk;
  const count = pickedCount(selection, list.total);
  const busy = bulk.status === 'sending' || bulk.status === 'running';
  const loaded = list.ids as string[];
  const allLoadedPicked = !selection.allMatching && loaded.length > 0 && loaded.every((id) => selection.ids.includes(id));

  const run = (operation: BulkOperation, text: string) => {
    if (count > BULK_BATCH) setPending({ operation, text });
    else dispatch(bulkRequested(operation));
  };

  if (count === 0 && bulk.job === null && bulk.status !== 'sending') return null;
  return (
    <div className="ticket-bulk" role="region" aria-label="Bulk actions">
      {count > 0 ? (
        <div className="ticket-bulk__row">
          <p className="ticket-bulk__count" data-testid="bulk-count">
            {pickedText(selection, list.total)}
          </p>
          {allLoadedPicked && list.total > loaded.length ? (
            <Button type="button" label={`Select all ${list.total.toLocaleString('en-US')} matching`} link size="small" onClick={() => dispatch(allMatchingChosen())} />
          ) : null}
          <Button type="button" label="Clear selection" text size="small" onClick={() => dispatch(selectionCleared())} disabled={busy} />
        </div>
      ) : null}
      {count > 0 && !pending ? <BulkActions viewer={viewer} disabled={busy} count={count} onRun={run} onMerge={() => setMerging(true)} /> : null}
      {pending ? (
        <div className="ticket-bulk__row" role="alertdialog" aria-label="Confirm the bulk action">
          <p>
            {pending.text} for {count.toLocaleString('en-US')} tickets?
          </p>
          <Button type="button" label="Cancel" text size="small" onClick={() => setPending(null)} />
          <Button
            type="button"
            label="Apply"
            size="small"
            autoFocus
            onClick={() => {
              dispatch(bulkRequested(pending.operation));
              setPending(null);
            }}
          />
        </div>
      ) : null}
      <BulkOutcome bulk={bulk} />
      <BulkMergeDialog visible={merging} onClose={() => setMerging(false)} onMerge={(intoId) => {
        setMerging(false);
        dispatch(bulkRequested({ kind: 'merge', intoId }));
      }} />
    </div>
  );
}
