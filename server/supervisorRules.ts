// When the supervisor restarts a child that exited. Pure: the caller measures the time.

export interface RestartPolicy {
  /** the wait before the first restart, doubled after every quick exit */
  firstDelayMs: number;
  maxDelayMs: number;
  /** a child up at least this long was healthy: its next exit starts the backoff over */
  stableAfterMs: number;
}

export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, stableAfterMs: 60_000 };

/**
 * The wait before the next start of a child that exited after `upMs`, given the wait before its
 * current run (null when it has never been restarted). A child that fails at once over and over ends
 * up restarted every maxDelayMs, so it never spins a core.
 */
export function restartDelay(previousDelayMs: number | null, upMs: number, policy: RestartPolicy = RESTART_POLICY): number {
  if (previousDelayMs === null || upMs >= policy.stableAfterMs) return policy.firstDelayMs;
  return Math.min(Math.max(previousDelayMs, policy.firstDelayMs) * 2, policy.maxDelayMs);
}
