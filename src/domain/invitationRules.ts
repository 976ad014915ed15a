// Invitations to a workspace: the rules the members page's form and the api both check, with the same
// messages, and the texts of the shell's full-page errors (spec §8) the invitation calls answer with.

import { isAccessUrl } from './access';
import type { Role } from './api';
import { isRecord, isUuid } from './validation';

/** An invitation's link works this long after it was sent (or sent again). */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 3600_000;

export const ROLES: readonly Role[] = ['Administrator', 'Agent'];

// Spec §8: the shell shows these as full-page errors; the api's messages start with them.
export const LINK_EXPIRED = 'The invitation link has expired';
export const INVITE_FAILED = 'Failed inviting member';
export const JOIN_FAILED = 'Failed to join workspace';

export const INVITATION_MESSAGES = {
  emailRequired: 'Enter the e-mail address to invite.',
  emailInvalid: 'This is not an e-mail address (name@example.com).',
  role: 'Choose Administrator or Agent.',
  accessEmpty: 'Give at least one page.',
  accessUnknown: (urls: string[]) => `Unknown page: ${urls.join(', ')}.`,
  department: 'Choose departments of this workspace.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_DEPARTMENTS = 100;

export interface InvitationInput {
  email: string;
  role: Role;
  departmentIds: string[];
  access: string[];
}

export const normalEmail = (value: string): string => value.trim().toLowerCase();

function emailError(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return INVITATION_MESSAGES.emailRequired;
  const email = value.trim();
  return EMAIL_PATTERN.test(email) && email.length <= 254 ? undefined : INVITATION_MESSAGES.emailInvalid;
}

function accessError(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.some((url) => typeof url !== 'string')) return INVITATION_MESSAGES.accessEmpty;
  if (value.length === 0) return INVITATION_MESSAGES.accessEmpty;
  const unknown = (value as string[]).filter((url) => !isAccessUrl(url));
  return unknown.length > 0 ? INVITATION_MESSAGES.accessUnknown(unknown) : undefined;
}

function departmentsError(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MAX_DEPARTMENTS || !value.every(isUuid)) return INVITATION_MESSAGES.department;
  return undefined;
}

/** Field → message for each wrong field of an invitation (empty when it can be sent). */
export function invitationErrors(value: unknown): Record<string, string> {
  const body = isRecord(value) ? value : {};
  const errors: Record<string, string> = {};
  const checks: [string, string | undefined][] = [
    ['email', emailError(body.email)],
    ['role', roleError(body.role)],
    ['access', accessError(body.access)],
    ['departmentIds', departmentsError(body.departmentIds)],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

export function roleError(value: unknown): string | undefined {
  return (ROLES as readonly unknown[]).includes(value) ? undefined : INVITATION_MESSAGES.role;
}

/** The invitation as the api keeps it, once invitationErrors found nothing. */
export function readInvitation(value: Record<string, unknown>): InvitationInput {
  return {
    email: normalEmail(value.email as string),
    role: value.role as Role,
    departmentIds: [...new Set(((value.departmentIds as string[] | undefined) ?? []).map((id) => id.toLowerCase()))],
    access: [...new Set(value.access as string[])],
  };
}

/** An open invitation as the members page lists it. */
export interface Invitation {
  id: string;
  email: string;
  role: Role;
  departmentIds: string[];
  access: string[];
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** What the join page shows before the invitee logs in. */
export interface InvitationPreview {
  workspaceName: string;
  email: string;
  role: Role;
}

/** A member as the members page manages them. */
export interface ManagedMember {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: 'available' | 'aux';
  departmentIds: string[];
  joinedAt: string;
  deactivatedAt: string | null;
  /** beyond the plan's agent slots by join order: the shell's limited member (spec §6) */
  limited: boolean;
}

/** The plan's agent slots: total null when the workspace has no package (nothing is counted). */
export interface AgentSlots {
  total: number | null;
  used: number;
  left: number | null;
}

export interface MembersOverview {
  members: ManagedMember[];
  slots: AgentSlots;
}

export const MEMBER_DEACTIVATED = 'An Administrator deactivated your membership of this workspace.';

export const LAST_ADMINISTRATOR = 'A workspace needs at least one active Administrator: make another member an Administrator first.';

/**
 * Slots go to active members in join order: who is beyond them is limited. Deactivated members hold none.
 * `active` is in join order.
 */
export function slotsOf(active: readonly string[], total: number | null): { slots: AgentSlots; limited: Set<string> } {
  if (total === null) return { slots: { total: null, used: active.length, left: null }, limited: new Set() };
  return {
    slots: { total, used: Math.min(active.length, total), left: Math.max(0, total - active.length) },
    limited: new Set(active.slice(total)),
  };
}
