// What the SLA page shows and sends, decided from its data: targets as "1 h 30 min", a policy's scope,
// and the dialog's text inputs read into a policy (or what is wrong with them). Pure.

import type { SlaPolicy, SlaSettings } from '../../domain/sla';

export type PolicyInput = Omit<SlaPolicy, 'id'>;

/** A span of minutes as people read it: "45 min", "2 h", "1 h 30 min"; whole days stay in hours (a target of 48 h). */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const targetLabel = (minutes: number | null) => (minutes === null ? 'No target' : formatMinutes(minutes));

/** Which tickets a policy covers beyond its priority: "All channels", "Web chat · Billing". */
export function scopeLabel(policy: Pick<SlaPolicy, 'channelType' | 'departmentId'>, channelName: (type: string) => string, departmentName: (id: string) => string | null): string {
  const parts = [policy.channelType ? channelName(policy.channelType) : null, policy.departmentId ? (departmentName(policy.departmentId) ?? 'A department') : null].filter(
    (part): part is string => part !== null,
  );
  return parts.length ? parts.join(' · ') : 'All channels and departments';
}

export const hoursLabel = (businessHours: boolean) => (businessHours ? 'Business hours' : '24/7');

/** The dialog's fields as typed. */
export interface PolicyDraft {
  name: string;
  priority: string;
  channelType: string;
  departmentId: string;
  firstResponseMinutes: string;
  nextResponseMinutes: string;
  resolutionMinutes: string;
  businessHours: boolean;
}

const MINUTE_FIELDS = ['firstResponseMinutes', 'nextResponseMinutes', 'resolutionMinutes'] as const;
/** A year of minutes: a longer target is a typing mistake. */
export const MAX_TARGET_MINUTES = 525_600;
export const NAME_MAX = 80;

export function draftOf(policy: SlaPolicy | null, defaultPriority: string): PolicyDraft {
  const minutes = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    name: policy?.name ?? '',
    priority: policy?.priority ?? defaultPriority,
    channelType: policy?.channelType ?? '',
    departmentId: policy?.departmentId ?? '',
    firstResponseMinutes: minutes(policy?.firstResponseMinutes),
    nextResponseMinutes: minutes(policy?.nextResponseMinutes),
    resolutionMinutes: minutes(policy?.resolutionMinutes),
    businessHours: policy?.businessHours ?? true,
  };
}

/** The draft as the api takes it, or the message for each field that is wrong (the api checks the same). */
export function readDraft(draft: PolicyDraft, calendarId: string | null): { policy: PolicyInput } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name) fields.name = 'Give the policy a name.';
  else if (name.length > NAME_MAX) fields.name = `A name has at most ${NAME_MAX} characters.`;
  const minutes: Partial<Record<(typeof MINUTE_FIELDS)[number], number | null>> = {};
  for (const field of MINUTE_FIELDS) {
    const text = draft[field].trim();
    if (text === '') minutes[field] = null;
    else if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_TARGET_MINUTES) fields[field] = `Whole minutes from 1 to ${MAX_TARGET_MINUTES.toLocaleString('en-US')}, or empty for no target.`;
    else minutes[field] = Number(text);
  }
  if (!fields.firstResponseMinutes && !fields.nextResponseMinutes && !fields.resolutionMinutes && MINUTE_FIELDS.every((f) => minutes[f] === null)) {
    fields.firstResponseMinutes = 'Set at least one target.';
  }
  if (Object.keys(fields).length) return { fields };
  return {
    policy: {
      name,
      priority: draft.priority,
      channelType: draft.channelType || null,
      departmentId: draft.departmentId || null,
      firstResponseMinutes: minutes.firstResponseMinutes ?? null,
      nextResponseMinutes: minutes.nextResponseMinutes ?? null,
      resolutionMinutes: minutes.resolutionMinutes ?? null,
      businessHours: draft.businessHours,
      calendarId: draft.businessHours ? calendarId : null,
    },
  };
}

/** The at-risk share as the settings form shows it (whole percent) and reads it back. */
export const percentOf = (settings: SlaSettings) => String(Math.round(settings.atRiskShare * 100));

export function readSettings(percent: string, pauseOnHold: boolean): { settings: SlaSettings } | { fields: Record<string, string> } {
  const text = percent.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 99) return { fields: { atRiskShare: 'A whole percent from 1 to 99.' } };
  return { settings: { atRiskShare: Number(text) / 100, pauseOnHold } };
}
