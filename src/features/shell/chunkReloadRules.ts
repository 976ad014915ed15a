import { CHUNK_RELOAD_GUARD_MS } from '../../domain/constants';

/**
 * Spec §8: a failed chunk load reloads the page, at most once per minute. A chunk usually fails
 * because a deploy replaced the hashed files; the reload fetches the new HTML. The limit stops a
 * reload loop when the chunk is really missing.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
