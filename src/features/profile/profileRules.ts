// The profile menu's decisions (spec §2, §4, §5): steps and widths, status, form rules, answers.

import type { UserStatus } from '../../domain/api';
import { PROFILE_MENU_WIDTH } from '../../domain/constants';
import { MESSAGES, email, name, recordOrEmpty, trimmed } from '../../domain/validation';
import type { ConnectionStatus } from '../realtime/realtimeSlice';

/** 1 overview, 2 edit profile, 3 change password (spec §4), 4 two-factor login (issue 10). */
export type ProfileStep = 1 | 2 | 3 | 4;

/** Spec §9: 320 for the overview, 428 for the edit steps (two-factor login is one too). */
export function menuWidth(step: ProfileStep): number {
  return step === 1 ? PROFILE_MENU_WIDTH.overview : PROFILE_MENU_WIDTH.edit;
}

export const STATUS_LABELS: Record<UserStatus, string> = { available: 'Available', aux: 'Aux' };

/** The status as the overview says it, with the aux reason when there is one: 'Aux — Lunch'. */
export function statusText(status: UserStatus, reason: string | null | undefined): string {
  const label = STATUS_LABELS[status] ?? status;
  return status === 'aux' && reason ? `${label} — ${reason}` : label;
}

/**
 * Whether 'agent status' events say something new about the member's own status or reason (another tab,
 * an Administrator, a hand-back): the overview then reads the session again.
 */
export function ownStatusChanged(
  changes: readonly { userId: string; status: UserStatus; reason?: string | null }[],
  me: { id: string; status: UserStatus; statusReason?: string | null } | null,
): boolean {
  if (!me) return false;
  const last = changes.filter((c) => c.userId === me.id).at(-1);
  return last !== undefined && (last.status !== me.status || (last.status === 'aux' && (last.reason ?? null) !== (me.statusReason ?? null)));
}

/** Spec §4: the dot is green for available, yellow otherwise; grey while the connection is lost (issue 11). */
export function statusDot(status: string | null | undefined, connection: ConnectionStatus = 'connected'): 'green' | 'yellow' | 'grey' {
  // Lost connection: nobody can reach the member, so the dot stops claiming they are available.
  if (connection === 'disconnected' || connection === 'dropped') return 'grey';
  return status === 'available' ? 'green' : 'yellow';
}

/** Spec §4: the user may pick the other status; the current one is disabled. */
export function statusChoices(current: string | null | undefined): { status: UserStatus; disabled: boolean }[] {
  return (['available', 'aux'] as const).map((status) => ({ status, disabled: status === current }));
}

export function helpCenterUrl(host: string | null | undefined): string {
  return `${(host ?? '').replace(/\/+$/, '')}/help-center`;
}

export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'svg'] as const;
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.join(',');
export const AVATAR_TYPE_MESSAGE = 'Choose a png, jpg, jpeg, gif or svg image';

export function isAcceptedAvatar(fileName: string): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext !== undefined && (AVATAR_EXTENSIONS as readonly string[]).includes(ext);
}

export interface ProfileValues {
  name?: string;
  email?: string;
}

export interface PasswordValues {
  oldpassword?: string;
  password?: string;
  repassword?: string;
}

export function validateProfile(values: ProfileValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const nameError = name(values.name);
  const emailError = email(values.email);
  if (nameError) errors.name = nameError;
  if (emailError) errors.email = emailError;
  return errors;
}

// Passwords are compared and sent as typed: spaces can be part of a password.
const requiredPassword = (value: unknown) => (typeof value === 'string' && value !== '' ? undefined : MESSAGES.required);

export function validatePassword(values: PasswordValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const old = requiredPassword(values.oldpassword);
  const next = requiredPassword(values.password);
  const confirm = requiredPassword(values.repassword) ?? (values.repassword !== values.password ? MESSAGES.passwordMismatch : undefined);
  if (old) errors.oldpassword = old;
  if (next) errors.password = next;
  if (confirm) errors.repassword = confirm;
  return errors;
}

export type AvatarChange = { kind: 'keep' } | { kind: 'set'; url: string } | { kind: 'remove' };

export type ProfileBody = { name: string; email: string; profile?: string; removeprofile?: true };
export type PasswordBody = { oldpassword: string; password: string; repassword: string };

/** Spec §5: text inputs are trimmed; the avatar is a new upload's url, a removal, or left out. */
export function profileBody(values: ProfileValues, avatar: AvatarChange): ProfileBody {
  const body: ProfileBody = { name: trimmed(values.name), email: trimmed(values.email) };
  if (avatar.kind === 'set') body.profile = avatar.url;
  if (avatar.kind === 'remove') body.removeprofile = true;
  return body;
}

export function passwordBody(values: PasswordValues): PasswordBody {
  return { oldpassword: values.oldpassword ?? '', password: values.password ?? '', repassword: values.repassword ?? '' };
}

export const VERIFY_MESSAGE = 'please verify your account';
export type VerificationAction = 'email' | 'password';

export type UpdateAnswerStep =
  | { kind: 'verify'; action: VerificationAction; target: string }
  | { kind: 'saved'; message: string | null };

/** Spec §7: 'please verify your account' opens the verification dialog; any other success is saved. */
export function afterProfileUpdate(answer: { message?: unknown; data?: unknown }, fallbackTarget: string): UpdateAnswerStep {
  if (answer.message === VERIFY_MESSAGE) {
    const data = recordOrEmpty(answer.data);
    const action: VerificationAction = data.action === 'password' ? 'password' : 'email';
    const target = typeof data.target === 'string' && data.target !== '' ? data.target : fallbackTarget;
    return { kind: 'verify', action, target };
  }
  return { kind: 'saved', message: typeof answer.message === 'string' ? answer.message : null };
}

/**
 * A refused form (400 with field errors, or 200 with result 'error', shown as 406) is answered beside
 * the form; anything else (401, 402, 5xx, offline) goes to the app-wide error handling of spec §8.
 */
export function answeredInForm(status: number): boolean {
  return status === 400 || status === 406;
}
