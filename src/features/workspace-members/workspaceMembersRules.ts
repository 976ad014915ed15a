// Pure rules of the workspace's member page: what it says about two-factor login and who may be reset.

import type { SecurityMember } from '../../domain/twoFactor';

export function twoFactorSummary(members: readonly SecurityMember[]): string {
  const using = members.filter((m) => m.twoFactor).length;
  return `${using} of ${members.length} member${members.length === 1 ? '' : 's'} use${members.length === 1 && using === 1 ? 's' : ''} two-factor login.`;
}

/** An Administrator resets others who use it; their own is changed from the profile menu. */
export function canReset(member: SecurityMember, myId: string | undefined): boolean {
  return member.twoFactor && member.id !== myId;
}

export function resetQuestion(member: SecurityMember): string {
  return `${member.name}'s authenticator app, recovery codes and remembered browsers will stop working, and their password alone will log them in until they set two-factor login up again. If the workspace requires it, they are asked to at once. They are told by mail.`;
}

export const resetDone = (member: SecurityMember) => `Two-factor login of ${member.name} is reset.`;

export const requirementDone = (required: boolean) =>
  required ? 'Two-factor login is now required for every member.' : 'Two-factor login is no longer required.';
