import type { AuthResponse } from '../../domain/api';
import type { RealtimeEventOf } from '../../domain/realtimeEvents';
import type { Outcome } from '../../services/outcome';

/** Whether a delivery changed this user's own access list (the api sends it to them only; a replay may hold others'). */
export function accessChangedFor(events: readonly RealtimeEventOf<'access changed'>[], userId: string | null): boolean {
  return userId !== null && events.some((event) => event.payload.userId === userId);
}

/**
 * What the console does with its re-read of GET /auth after its access list changed: apply the new
 * status (the drawer and the guards follow it), run the whole session check when the session ended, or
 * keep what it has when the read failed otherwise (the api enforces the new list whatever the console shows).
 */
/**
 * Whether the api closed this session's socket itself (socket.io's reason for a server-side disconnect):
 * it does so when the session no longer holds what it had (logged out elsewhere, deactivated, the
 * workspace deleted), so the console reads its status again instead of waiting to reconnect.
 */
export const closedByServer = (reason: string) => reason === 'io server disconnect';

export type AccessRefresh = { kind: 'apply'; auth: AuthResponse } | { kind: 'reload'; url: string } | { kind: 'sessionCheck' } | { kind: 'keep' };

/** The console's home, loaded afresh when the session now stands in another workspace. */
export const OTHER_WORKSPACE_HOME = '/v2/home';

/**
 * `currentWorkspaceId`: the workspace the console shows. When the api moved the session to another one
 * (the workspace deleted, its member going on in their other workspace) nothing the console holds belongs
 * to it: the console is loaded again, afresh, on its home.
 */
export function afterAccessRefresh(outcome: Outcome<AuthResponse>, currentWorkspaceId: string | null = null): AccessRefresh {
  if (outcome.ok) {
    const next = outcome.value.workspace?.id ?? null;
    if (currentWorkspaceId !== null && next !== null && next !== currentWorkspaceId) return { kind: 'reload', url: OTHER_WORKSPACE_HOME };
    return { kind: 'apply', auth: outcome.value };
  }
  return outcome.status === 401 ? { kind: 'sessionCheck' } : { kind: 'keep' };
}
