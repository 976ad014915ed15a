import { Button } from 'primereact/button';
import { useId, useMemo } from 'react';
import { channelInfo, channelLabel, FIXED_CHANNEL_TYPES, webchatChannelType } from '../../../domain/channels';
import { selectWebchatProduct, type ConfigState } from '../../config/configSlice';
import { selectDepartments, selectMembers, type DirectoryState } from '../../directory/directorySlice';
import { filtersKey } from '../ticketQuery';
import { SLA_STATES } from '../../../domain/sla';
import { SLA_STATE_LABELS } from '../slaDisplayRules';
import { priorityLabel, statusLabel, TICKET_PRIORITIES, TICKET_STATUSES } from '../../../domain/statusLabels';
import type { TicketFilters as Filters, Viewer } from '../ticketsRules';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { useDebouncedText } from '../../../components/useDebouncedText';
import { usePageSelector } from '../../../app/hooks';

type State = { config: ConfigState; directory: DirectoryState };

const STATUS_OPTIONS: FilterOption[] = TICKET_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const PRIORITY_OPTIONS: FilterOption[] = TICKET_PRIORITIES.map((value) => ({ value, label: priorityLabel(value) }));
const SLA_OPTIONS: FilterOption[] = SLA_STATES.map((value) => ({ value, label: SLA_STATE_LABELS[value] }));

interface Props {
  filters: Filters;
  viewer: Viewer | null;
  onChange: (change: (filters: Filters) => Filters, replace?: boolean) => void;
}

/** Every filter of the list; each change goes to the URL, which reloads the list. */
export function TicketFilters({ filters, viewer, onChange }: Props) {
  const product = usePageSelector((state: State) => selectWebchatProduct(state));
  const members = usePageSelector((state: State) => selectMembers(state));
  const departments = usePageSelector((state: State) => selectDepartments(state));
  const ids = { q: useId(), tag: useId(), from: useId(), to: useId() };

  const channels = useMemo<FilterOption[]>(
    () =>
      [webchatChannelType(product), ...FIXED_CHANNEL_TYPES].map((type) => ({ value: type, label: channelLabel(type), icon: channelInfo(type)?.icon })),
    [product],
  );
  // Spec §6: an Agent sees only their own id as a filter.
  const agents = useMemo<FilterOption[]>(
    () => members.filter((member) => viewer?.role !== 'Agent' || member.id === viewer.id).map((member) => ({ value: member.id, label: member.name })),
    [members, viewer],
  );
  const departmentOptions = useMemo<FilterOption[]>(() => departments.map((d) => ({ value: d.id, label: d.name })), [departments]);

  const set = <K extends keyof Filters>(key: K, value: Filters[K] | undefined, replace = false) =>
    onChange((current) => {
      const next = { ...current };
      if (value === undefined || (Array.isArray(value) && value.length === 0) || value === '') delete next[key];
      else next[key] = value;
      return next;
    }, replace);

  // Typing replaces the history entry: Back leaves the search instead of undoing it letter by letter.
  const [q, setQ] = useDebouncedText(filters.q ?? '', (text) => set('q', text.trim() || undefined, true), trimText);
  const [tags, setTags] = useDebouncedText(joinTags(filters.tag), (text) => set('tag', splitTags(text), true), normalizeTags);
  const active = filtersKey({ ...filters, sort: undefined }) !== '';

  return (
    <form className="ticket-filters" role="search" aria-label="Ticket filters" onSubmit={(event) => event.preventDefault()}>
      <div className="ticket-filter ticket-filter--search">
        <label htmlFor={ids.q}>Search</label>
        <input id={ids.q} type="search" value={q} placeholder="Subject, contact, message…" onChange={(event) => setQ(event.target.value)} />
      </div>
      <FilterSelect label="Status" options={STATUS_OPTIONS} value={filters.status} onChange={(v) => set('status', v as Filters['status'])} />
      <FilterSelect label="Priority" options={PRIORITY_OPTIONS} value={filters.priority} onChange={(v) => set('priority', v as Filters['priority'])} />
      <FilterSelect label="Channel" options={channels} value={filters.channel} onChange={(v) => set('channel', v)} />
      <FilterSelect label="Agent" options={agents} value={filters.assigneeId} onChange={(v) => set('assigneeId', v)} />
      <FilterSelect label="Department" options={departmentOptions} value={filters.departmentId} onChange={(v) => set('departmentId', v)} />
      <FilterSelect label="SLA" options={SLA_OPTIONS} value={filters.sla} onChange={(v) => set('sla', v as Filters['sla'])} />
      <div className="ticket-filter">
        <label htmlFor={ids.tag}>Tags</label>
        <input id={ids.tag} type="text" value={tags} placeholder="vip, refund" onChange={(event) => setTags(event.target.value)} />
      </div>
      <div className="ticket-filter ticket-filter--date">
        <label htmlFor={ids.from}>Created from</label>
        <input id={ids.from} type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => set('from', event.target.value || undefined)} />
      </div>
      <div className="ticket-filter ticket-filter--date">
        <label htmlFor={ids.to}>Created to</label>
        <input id={ids.to} type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => set('to', event.target.value || undefined)} />
      </div>
      {active ? (
        <Button type="button" label="Clear filters" text size="small" className="ticket-filters__clear" onClick={() => onChange((current) => ({ sort: current.sort }))} />
      ) : null}
    </form>
  );
}

const trimText = (text: string) => text.trim();
// The URL keeps tags sorted (one key per view), so the typed order is compared sorted too.
const joinTags = (tags: readonly string[] | undefined) => [...(tags ?? [])].sort().join(', ');
const normalizeTags = (text: string) => joinTags(splitTags(text));

function splitTags(text: string): string[] | undefined {
  const tags = [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];
  return tags.length ? tags : undefined;
}
