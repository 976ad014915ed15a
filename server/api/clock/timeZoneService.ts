import type { ApiDeps } from '../deps';
import { v } from '../http/validate';
import { saveTimeZone } from './repository';
import { TIME_ZONE_MESSAGE, canonicalTimeZone } from './timeZoneName';
import { workspaceClock, type WorkspaceClock } from './workspaceClock';

/** A request body's time zone field: the stored spelling, or a 400 naming the field. */
export const timeZoneField = v.custom(
  (value) => (value === undefined || value === null || value === '' ? 'Required' : canonicalTimeZone(value) ? undefined : TIME_ZONE_MESSAGE),
  (value) => canonicalTimeZone(value)!,
);

/** The clock of a workspace the request already loaded (its row carries the zone). */
export function clockOf(deps: Pick<ApiDeps, 'now'>, workspace: { timeZone: string }): WorkspaceClock {
  return workspaceClock(workspace.timeZone, deps.now);
}

/** PUT /workspace/time-zone: the zone every "today" of the workspace is counted in from now on. */
export async function changeTimeZone(deps: Pick<ApiDeps, 'db'>, workspaceId: string, timeZone: string): Promise<{ timeZone: string }> {
  await saveTimeZone(deps.db, workspaceId, timeZone);
  return { timeZone };
}
