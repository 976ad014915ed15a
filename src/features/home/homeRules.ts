// What the home page says: the greeting for the local hour, the status dot, the ticket counters.

import type { UserStatus } from '../../domain/api';
import { recordOrEmpty } from '../../domain/validation';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** 05:00–11:59 morning, 12:00–17:59 afternoon, otherwise (night included) evening. */
export function dayPart(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

export function greeting(name: string, hour: number): string {
  return `Good ${dayPart(hour)}, ${name}`;
}

/** Spec §4: the dot is green for available, yellow otherwise. */
export function statusView(status: UserStatus | string | undefined): { label: string; colour: 'green' | 'yellow' } {
  return status === 'available' ? { label: 'Available', colour: 'green' } : { label: 'Aux', colour: 'yellow' };
}

export interface TodayCounts {
  unassigned: number;
  new: number;
  unsolved: number;
  hold: number;
  solved: number;
}

/** Spec §3's status table (value / label), in its order. */
export const STATUS_COUNTERS: readonly { key: keyof TodayCounts; label: string }[] = [
  { key: 'unassigned', label: 'Unassigned' },
  { key: 'new', label: 'New' },
  { key: 'unsolved', label: 'Open' },
  { key: 'hold', label: 'Hold' },
  { key: 'solved', label: 'Solved' },
];

/** The counters from the answer; a missing or malformed count reads 0 rather than breaking the page. */
export function readCounts(today: unknown): TodayCounts {
  const source = recordOrEmpty(today);
  const count = (key: keyof TodayCounts) => {
    const value = source[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.trunc(value) : 0;
  };
  return { unassigned: count('unassigned'), new: count('new'), unsolved: count('unsolved'), hold: count('hold'), solved: count('solved') };
}
