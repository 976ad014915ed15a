// The /maintenance page (spec §5): while the flag is on it stays; once off it sends the visitor to /.

/** How often the page asks again. Not in the spec: often enough that nobody waits long, cheap for the api. */
export const MAINTENANCE_RECHECK_MS = 30_000;
/** The landing page is another bundle, so leaving is a full navigation. */
export const LANDING_URL = '/v2/';

export type MaintenancePageDecision = 'wait' | 'stay' | 'leave';

export function maintenancePageDecision(configSettled: boolean, maintenance: boolean): MaintenancePageDecision {
  if (!configSettled) return 'wait';
  return maintenance ? 'stay' : 'leave';
}
