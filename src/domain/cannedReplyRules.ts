// Canned replies (custom messages): the rules of a shortcut and a text, checked the same way by the api
// before it stores one and by the settings page before a round trip, with the same messages. Pure.

import type { CustomMessage } from './api';

export const SHORTCUT_MAX = 30;
export const CANNED_TEXT_MAX = 2000;
/** Files a canned reply carries at most (the composer's own per-channel limit applies when it is inserted). */
export const CANNED_ATTACHMENTS_MAX = 5;
/** Letters, digits, '-' and '_': a shortcut is one word typed after '/' in the composer. */
export const SHORTCUT_PATTERN = /^[a-z0-9_-]+$/i;
export const SHORTCUT_TAKEN = 'This shortcut is already used.';
export const SHARED_ONLY_BY_ADMINISTRATORS = 'Only an Administrator can change the shared canned replies.';

/** The shortcut as stored: trimmed. */
export const normalizeShortcut = (value: string): string => value.trim();

export function shortcutError(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'Required';
  const shortcut = normalizeShortcut(value);
  if (shortcut.length > SHORTCUT_MAX) return `Max ${SHORTCUT_MAX} characters`;
  return SHORTCUT_PATTERN.test(shortcut) ? undefined : 'Only letters, digits, - and _';
}

export function cannedTextError(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'Required';
  return value.trim().length > CANNED_TEXT_MAX ? `Max ${CANNED_TEXT_MAX} characters` : undefined;
}

export function cannedAttachmentsError(ids: readonly unknown[]): string | undefined {
  return ids.length > CANNED_ATTACHMENTS_MAX ? `At most ${CANNED_ATTACHMENTS_MAX} files` : undefined;
}

/**
 * Shortcuts are unique in the workspace without regard to case, shared and personal alike, so '/' plus
 * a shortcut always names one reply. The page checks the replies it sees; the api checks them all.
 */
export function shortcutTaken(replies: readonly Pick<CustomMessage, 'id' | 'shortcut'>[], shortcut: string, exceptId?: string): boolean {
  const wanted = normalizeShortcut(shortcut).toLowerCase();
  return replies.some((reply) => reply.id !== exceptId && reply.shortcut.toLowerCase() === wanted);
}

export interface CannedReplyInput {
  shortcut: string;
  message: string;
}

/** Each field's message, for a form: empty when the reply may be saved. */
export function cannedReplyErrors(input: CannedReplyInput, known: readonly Pick<CustomMessage, 'id' | 'shortcut'>[], exceptId?: string): Partial<Record<keyof CannedReplyInput, string>> {
  const errors: Partial<Record<keyof CannedReplyInput, string>> = {};
  const shortcut = shortcutError(input.shortcut) ?? (shortcutTaken(known, input.shortcut, exceptId) ? SHORTCUT_TAKEN : undefined);
  if (shortcut) errors.shortcut = shortcut;
  const message = cannedTextError(input.message);
  if (message) errors.message = message;
  return errors;
}

/**
 * The list a member sees after a 'custom message' event (spec §7). An event to the whole workspace
 * (sendTo null) carries the shared replies only: they replace the shared ones and the member's own stay.
 * An event to one member carries everything that member sees: it replaces the list.
 */
export function customMessagesAfterEvent(current: readonly CustomMessage[], received: readonly CustomMessage[], toWholeWorkspace: boolean): CustomMessage[] {
  if (!toWholeWorkspace) return sortReplies(received);
  return sortReplies([...received.filter((m) => !m.ownerId), ...current.filter((m) => m.ownerId)]);
}

export function sortReplies(replies: readonly CustomMessage[]): CustomMessage[] {
  return [...replies].sort((a, b) => a.shortcut.localeCompare(b.shortcut));
}
