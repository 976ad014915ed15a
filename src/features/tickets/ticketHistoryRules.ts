// A history line as a sentence a person reads: who changed what, from what, to what.

import type { TicketHistoryEntry } from '../../domain/inbox';
import { priorityLabel, statusLabel } from '../../domain/statusLabels';

export interface HistoryNames {
  member(id: string): string | null;
  department(id: string): string | null;
}

const FIELD_LABELS: Record<string, string> = {
  status: 'status',
  statusOmni: 'omni status',
  priority: 'priority',
  departmentId: 'department',
  department: 'department',
  tags: 'tags',
  subject: 'subject',
};

const ASSIGNEE_FIELDS = new Set(['assigneeId', 'assignee']);

/** A stored value as text: labels for statuses and priorities, names for ids, tags as a list. */
export function historyValue(field: string, value: string, names: HistoryNames): string {
  switch (field) {
    case 'status':
      return statusLabel(value);
    case 'priority':
      return priorityLabel(value);
    case 'assigneeId':
    case 'assignee':
      return names.member(value) ?? 'another agent';
    case 'departmentId':
    case 'department':
      return names.department(value) ?? 'a removed department';
    case 'tags':
      return tagsText(value);
    default:
      return value;
  }
}

function tagsText(value: string): string {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.length ? parsed.map(String).join(', ') : 'none';
  } catch {
    // Postgres array text ({a,b}) or a plain list.
  }
  const list = value.replace(/^\{|\}$/g, '').split(',').map((tag) => tag.trim().replace(/^"|"$/g, '')).filter(Boolean);
  return list.length ? list.join(', ') : 'none';
}

export function historyActor(entry: TicketHistoryEntry, names: HistoryNames): string {
  return entry.actorName ?? (entry.actorId ? (names.member(entry.actorId) ?? 'Someone') : 'System');
}

export function historyText(entry: TicketHistoryEntry, names: HistoryNames): string {
  const actor = historyActor(entry, names);
  const { field } = entry;
  const from = entry.old === null || entry.old === '' ? null : historyValue(field, entry.old, names);
  const to = entry.new === null || entry.new === '' ? null : historyValue(field, entry.new, names);
  if (field === 'status' && from === null) return `${actor} created the ticket as ${to ?? 'no status'}`;
  if (ASSIGNEE_FIELDS.has(field)) {
    if (to === null) return `${actor} unassigned the ticket${from ? ` from ${from}` : ''}`;
    return from === null ? `${actor} assigned the ticket to ${to}` : `${actor} reassigned the ticket from ${from} to ${to}`;
  }
  // A note's line holds the start of its text.
  if (field === 'note') return to === null ? `${actor} added a note` : `${actor} added a note: “${to}”`;
  // The api records merges by ticket number ('#12') on both tickets.
  if (field === 'merged') return `${actor} merged this ticket into ${to ?? 'another ticket'}`;
  if (field === 'mergedFrom') return `${actor} merged ${to ?? 'another ticket'} into this ticket`;
  const label = FIELD_LABELS[field] ?? field;
  if (to === null) return `${actor} cleared the ${label}${from ? ` (was ${from})` : ''}`;
  if (from === null) return `${actor} set the ${label} to ${to}`;
  return `${actor} changed the ${label} from ${from} to ${to}`;
}
