// Alerts for new work (issue 11): who may take unassigned work, the unread counts of the drawer, the
// message sound setting. Shared by the api (which decides) and the console (which shows).

import { pathAllowed } from './access';

/** The two kinds of work the drawer counts, by the page that shows them. */
export type WorkKind = 'chat' | 'ticket';

export const WORK_PAGE: Record<WorkKind, string> = { chat: '/app/chat', ticket: '/app/ticket' };

export interface WorkTaker {
  role: string;
  access: readonly string[];
  expired: boolean;
}

/**
 * Whether a member may take unassigned work of this kind: an Administrator always; an Agent while their
 * membership is current (an expired one is limited to /home, spec §6) and their access list opens the
 * page that shows the work.
 */
export function mayTakeWork(member: WorkTaker, kind: WorkKind): boolean {
  if (member.role === 'Administrator') return true;
  if (member.role !== 'Agent' || member.expired) return false;
  return pathAllowed(WORK_PAGE[kind], member.access.map((url) => ({ url })));
}

/**
 * What the drawer counts for one member. chat: open conversations they hold, or unassigned ones they may
 * take, whose newest customer message came after they last read it. ticket: open tickets (not solved,
 * not merged) they hold or may take, changed by someone else or written to by the customer since they
 * last read it. Work from before they joined (or before alerts existed) counts as read.
 */
export interface UnreadCounts {
  chat: number;
  ticket: number;
}

/** Which new customer messages play the message sound: none, those in conversations one holds, or also unassigned ones. */
export const MESSAGE_SOUNDS = ['none', 'mine', 'all'] as const;
export type MessageSound = (typeof MESSAGE_SOUNDS)[number];
export const DEFAULT_MESSAGE_SOUND: MessageSound = 'all';

export const MESSAGE_SOUND_LABELS: Record<MessageSound, string> = {
  none: 'None',
  mine: 'My conversations',
  all: 'Mine and unassigned',
};

export function isMessageSound(value: unknown): value is MessageSound {
  return typeof value === 'string' && (MESSAGE_SOUNDS as readonly string[]).includes(value);
}

/** GET /alerts: what the console needs at the start of a session. */
export interface AlertsState {
  unread: UnreadCounts;
  sound: MessageSound;
}

/** The socket message (not numbered, not replayed) that carries a member's new counts. */
export const UNREAD_SOCKET_MESSAGE = 'unread';
