// Who gets a conversation (issue 15): the routing decision as a pure function, so every mode, capacity,
// status and skill can be tested without a database. The router service (server/api/modules/routing/
// router.ts) reads the candidates, calls decideRoute under the workspace's lock, and writes the outcome.
import type { AssignmentMode, NeededSkillSource } from './routing';

export interface RouteCandidate {
  userId: string;
  name: string;
  status: 'available' | 'aux';
  /** A live console (members.onlineUntil ahead of now). */
  online: boolean;
  /** A member of the routing department (true when the conversation has none). */
  isMember: boolean;
  openCount: number;
  capacity: number;
  /** Their level of the needed skill, 0 without it. */
  skillLevel: number;
  lastAssignedAt: Date | null;
}

export interface RouteInput {
  mode: AssignmentMode;
  neededSkillId: string | null;
  /** For the reasons a person reads. */
  neededSkillName?: string | null;
  departmentName?: string | null;
  previousAssigneeId: string | null;
  candidates: RouteCandidate[];
}

export type RouteDecision = { kind: 'assigned'; userId: string; reason: string } | { kind: 'waiting'; reason: string } | { kind: 'manual' };

/** Who may be chosen at all: available (never aux), online, in the department, under capacity. */
export const isEligible = (c: RouteCandidate): boolean => c.isMember && c.status === 'available' && c.online && c.openCount < c.capacity;

const time = (d: Date | null) => (d === null ? -Infinity : d.getTime());

/** Round-robin order: the longest without a new conversation first (never given one before all), ties by id. */
export function byRoundRobin(a: RouteCandidate, b: RouteCandidate): number {
  return time(a.lastAssignedAt) - time(b.lastAssignedAt) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

export const byLeastBusy = (a: RouteCandidate, b: RouteCandidate): number => a.openCount - b.openCount || byRoundRobin(a, b);

export const bySkill = (a: RouteCandidate, b: RouteCandidate): number => b.skillLevel - a.skillLevel || byLeastBusy(a, b);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const openOf = (c: RouteCandidate) => `${plural(c.openCount, 'open conversation')} of ${c.capacity}`;

/** Why nobody among the department's agents can take it now, in words an Administrator reads. */
function waitingReason(input: RouteInput, skillBound: boolean): string {
  const scope = input.departmentName ? ` of ${input.departmentName}` : '';
  const noSkill = `Waiting: nobody with the skill ${input.neededSkillName ?? 'needed'} is available`;
  const members = input.candidates.filter((c) => c.isMember);
  const ready = members.filter((c) => c.status === 'available' && c.online);
  const full = skillBound ? ready.filter((c) => c.skillLevel > 0) : ready;
  if (full.length > 0) {
    const open = full.reduce((n, c) => n + c.openCount, 0);
    const capacity = full.reduce((n, c) => n + c.capacity, 0);
    const skill = skillBound ? ` with the skill ${input.neededSkillName ?? 'needed'}` : '';
    return `Waiting: every available agent${scope}${skill} is at capacity (${open} of ${capacity})`;
  }
  if (skillBound && ready.length > 0) return noSkill;
  if (members.length === 0) return `Waiting: ${input.departmentName ? `${input.departmentName} has no agents` : 'there are no agents'}`;
  const aux = members.filter((c) => c.status === 'aux').length;
  const offline = members.filter((c) => c.status !== 'aux' && !c.online).length;
  const parts = [aux > 0 ? `${aux} in aux` : '', offline > 0 ? `${offline} offline` : ''].filter(Boolean).join(', ');
  return `Waiting: no agent${scope} is available${parts ? ` (${parts})` : ''}`;
}

/**
 * The routing decision. Manual mode chooses nobody (the queue, as before routing). A previous agent who
 * fits gets a reopened conversation back. Otherwise the mode's order among the eligible agents:
 * round-robin (longest without a new conversation), least busy (fewest open, then round-robin), skills
 * (the needed skill's highest level, then least busy; no needed skill: least busy).
 */
export function decideRoute(input: RouteInput): RouteDecision {
  if (input.mode === 'manual') return { kind: 'manual' };
  const eligible = input.candidates.filter(isEligible);
  const previous = input.previousAssigneeId ? eligible.find((c) => c.userId === input.previousAssigneeId) : undefined;
  if (previous) return { kind: 'assigned', userId: previous.userId, reason: `Back to the agent who had it before (${previous.name})` };
  const skillBound = input.mode === 'skills' && input.neededSkillId !== null;
  const pool = skillBound ? eligible.filter((c) => c.skillLevel > 0) : eligible;
  if (pool.length === 0) return { kind: 'waiting', reason: waitingReason(input, skillBound) };
  if (input.mode === 'round-robin') {
    const chosen = [...pool].sort(byRoundRobin)[0]!;
    return { kind: 'assigned', userId: chosen.userId, reason: `Chosen by round-robin: longest without a new conversation (${chosen.name})` };
  }
  if (!skillBound) {
    const chosen = [...pool].sort(byLeastBusy)[0]!;
    const prefix = input.mode === 'skills' ? 'No skill needed, chosen as least busy' : 'Chosen as least busy';
    return { kind: 'assigned', userId: chosen.userId, reason: `${prefix}: ${openOf(chosen)} (${chosen.name})` };
  }
  const chosen = [...pool].sort(bySkill)[0]!;
  const skill = input.neededSkillName ?? 'needed';
  return { kind: 'assigned', userId: chosen.userId, reason: `Chosen for the skill ${skill}: level ${chosen.skillLevel}, ${openOf(chosen)} (${chosen.name})` };
}

export interface QueuedConversation {
  id: string;
  queuedAt: Date;
  routingPriority: number;
}

/** The waiting queue's order: oldest first, or the highest priority first (then oldest); ties by id. */
export function queueOrder<T extends QueuedConversation>(list: T[], order: 'oldest' | 'priority'): T[] {
  const oldest = (a: T, b: T) => a.queuedAt.getTime() - b.queuedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...list].sort(order === 'priority' ? (a, b) => b.routingPriority - a.routingPriority || oldest(a, b) : oldest);
}

/** A ticket priority as the queue weighs it. */
export const ROUTING_PRIORITY: Record<string, number> = { urgent: 3, high: 2, medium: 1, low: 0 };
export const routingPriorityOf = (priority: string): number => ROUTING_PRIORITY[priority] ?? 1;

/** Lower case without accents, so "Facturación" matches "facturacion". */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text holds the keyword (a word or a phrase) as whole words, ignoring case and accents. */
export function containsKeyword(text: string, keyword: string): boolean {
  const word = foldText(keyword.trim());
  if (!word) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}(?=$|[^\\p{L}\\p{N}])`, 'u').test(foldText(text));
}

export interface NeededSkillInput {
  channelSkillId: string | null;
  departmentSkillId: string | null;
  /** In their position order: the first rule whose keyword the message holds wins. */
  keywordRules: { skillId: string; keywords: string[] }[];
  firstMessageText: string;
}

/**
 * The skill a new conversation needs, and where it came from. A keyword rule reads what this customer
 * asked, so it wins; a department is narrower than a channel, so it comes next. (An agent's manual choice
 * overrides all of them; the router keeps a 'manual' source and never asks again.)
 */
export function neededSkillFor(input: NeededSkillInput): { skillId: string; source: NeededSkillSource } | null {
  const rule = input.keywordRules.find((r) => r.keywords.some((k) => containsKeyword(input.firstMessageText, k)));
  if (rule) return { skillId: rule.skillId, source: 'keyword' };
  if (input.departmentSkillId) return { skillId: input.departmentSkillId, source: 'department' };
  if (input.channelSkillId) return { skillId: input.channelSkillId, source: 'channel' };
  return null;
}
