import { Button } from 'primereact/button';
import { Merge } from '../../../components/icons/glyphs';
import { buttonIcon } from '../../../components/icons/Icon';
import { useId, useState } from 'react';
import type { TicketPriorityValue, TicketStatusValue } from '../../../domain/api';
import { selectDepartments, selectMembers, type DirectoryState } from '../../directory/directorySlice';
import { selectTicketSettings, type SettingsState } from '../../settings/settingsSlice';
import { ticketActionRequested, type TicketAction, type TicketDetailState } from '../ticketDetailSlice';
import { statusLabel, TICKET_STATUSES } from '../../../domain/statusLabels';
import type { Viewer } from '../ticketsRules';
import { MergeDialog } from './MergeDialog';
import { TagEditor } from './TagEditor';
import { MemberOptions, PriorityOptions, StatusOptions } from './TicketOptions';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type State = { directory: DirectoryState; settings: SettingsState };
type WithoutTicket<T> = T extends unknown ? Omit<T, 'ticketId'> : never;

const NONE = '';

/** The ticket's properties, each changed through its own call of the contract. */
export function TicketProperties({ detail, viewer }: { detail: TicketDetailState; viewer: Viewer | null }) {
  const dispatch = useAppDispatch();
  const members = usePageSelector((state: State) => selectMembers(state));
  const departments = usePageSelector((state: State) => selectDepartments(state));
  const take = usePageSelector((state: State) => selectTicketSettings(state).take === true);
  const [merging, setMerging] = useState(false);
  const ids = { status: useId(), priority: useId(), assignee: useId(), department: useId() };
  const ticket = detail.detail!.ticket;
  const busy = detail.pending !== null;
  const act = (action: WithoutTicket<TicketAction>) => dispatch(ticketActionRequested({ ...action, ticketId: ticket.id } as TicketAction));

  // Spec §6: an Agent sees only themself; a colleague who already holds the ticket is still named.
  const assignees = members.filter((member) => viewer?.role !== 'Agent' || member.id === viewer.id);
  const assigneeKnown = ticket.assigneeId === null || assignees.some((member) => member.id === ticket.assigneeId);
  const statusKnown = (TICKET_STATUSES as readonly string[]).includes(ticket.status);
  const departmentKnown = ticket.departmentId === null || departments.some((department) => department.id === ticket.departmentId);

  return (
    <section className="ticket-section ticket-properties" aria-labelledby="ticket-properties-title" aria-busy={busy}>
      <h3 id="ticket-properties-title">Properties</h3>
      <div className="ticket-properties__grid">
        <label htmlFor={ids.status}>Status</label>
        <select id={ids.status} value={ticket.status} disabled={busy} onChange={(event) => act({ kind: 'status', status: event.target.value as TicketStatusValue })}>
          {statusKnown ? null : <option value={ticket.status}>{statusLabel(ticket.status)}</option>}
          <StatusOptions />
        </select>

        <label htmlFor={ids.priority}>Priority</label>
        <select id={ids.priority} value={ticket.priority} disabled={busy} onChange={(event) => act({ kind: 'priority', priority: event.target.value as TicketPriorityValue })}>
          <PriorityOptions />
        </select>

        <label htmlFor={ids.assignee}>Assignee</label>
        <div className="ticket-properties__assignee">
          <select
            id={ids.assignee}
            value={ticket.assigneeId ?? NONE}
            disabled={busy}
            onChange={(event) => act({ kind: 'assign', assigneeId: event.target.value === NONE ? null : event.target.value })}
          >
            <option value={NONE}>Unassigned</option>
            {assigneeKnown ? null : <option value={ticket.assigneeId!}>Another agent</option>}
            <MemberOptions members={assignees} />
          </select>
          {take && viewer && ticket.assigneeId !== viewer.id ? (
            <Button type="button" label="Take" size="small" disabled={busy} onClick={() => act({ kind: 'take' })} />
          ) : null}
        </div>

        <label htmlFor={ids.department}>Department</label>
        <select
          id={ids.department}
          value={ticket.departmentId ?? NONE}
          disabled={busy}
          onChange={(event) => act({ kind: 'department', departmentId: event.target.value === NONE ? null : event.target.value })}
        >
          <option value={NONE}>No department</option>
          {departmentKnown ? null : <option value={ticket.departmentId!}>A removed department</option>}
          {departments.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </select>

        <span id={`${ids.department}-tags`}>Tags</span>
        <TagEditor tags={ticket.tags} labelledBy={`${ids.department}-tags`} disabled={busy} onChange={(tags) => act({ kind: 'tags', tags })} />
      </div>
      <div className="ticket-properties__actions">
        <Button
          type="button"
          label="Merge…"
          icon={buttonIcon(Merge)}
          size="small"
          outlined
          disabled={busy || ticket.contactId === null}
          onClick={() => setMerging(true)}
        />
        {ticket.contactId === null ? <span className="muted">Only tickets of a contact can be merged.</span> : null}
      </div>
      {/* Kept mounted: PrimeReact's Dialog gives focus back to the Merge button when it has closed. */}
      <MergeDialog
        visible={merging}
        ticket={ticket}
        candidates={detail.candidates}
        pending={detail.pending === 'merge'}
        onMerge={(intoId) => act({ kind: 'merge', intoId })}
        onClose={() => setMerging(false)}
      />
    </section>
  );
}
