// The routing settings' rules (issue 15), the same for the console's form and the api: a change applied
// to the current settings (a field left out keeps its value), answered as the settings to store or a
// message per field (nested ones as `handBack.aux`, `auxReasons.2`). Pure.

import { ASSIGNMENT_MODES, type AssignmentMode, type RoutingSettings } from './routing';
import type { Checked, Fields } from './skillRules';
import { isRecord } from './validation';

export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 100;
export const CAPACITY_MESSAGE = `Enter a whole number from ${CAPACITY_MIN} to ${CAPACITY_MAX}`;
export const AUX_REASONS_MIN = 1;
export const AUX_REASONS_MAX = 12;
export const AUX_REASON_MAX = 40;
const BOOLEAN_MESSAGE = 'Choose on or off';

export const isCapacity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= CAPACITY_MIN && value <= CAPACITY_MAX;

const isMode = (value: unknown): value is AssignmentMode => (ASSIGNMENT_MODES as readonly unknown[]).includes(value);

/** An agent's own capacity: 1–100, or null for the workspace's default. */
export const memberCapacityError = (value: unknown): string | undefined => (value === null || isCapacity(value) ? undefined : CAPACITY_MESSAGE);

/** The aux reasons trimmed: 1–12, each 1–40 characters, none twice whatever its case. */
function checkAuxReasons(raw: unknown, fields: Fields): string[] {
  if (!Array.isArray(raw)) {
    fields.auxReasons = 'Send the list of reasons';
    return [];
  }
  const reasons = raw.map((r: unknown) => (typeof r === 'string' ? r.trim() : ''));
  reasons.forEach((reason, i) => {
    if (reason === '') fields[`auxReasons.${i}`] = 'Required';
    else if (reason.length > AUX_REASON_MAX) fields[`auxReasons.${i}`] = `Max ${AUX_REASON_MAX} characters`;
    else if (reasons.findIndex((r) => r.toLowerCase() === reason.toLowerCase()) < i) fields[`auxReasons.${i}`] = 'This reason is listed twice';
  });
  if (reasons.length < AUX_REASONS_MIN) fields.auxReasons = 'Keep at least one reason';
  else if (reasons.length > AUX_REASONS_MAX) fields.auxReasons = `At most ${AUX_REASONS_MAX} reasons`;
  return reasons;
}

function checkHandBack(raw: unknown, current: RoutingSettings['handBack'], fields: Fields): RoutingSettings['handBack'] {
  if (!isRecord(raw)) {
    fields.handBack = 'Choose when conversations go back to the queue';
    return current;
  }
  const next = { ...current };
  for (const key of ['aux', 'logout', 'deactivate'] as const) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] === 'boolean') next[key] = raw[key];
    else fields[`handBack.${key}`] = BOOLEAN_MESSAGE;
  }
  return next;
}

/** The change applied to the current settings, checked. */
export function checkRoutingSettings(current: RoutingSettings, change: Record<string, unknown>): Checked<RoutingSettings> {
  const fields: Fields = {};
  const next: RoutingSettings = { ...current, handBack: { ...current.handBack }, auxReasons: [...current.auxReasons] };
  if (change.defaultMode !== undefined) {
    if (isMode(change.defaultMode)) next.defaultMode = change.defaultMode;
    else fields.defaultMode = 'Choose an assignment mode';
  }
  if (change.defaultCapacity !== undefined) {
    if (isCapacity(change.defaultCapacity)) next.defaultCapacity = change.defaultCapacity;
    else fields.defaultCapacity = CAPACITY_MESSAGE;
  }
  if (change.queueOrder !== undefined) {
    if (change.queueOrder === 'oldest' || change.queueOrder === 'priority') next.queueOrder = change.queueOrder;
    else fields.queueOrder = 'Choose oldest first or priority first';
  }
  if (change.handBack !== undefined) next.handBack = checkHandBack(change.handBack, current.handBack, fields);
  if (change.showQueuePosition !== undefined) {
    if (typeof change.showQueuePosition === 'boolean') next.showQueuePosition = change.showQueuePosition;
    else fields.showQueuePosition = BOOLEAN_MESSAGE;
  }
  if (change.auxReasons !== undefined) next.auxReasons = checkAuxReasons(change.auxReasons, fields);
  return Object.keys(fields).length > 0 ? { fields } : { value: next };
}

/**
 * Why an agent cannot go aux with this reason, or undefined. The console always asks for one of the
 * workspace's reasons; the api also takes none (spec §6's call carries the status alone, and older consoles
 * and integrations send just that), which the status log keeps as 'No reason'. A reason given must be one of
 * the workspace's.
 */
export function auxReasonError(reason: unknown, settings: Pick<RoutingSettings, 'auxReasons'>): string | undefined {
  if (reason === undefined || reason === null || (typeof reason === 'string' && reason.trim() === '')) return undefined;
  if (typeof reason !== 'string') return 'Choose a reason';
  return settings.auxReasons.includes(reason.trim()) ? undefined : 'Not a reason of this workspace';
}
