// Routing and skills (issue 15): the shapes the api answers and the console shows. The decision itself
// is a pure function in routingRules.ts.

export const ASSIGNMENT_MODES = ['manual', 'round-robin', 'least-busy', 'skills'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

export const ASSIGNMENT_MODE_LABELS: Record<AssignmentMode, string> = {
  manual: 'Manual (agents take from the queue)',
  'round-robin': 'Round-robin',
  'least-busy': 'Least busy',
  skills: 'Skills-based',
};

/** Where a conversation's needed skill came from. */
export type NeededSkillSource = 'channel' | 'department' | 'keyword' | 'manual';

export interface RoutingSettings {
  /** The mode of conversations that belong to no department. */
  defaultMode: AssignmentMode;
  /** The most open conversations an agent holds at once, unless their own capacity says otherwise. */
  defaultCapacity: number;
  /** The waiting queue's order: oldest first, or priority first (then oldest). */
  queueOrder: 'oldest' | 'priority';
  /** Whether an agent's open conversations go back to the queue when they go aux, log out, or are deactivated. */
  handBack: { aux: boolean; logout: boolean; deactivate: boolean };
  /** Whether a web chat customer is shown their place in the queue. */
  showQueuePosition: boolean;
  /** The reasons an agent picks when going aux. */
  auxReasons: string[];
}

export const DEFAULT_ROUTING_SETTINGS: RoutingSettings = {
  defaultMode: 'manual',
  defaultCapacity: 5,
  queueOrder: 'oldest',
  handBack: { aux: false, logout: false, deactivate: true },
  showQueuePosition: true,
  auxReasons: ['Break', 'Lunch', 'Training', 'Meeting'],
};

export interface Skill {
  id: string;
  name: string;
  description: string;
}

/** A skill an agent has, 1 (some) to 5 (expert). */
export interface MemberSkill {
  skillId: string;
  level: number;
}

/** A conversation's needed skill and where it stands in routing (GET/PUT /routing/conversations/:id/skill). */
export interface NeededSkillAnswer {
  conversationId: string;
  neededSkillId: string | null;
  neededSkillSource: NeededSkillSource | null;
  routingState: 'waiting' | 'assigned' | null;
  assigneeId: string | null;
}

export interface RoutingDecision {
  id: string;
  conversationId: string;
  mode: string;
  outcome: 'assigned' | 'waiting' | 'returned';
  chosenUserId: string | null;
  chosenName: string | null;
  reason: string;
  at: string;
}

const isMode = (value: unknown): value is AssignmentMode => (ASSIGNMENT_MODES as readonly unknown[]).includes(value);
const isRecordLike = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored routing settings (workspace_settings.routing) read with the defaults for whatever is missing or unreadable. */
export function routingSettingsOf(stored: unknown): RoutingSettings {
  const s = isRecordLike(stored) ? stored : {};
  const handBack = isRecordLike(s.handBack) ? s.handBack : {};
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const d = DEFAULT_ROUTING_SETTINGS;
  return {
    defaultMode: isMode(s.defaultMode) ? s.defaultMode : d.defaultMode,
    defaultCapacity: Number.isInteger(s.defaultCapacity) && (s.defaultCapacity as number) >= 1 ? (s.defaultCapacity as number) : d.defaultCapacity,
    queueOrder: s.queueOrder === 'priority' ? 'priority' : 'oldest',
    handBack: { aux: flag(handBack.aux, d.handBack.aux), logout: flag(handBack.logout, d.handBack.logout), deactivate: flag(handBack.deactivate, d.handBack.deactivate) },
    showQueuePosition: flag(s.showQueuePosition, d.showQueuePosition),
    auxReasons: Array.isArray(s.auxReasons) && s.auxReasons.every((r) => typeof r === 'string') ? (s.auxReasons as string[]) : d.auxReasons,
  };
}
