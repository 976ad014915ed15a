// Pure decisions of the conversation module: who may see a conversation, when an inbound message gets a
// ticket, what a new ticket is called, and who receives a conversation's events.

import type { TicketStatusValue } from '../../../../src/domain/api';
import { ticketSettingsOf } from '../../../../src/domain/ticketSettingsRules';

export type Role = 'Administrator' | 'Agent';

/** An Agent works on unassigned conversations and their own; another agent's are not theirs to read. */
export function mayAccess(role: string, userId: string, assigneeId: string | null): boolean {
  return role === 'Administrator' || assigneeId === null || assigneeId === userId;
}

export interface LinkedTicket {
  status: string;
  mergedIntoId: string | null;
}

/**
 * What an inbound message does to tickets. With auto-creation on (the default), a conversation without
 * a ticket gets one; so does one whose ticket is solved or merged away, because a customer writing after
 * the solution is a new request, not a reopening of the old one (unless the workspace reopens solved
 * tickets: reopenForInbound runs first, and this then sees the reopened ticket). An open ticket (unassigned, new,
 * unsolved, hold) just continues. With auto-creation off, tickets are only made by an agent.
 */
export function inboundTicketAction(autoCreate: boolean, linked: LinkedTicket | null): 'create' | 'continue' | 'none' {
  if (linked && linked.status !== 'solved' && linked.mergedIntoId === null) return 'continue';
  return autoCreate ? 'create' : 'none';
}

/** workspace_settings.ticket is jsonb: autoCreate is on unless it is explicitly false (ticketSettingsOf). */
export function autoCreateEnabled(ticketSettings: unknown): boolean {
  return ticketSettingsOf(ticketSettings).autoCreate;
}

export const SUBJECT_MAX = 200;

/** The first non-empty line of the message, bounded; a message of files only is named after its sender. */
export function ticketSubject(text: string, contactName: string): string {
  const line = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  if (!line) return `Message from ${contactName}`.slice(0, SUBJECT_MAX);
  const chars = Array.from(line);
  return chars.length > SUBJECT_MAX ? `${chars.slice(0, SUBJECT_MAX - 1).join('')}…` : line;
}

export function initialTicketStatus(assigneeId: string | null): TicketStatusValue {
  return assigneeId ? 'new' : 'unassigned';
}

export const PREVIEW_MAX = 140;

/** The list's one-line preview: whitespace folded, bounded, or the file count for files only. */
export function messagePreview(text: string, attachmentCount: number): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded) {
    const chars = Array.from(folded);
    return chars.length > PREVIEW_MAX ? `${chars.slice(0, PREVIEW_MAX - 1).join('')}…` : folded;
  }
  if (attachmentCount === 0) return '';
  return attachmentCount === 1 ? '1 file' : `${attachmentCount} files`;
}

/** Assigned work goes to its assignee and the Administrators; unassigned work to the whole workspace. */
export function recipients(assigneeId: string | null, administratorIds: readonly string[]): string[] | null {
  if (!assigneeId) return null;
  return [...new Set([assigneeId, ...administratorIds])];
}

/** What searchText holds for a ticket made from a conversation: who wrote and what they wrote first. */
export function ticketSearchText(contact: { name: string; email: string | null; phone: string | null }, firstText: string): string {
  return [contact.name, contact.email, contact.phone, firstText.slice(0, 2000)].filter((s): s is string => !!s).join(' ');
}

/** workspace_settings.agent is jsonb shared with other settings: assignOnReply is on unless explicitly false. */
export function chatSettingsOf(agentSettings: unknown): { assignOnReply: boolean } {
  const stored = agentSettings && typeof agentSettings === 'object' ? (agentSettings as { assignOnReply?: unknown }).assignOnReply : undefined;
  return { assignOnReply: stored !== false };
}

/** Whether a reply takes the conversation: it is nobody's yet and the workspace wants answers to assign. */
export function replyTakesConversation(settings: { assignOnReply: boolean }, assigneeId: string | null): boolean {
  return settings.assignOnReply && assigneeId === null;
}

/** The internal note a transfer leaves in the timeline: where it went, and the transferrer's words. */
export function transferNoteText(receiverName: string, note: string): string {
  const words = note.trim();
  return words ? `Transferred to ${receiverName}: ${words}` : `Transferred to ${receiverName}.`;
}

/**
 * The digits of a search that looks like a phone number ('+34 612-345', '(612) 345'), so it finds the
 * contact however either side wrote the number; undefined for anything else or fewer than 4 digits.
 */
export function phoneDigits(q: string): string | undefined {
  if (!/^[\d\s+().-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 4 ? digits : undefined;
}
