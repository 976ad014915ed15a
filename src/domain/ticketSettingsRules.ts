// The ticket-management page's rules (settings.ticket), pure and shared: the console's form and the api
// check a change with the same function and messages, and the api applies the rules (auto-creation, a
// reply to a solved ticket, closing solved tickets, fields required before solving) from the same reading
// of the stored jsonb, which older workspaces hold as { take } alone.

import type { TicketSettings } from './api';
import { isRecord } from './validation';

export const CLOSE_AFTER_MIN_DAYS = 1;
export const CLOSE_AFTER_MAX_DAYS = 365;
export const CLOSE_AFTER_DAYS_MESSAGE = `Enter a whole number of days from ${CLOSE_AFTER_MIN_DAYS} to ${CLOSE_AFTER_MAX_DAYS}`;

/** The omni status of a solved ticket the product closed: it stays solved and is never reopened. */
export const CLOSED_OMNI_STATUS = 'closed';

/** What a workspace that never saved its ticket settings gets: the product's behaviour before the page. */
export const DEFAULT_TICKET_SETTINGS: TicketSettings = {
  take: false,
  autoCreate: true,
  solvedReply: 'new',
  closeSolvedAfterDays: null,
  requiredToSolve: { department: false, tags: false },
};

const isDays = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= CLOSE_AFTER_MIN_DAYS && value <= CLOSE_AFTER_MAX_DAYS;

/** The stored settings read with the defaults for whatever is missing or unreadable. */
export function ticketSettingsOf(stored: unknown): TicketSettings {
  const s = isRecord(stored) ? stored : {};
  const required = isRecord(s.requiredToSolve) ? s.requiredToSolve : {};
  return {
    take: typeof s.take === 'boolean' ? s.take : DEFAULT_TICKET_SETTINGS.take,
    autoCreate: s.autoCreate !== false,
    solvedReply: s.solvedReply === 'reopen' ? 'reopen' : 'new',
    closeSolvedAfterDays: isDays(s.closeSolvedAfterDays) ? s.closeSolvedAfterDays : null,
    requiredToSolve: { department: required.department === true, tags: required.tags === true },
  };
}

export type TicketSettingsCheck = { settings: TicketSettings } | { fields: Record<string, string> };

const BOOLEAN_MESSAGE = 'Choose on or off';

/**
 * A change applied to the current settings: a field left out keeps its value (the Take switch of older
 * consoles sends { take } alone). Answers the settings to store, or a message per field that is wrong.
 */
export function checkTicketSettings(current: TicketSettings, change: Record<string, unknown>): TicketSettingsCheck {
  const fields: Record<string, string> = {};
  const next: TicketSettings = { ...current, requiredToSolve: { ...current.requiredToSolve } };
  for (const key of ['take', 'autoCreate'] as const) {
    if (change[key] === undefined) continue;
    if (typeof change[key] === 'boolean') next[key] = change[key];
    else fields[key] = BOOLEAN_MESSAGE;
  }
  if (change.solvedReply !== undefined) {
    if (change.solvedReply === 'reopen' || change.solvedReply === 'new') next.solvedReply = change.solvedReply;
    else fields.solvedReply = 'Choose reopen or new';
  }
  if (change.closeSolvedAfterDays !== undefined) {
    if (change.closeSolvedAfterDays === null || isDays(change.closeSolvedAfterDays)) next.closeSolvedAfterDays = change.closeSolvedAfterDays;
    else fields.closeSolvedAfterDays = CLOSE_AFTER_DAYS_MESSAGE;
  }
  if (change.requiredToSolve !== undefined) {
    const required = change.requiredToSolve;
    if (!isRecord(required)) fields.requiredToSolve = 'Choose the fields a ticket needs before solving';
    else {
      for (const key of ['department', 'tags'] as const) {
        if (required[key] === undefined) continue;
        if (typeof required[key] === 'boolean') next.requiredToSolve[key] = required[key];
        else fields[`requiredToSolve.${key}`] = BOOLEAN_MESSAGE;
      }
    }
  }
  return Object.keys(fields).length > 0 ? { fields } : { settings: next };
}

export const DEPARTMENT_REQUIRED = 'Choose a department before solving this ticket.';
export const TAG_REQUIRED = 'Add a tag before solving this ticket.';

/** Why this ticket cannot be solved under the workspace's rules (the field to fill), or null. */
export function solveRefusal(
  settings: Pick<TicketSettings, 'requiredToSolve'>,
  ticket: { departmentId: string | null; tags: readonly string[] },
): { field: 'departmentId' | 'tags'; message: string } | null {
  if (settings.requiredToSolve.department && !ticket.departmentId) return { field: 'departmentId', message: DEPARTMENT_REQUIRED };
  if (settings.requiredToSolve.tags && ticket.tags.length === 0) return { field: 'tags', message: TAG_REQUIRED };
  return null;
}

/**
 * Whether a customer's message reopens their solved ticket: only with solvedReply 'reopen', and never a
 * ticket merged away or one the product closed (a reply to those opens a new ticket, inboundTicketAction).
 */
export function reopensOnReply(
  settings: Pick<TicketSettings, 'solvedReply'>,
  ticket: { status: string; statusOmni: string | null; mergedIntoId: string | null },
): boolean {
  return settings.solvedReply === 'reopen' && ticket.status === 'solved' && ticket.mergedIntoId === null && ticket.statusOmni !== CLOSED_OMNI_STATUS;
}

/** A reopened ticket is Open for whoever held it, or back in the Unassigned queue. */
export const reopenedStatus = (assigneeId: string | null): 'unsolved' | 'unassigned' => (assigneeId ? 'unsolved' : 'unassigned');

/** The moment before which a solved ticket is due to close, or null when closing is off. */
export function closeSolvedBefore(settings: Pick<TicketSettings, 'closeSolvedAfterDays'>, now: Date): Date | null {
  if (settings.closeSolvedAfterDays === null) return null;
  return new Date(now.getTime() - settings.closeSolvedAfterDays * 86_400_000);
}
