// The spectator page's decisions: who may use it, what counts as a user id, how to read a lookup.

import { isRecord, isUuid, recordOrEmpty } from '../../domain/validation';

export type SpectatorAccess = 'checking' | 'allowed' | 'refused';

/**
 * Spec §5: /spectator is reachable only for the internal service account and spectator tokens. The
 * server tells the signed-in user which list they are on (GET /config); until that answer for this
 * session has come, nobody is let in or turned away.
 */
export function spectatorAccess(
  me: { spectator: boolean; serviceAccount: boolean } | null,
  answeredForSession: boolean,
): SpectatorAccess {
  if (me && (me.spectator || me.serviceAccount)) return 'allowed';
  return answeredForSession ? 'refused' : 'checking';
}

export function normaliseUserId(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function validateUserId(value: unknown): string | undefined {
  const id = normaliseUserId(value);
  if (id === '') return 'Required';
  return isUuid(id) ? undefined : 'Invalid format';
}

export interface SpectatorTarget {
  id: string;
  found: boolean;
  username?: string;
  email?: string;
  workspaces: { id: string; name: string; role: string }[];
}

/** The lookup's data (spec §3 "Spectator data: a target with id and a found flag"), read defensively. */
export function readTarget(data: unknown, askedId: string): SpectatorTarget {
  const d = recordOrEmpty(data);
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const workspaces = Array.isArray(d.workspaces)
    ? d.workspaces
        .filter(isRecord)
        .map((w) => ({ id: text(w.id) ?? '', name: text(w.name) ?? '', role: text(w.role) ?? '' }))
    : [];
  return {
    id: text(d.id) ?? askedId,
    found: d.found === true,
    username: text(d.username),
    email: text(d.email),
    workspaces,
  };
}

/** Where the console opens once the spectator views as the target. */
export const SPECTATING_START = '/v2/home';
