import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import type { TicketSummary } from '../../../domain/inbox';
import { selectBulkSelection, type TicketBulkState } from '../ticketBulkSlice';
import { isPicked, pickedCount } from '../ticketBulkRules';
import { ticketIn } from '../ticketListState';
import { selectTicketList, type TicketListState } from '../ticketListSlice';
import { MERGE_DIALOG_LAYOUT } from './MergeDialog';
import { usePageSelector } from '../../../app/hooks';

type State = { ticketBulk: TicketBulkState; ticketList: TicketListState };

interface Props {
  visible: boolean;
  onMerge: (intoId: string) => void;
  onClose: () => void;
}

/** The selection merges into one of its tickets: pick which (among the loaded ones), then confirm. */
export function BulkMergeDialog({ visible, onMerge, onClose }: Props) {
  const selection = usePageSelector((state: State) => selectBulkSelection(state));
  const list = usePageSelector((state: State) => selectTicketList(state));
  const [choice, setChoice] = useState<string | null>(null);
  useEffect(() => {
    if (visible) setChoice(null);
  }, [visible]);

  const picked = (list.ids as string[])
    .filter((id) => isPicked(selection, id))
    .map((id) => ticketIn(list, id))
    .filter((ticket): ticket is TicketSummary => ticket !== undefined);
  const target = picked.find((ticket) => ticket.id === choice) ?? null;
  const others = pickedCount(selection, list.total) - 1;

  const footer = (
    <>
      <Button type="button" label="Cancel" text onClick={onClose} />
      <Button type="button" label={target ? `Merge into #${target.number}` : 'Merge'} severity="danger" disabled={!target} onClick={() => target && onMerge(target.id)} />
    </>
  );
  return (
    <Dialog
      header="Merge the selected tickets"
      visible={visible}
      onHide={onClose}
      footer={footer}
      {...MERGE_DIALOG_LAYOUT}
    >
      <fieldset className="merge-dialog__choices">
        <legend>Merge into which ticket?</legend>
        {picked.map((ticket) => (
          <label key={ticket.id} className="merge-dialog__choice">
            <input type="radio" name="bulk-merge-into" value={ticket.id} checked={choice === ticket.id} onChange={() => setChoice(ticket.id)} />
            <span>
              <strong>#{ticket.number}</strong> {ticket.subject || '(no subject)'}
              {ticket.contactName ? <span className="muted"> · {ticket.contactName}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <p>
        The other {others.toLocaleString('en-US')} {others === 1 ? 'ticket leaves' : 'tickets leave'} the lists and {others === 1 ? 'its' : 'their'} work
        continues on the one chosen. Only tickets of the same contact can be merged: the others stay as they are and are listed after. This cannot be undone.
      </p>
    </Dialog>
  );
}
