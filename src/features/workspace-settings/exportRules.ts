import type { WorkspaceExport } from '../../domain/workspaceExport';

// The export section's pure rules: how an update joins the list, and what a row says.

/** How many exports the section lists (the api answers its last ten). */
export const EXPORTS_SHOWN = 10;

/**
 * An export's newer state joins the list: replaced in place, or added first when new. Events replayed
 * out of order never take an export back (a finished one stays finished, progress never goes down).
 */
export function mergeExport(items: readonly WorkspaceExport[], next: WorkspaceExport): WorkspaceExport[] {
  const at = items.findIndex((item) => item.id === next.id);
  if (at < 0) return [next, ...items].slice(0, EXPORTS_SHOWN);
  const current = items[at]!;
  const finished = (e: WorkspaceExport) => e.status === 'done' || e.status === 'failed';
  if (finished(current) && !finished(next)) return [...items];
  if (!finished(next) && next.progress < current.progress) return [...items];
  return items.map((item, i) => (i === at ? next : item));
}

export const STATUS_LABELS: Record<WorkspaceExport['status'], string> = {
  queued: 'Waiting to start',
  running: 'Building',
  done: 'Ready',
  failed: 'Failed',
};

/** Each part's name for a person, singular and plural. */
const PART_LABELS: Record<string, [string, string]> = {
  contacts: ['contact', 'contacts'],
  conversations: ['conversation', 'conversations'],
  messages: ['message', 'messages'],
  notes: ['note', 'notes'],
  tickets: ['ticket', 'tickets'],
  ticket_history: ['ticket history line', 'ticket history lines'],
  members: ['member', 'members'],
  departments: ['department', 'departments'],
  channels: ['channel', 'channels'],
};

/** '1,204 contacts · 1 message · …' (parts with rows only). */
export function countsText(counts: Record<string, number>): string {
  // In the archive's order (the api's jsonb answers its keys in its own order).
  const order = (part: string) => (part in PART_LABELS ? Object.keys(PART_LABELS).indexOf(part) : Infinity);
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([part, n]) => {
      const [one, many] = PART_LABELS[part] ?? [part, part];
      return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
    })
    .join(' · ');
}

/** Whether an export's archive can be asked for now. */
export const canDownload = (item: WorkspaceExport, now: number) =>
  item.status === 'done' && item.expiresAt !== null && new Date(item.expiresAt).getTime() > now;
