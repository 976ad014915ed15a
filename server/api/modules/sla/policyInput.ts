import { channelInfo } from '../../../../src/domain/channels';
import { TICKET_PRIORITIES } from '../../../../src/domain/statusLabels';
import { isUuid } from '../../../../src/domain/validation';
import type { Db, Tx } from '../../db/client';
import { badRequest } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { findCalendar } from '../businessHours/repository';
import { findDepartment } from '../departments/repository';
import type { PolicyContent } from './policyRepository';

/** A year of minutes: a longer target is a typing mistake (the SLA page says the same). */
export const MAX_TARGET_MINUTES = 525_600;
export const NAME_MAX = 80;
export const NO_TARGET = 'Set at least one target.';

const minutes = v.custom(
  (value) =>
    value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_TARGET_MINUTES)
      ? undefined
      : `Whole minutes from 1 to ${MAX_TARGET_MINUTES.toLocaleString('en-US')}, or empty for no target.`,
  (value) => (value === undefined ? null : (value as number | null)),
);

const idOrNull = (message: string) =>
  v.custom(
    (value) => (value === null || value === undefined || value === '' || isUuid(value) ? undefined : message),
    (value) => (typeof value === 'string' && value !== '' ? value.toLowerCase() : null),
  );

const channelType = v.custom(
  (value) => (value === null || value === undefined || value === '' || (typeof value === 'string' && channelInfo(value)) ? undefined : 'Choose a channel type, or all channels'),
  (value) => (typeof value === 'string' && value !== '' ? value : null),
);

const NO_DEPARTMENT = 'Choose a department of this workspace, or all departments';
const NO_CALENDAR = 'Choose a calendar of this workspace, or the default';

/** A policy as written (POST or PUT), or a 400 naming each wrong field; ids are checked against the workspace. */
export async function readPolicy(db: Db | Tx, workspaceId: string, body: unknown): Promise<PolicyContent> {
  const p = readBody(body, {
    name: v.string({ max: NAME_MAX }),
    priority: v.oneOf(TICKET_PRIORITIES),
    channelType,
    departmentId: idOrNull(NO_DEPARTMENT),
    firstResponseMinutes: minutes,
    nextResponseMinutes: minutes,
    resolutionMinutes: minutes,
    businessHours: v.boolean(),
    calendarId: idOrNull(NO_CALENDAR),
  });
  if (p.firstResponseMinutes === null && p.nextResponseMinutes === null && p.resolutionMinutes === null) {
    throw badRequest(NO_TARGET, { firstResponseMinutes: NO_TARGET });
  }
  if (p.departmentId && !(await findDepartment(db, workspaceId, p.departmentId))) throw badRequest(NO_DEPARTMENT, { departmentId: NO_DEPARTMENT });
  if (p.calendarId && !(await findCalendar(db, workspaceId, p.calendarId))) throw badRequest(NO_CALENDAR, { calendarId: NO_CALENDAR });
  // around the clock needs no calendar
  return { ...p, calendarId: p.businessHours ? p.calendarId : null };
}
