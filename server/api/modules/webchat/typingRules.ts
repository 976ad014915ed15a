// Pure rules of the typing relay: what a visitor's or an agent's typing signal may hold, how often one
// socket may send one, and which members hear a visitor typing.

import type { PresencePayload } from '../../../../src/domain/inbox';
import { isRecord, isUuid } from '../../../../src/domain/validation';
import { typingPreview, type VisitorTyping } from '../../../../src/domain/webchat';
import { mayAccess } from '../conversations/conversationRules';


/** A visitor's signal in the shape the relay knows (the text cut to a preview), or undefined. */
export function readVisitorTyping(raw: unknown): VisitorTyping | undefined {
  if (!isRecord(raw)) return undefined;
  const { typing, text } = raw;
  if (typeof typing !== 'boolean') return undefined;
  if (!typing || typeof text !== 'string' || text.trim() === '') return { typing };
  return { typing, text: typingPreview(text) };
}

/**
 * An agent's console 'presence' signal as the visitor's side reads it: 'typing' with reply set means a
 * reply to the customer is being written (a note is not the customer's business); 'viewing' or 'left'
 * after it means the agent stopped.
 */
export function readAgentPresence(raw: unknown): { conversationId: string; kind: PresencePayload['kind']; reply: boolean } | undefined {
  if (!isRecord(raw)) return undefined;
  const { conversationId, kind, reply } = raw;
  if (!isUuid(conversationId)) return undefined;
  if (kind !== 'typing' && kind !== 'viewing' && kind !== 'left') return undefined;
  return { conversationId, kind, reply: reply === true };
}

/**
 * One socket's typing signals: a 'typing' passes at most once per `minIntervalMs` (the windows send one
 * per 1.5 s; this drops a flood, with room for network jitter), a stop passes only after a 'typing'.
 */
export function createTypingGate(minIntervalMs = 1000) {
  let lastAt: number | null = null;
  return {
    pass(typing: boolean, now: number): boolean {
      if (!typing) {
        const active = lastAt !== null;
        lastAt = null;
        return active;
      }
      if (lastAt !== null && now - lastAt < minIntervalMs) return false;
      lastAt = now;
      return true;
    },
    get active(): boolean {
      return lastAt !== null;
    },
  };
}

export interface TypingListener {
  userId: string;
  role: string;
  access: readonly string[];
}

/**
 * Who hears a visitor typing: members who may see the conversation (its assignee and the Administrators,
 * everyone when unassigned) and whose access includes the chat. Expired members are not asked.
 */
export function hearsVisitor(member: TypingListener, assigneeId: string | null): boolean {
  if (!mayAccess(member.role, member.userId, assigneeId)) return false;
  return member.role === 'Administrator' || member.access.some((url) => url === '/app/chat');
}

/** The id a visitor goes by in the consoles' presence lines: never a member's id, never their raw id. */
export const visitorPresenceId = (contactId: string) => `visitor:${contactId}`;
