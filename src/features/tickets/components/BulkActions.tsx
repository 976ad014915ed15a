import { Button } from 'primereact/button';
import { useId, useState, type ReactNode } from 'react';
import type { TicketPriorityValue, TicketStatusValue } from '../../../domain/api';
import { priorityLabel, statusLabel } from '../../../domain/statusLabels';
import type { BulkOperation } from '../../../domain/ticketBulk';
import { selectMembers, type DirectoryState } from '../../directory/directorySlice';
import type { Viewer } from '../ticketsRules';
import { MemberOptions, PriorityOptions, StatusOptions } from './TicketOptions';
import { usePageSelector } from '../../../app/hooks';

const UNASSIGNED = 'none';
const MAX_TAG = 40;

interface Props {
  viewer: Viewer | null;
  disabled: boolean;
  count: number;
  /** `text` says the action in words, for its confirmation. */
  onRun: (operation: BulkOperation, text: string) => void;
  onMerge: () => void;
}

/** A choice that acts as soon as something is chosen, then reads 'Choose…' again. */
function ChooseSelect({ label, disabled, onChoose, children }: { label: string; disabled: boolean; onChoose: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value="" disabled={disabled} onChange={(event) => onChoose(event.target.value)}>
        <option value="" disabled>
          Choose…
        </option>
        {children}
      </select>
    </>
  );
}

/** Assign, status, priority, a tag added or removed, merge: each one request for the whole selection. */
export function BulkActions({ viewer, disabled, count, onRun, onMerge }: Props) {
  const members = usePageSelector((state: { directory: DirectoryState }) => selectMembers(state));
  const tagId = useId();
  const [tag, setTag] = useState('');
  // Spec §6: an Agent sees only themself among the assignees.
  const assignees = members.filter((member) => viewer?.role !== 'Agent' || member.id === viewer.id);
  const tagText = tag.trim();
  const assign = (value: string) => {
    const member = assignees.find((m) => m.id === value);
    if (value === UNASSIGNED) onRun({ kind: 'assign', assigneeId: null }, 'Unassign');
    else if (member) onRun({ kind: 'assign', assigneeId: member.id }, `Assign to ${member.name}`);
  };

  return (
    <div className="ticket-bulk__row ticket-bulk__actions">
      <ChooseSelect label="Assign" disabled={disabled} onChoose={assign}>
        <option value={UNASSIGNED}>Unassigned</option>
        <MemberOptions members={assignees} />
      </ChooseSelect>
      <ChooseSelect label="Status" disabled={disabled} onChoose={(status) => onRun({ kind: 'status', status: status as TicketStatusValue }, `Set the status ${statusLabel(status)}`)}>
        <StatusOptions />
      </ChooseSelect>
      <ChooseSelect
        label="Priority"
        disabled={disabled}
        onChoose={(priority) => onRun({ kind: 'priority', priority: priority as TicketPriorityValue }, `Set ${priorityLabel(priority)}`)}
      >
        <PriorityOptions />
      </ChooseSelect>
      <label htmlFor={tagId}>Tag</label>
      <input id={tagId} type="text" value={tag} maxLength={MAX_TAG} placeholder="refund" disabled={disabled} onChange={(event) => setTag(event.target.value)} />
      <Button type="button" label="Add tag" size="small" outlined disabled={disabled || !tagText} onClick={() => onRun({ kind: 'addTag', tag: tagText }, `Add the tag “${tagText}”`)} />
      <Button type="button" label="Remove tag" size="small" outlined disabled={disabled || !tagText} onClick={() => onRun({ kind: 'removeTag', tag: tagText }, `Remove the tag “${tagText}”`)} />
      <Button type="button" label="Merge…" size="small" outlined disabled={disabled || count < 2} onClick={onMerge} />
    </div>
  );
}
