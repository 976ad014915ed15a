import type { BusinessHoursStatus } from '../../../../src/domain/businessHours';
import { isOpenAt, nextOpening } from '../../../../src/domain/businessHoursRules';
import type { ApiDeps } from '../../deps';
import { calendarFor, type CalendarRefs } from './resolve';

/**
 * Whether the calendar that applies is open now and, when it is not, the instant it opens next (null: it
 * never opens, every day closed). No calendar: open around the clock.
 */
export async function hoursStatus(deps: ApiDeps, workspaceId: string, refs: CalendarRefs): Promise<BusinessHoursStatus> {
  const calendar = await calendarFor(deps.db, workspaceId, refs);
  if (!calendar) return { open: true, nextOpenAt: null };
  const now = deps.now();
  if (isOpenAt(calendar, now)) return { open: true, nextOpenAt: null };
  const next = nextOpening(calendar, now);
  return { open: false, nextOpenAt: next ? next.toISOString() : null };
}
