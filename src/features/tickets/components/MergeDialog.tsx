import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { When } from '../../../components/time/When';
import type { TicketSummary } from '../../../domain/inbox';
import { mergeCandidatesRequested, type TicketDetailState } from '../ticketDetailSlice';
import { ticketStatusLabel } from '../../../domain/statusLabels';
import { useAppDispatch } from '../../../app/hooks';

interface Props {
  visible: boolean;
  ticket: TicketSummary;
  candidates: TicketDetailState['candidates'];
  pending: boolean;
  onMerge: (intoId: string) => void;
  onClose: () => void;
}

/** How both merge dialogs (one ticket, a bulk selection) are laid out. */
export const MERGE_DIALOG_LAYOUT = {
  className: 'merge-dialog',
  style: { width: 'min(32rem, calc(100vw - 2rem))' },
  draggable: false,
  resizable: false,
  focusOnShow: true,
} as const;

/** Pick another ticket of the same contact, then confirm: merging cannot be undone. */
export function MergeDialog({ visible, ticket, candidates, pending, onMerge, onClose }: Props) {
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const contactId = ticket.contactId;

  useEffect(() => {
    if (!visible || !contactId) return;
    setChoice(null);
    setConfirming(false);
    dispatch(mergeCandidatesRequested({ ticketId: ticket.id, contactId }));
  }, [visible, contactId, ticket.id, dispatch]);

  const target = candidates.tickets.find((candidate) => candidate.id === choice) ?? null;

  const footer = confirming && target ? (
    <>
      <Button type="button" label="Back" text onClick={() => setConfirming(false)} disabled={pending} />
      <Button type="button" label={`Merge into #${target.number}`} severity="danger" onClick={() => onMerge(target.id)} loading={pending} autoFocus />
    </>
  ) : (
    <>
      <Button type="button" label="Cancel" text onClick={onClose} />
      <Button type="button" label="Continue" onClick={() => setConfirming(true)} disabled={!target} />
    </>
  );

  return (
    <Dialog
      header={`Merge ticket #${ticket.number}`}
      visible={visible}
      onHide={onClose}
      footer={footer}
      {...MERGE_DIALOG_LAYOUT}
    >
      {confirming && target ? (
        <p>
          Ticket #{ticket.number} will be merged into #{target.number} “{target.subject}”. It leaves the ticket lists and its work continues on #
          {target.number}. This cannot be undone.
        </p>
      ) : candidates.status === 'loading' || candidates.status === 'idle' ? (
        <p className="muted">Loading this contact's tickets…</p>
      ) : candidates.status === 'failed' ? (
        <p role="alert">Opps, something went wrong.</p>
      ) : candidates.tickets.length === 0 ? (
        <p>This contact has no other ticket to merge with.</p>
      ) : (
        <fieldset className="merge-dialog__choices">
          <legend>Merge into which ticket of {ticket.contactName ?? 'this contact'}?</legend>
          {candidates.tickets.map((candidate) => (
            <label key={candidate.id} className="merge-dialog__choice">
              <input type="radio" name="merge-into" value={candidate.id} checked={choice === candidate.id} onChange={() => setChoice(candidate.id)} />
              <span>
                <strong>#{candidate.number}</strong> {candidate.subject || '(no subject)'}
                <span className="muted">
                  {' '}
                  · {ticketStatusLabel(candidate)} · <When at={candidate.createdAt} />
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
