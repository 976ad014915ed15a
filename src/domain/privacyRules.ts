// A contact's data requests (GDPR: export, erase) and the workspace's deletion: the typed confirmations the
// settings page and the api check with the same rule and the same words.

import type { Contact } from './inbox';

/** What an Administrator types to erase a contact that has no name. */
export const ERASE_WORD = 'ERASE';

/** The text the Administrator must type to erase this contact: its name, or ERASE when it has none. */
export function eraseConfirmationOf(contactName: string): string {
  return contactName.trim() === '' ? ERASE_WORD : contactName.trim();
}

export const ERASE_CONFIRMATION_MISMATCH = "Type the contact's name exactly as shown (or ERASE when it has none) to erase it.";

export function eraseConfirmationError(contactName: string, typed: unknown): string | undefined {
  return typeof typed === 'string' && typed.trim() === eraseConfirmationOf(contactName) ? undefined : ERASE_CONFIRMATION_MISMATCH;
}

export const DELETE_WORKSPACE_MISMATCH = "Type the workspace's name exactly as shown to delete it.";

/** The workspace's name must be typed exactly (surrounding spaces aside): nothing is deleted otherwise. */
export function deleteWorkspaceConfirmationError(workspaceName: string, typed: unknown): string | undefined {
  return typeof typed === 'string' && typed.trim() === workspaceName.trim() ? undefined : DELETE_WORKSPACE_MISMATCH;
}

/** What POST /privacy/contacts/:id/erase answers: how much went, never what it was. */
export interface ErasedCounts {
  contacts: number;
  conversations: number;
  messages: number;
  tickets: number;
  files: number;
  inboundEvents: number;
  /** events of the realtime replay log (48 hours) emptied of what they said about them */
  replayEvents: number;
}

/** A contact as the privacy search lists it. */
export type PrivacyContact = Pick<Contact, 'id' | 'name' | 'email' | 'phone'>;
