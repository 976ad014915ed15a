// The pure part of a channel's health (health.ts): how news waiting to be written is merged, and which
// changes are worth telling the Administrators' consoles about ('channel updated').

/** What happened on a channel since its health was last written. */
export interface HealthNews {
  inboundAt?: Date;
  outboundAt?: Date;
  error?: { reason: string; at: Date };
}

/** What the consoles were last told of a channel's health (times in ms). */
export interface ToldHealth {
  inboundAt: number | null;
  outboundAt: number | null;
  error: { reason: string } | undefined;
  /** When they were told. */
  at: number;
}

/** A busy channel's times are told at most this often: the page shows minutes, not seconds. */
export const HEALTH_TELL_MS = 60_000;

const later = (a: Date | undefined, b: Date | undefined): Date | undefined => (a && b ? (a > b ? a : b) : (a ?? b));

/** Waiting news and new news as one: the later times, the latest failure. */
export function mergeHealth(waiting: HealthNews | null, news: HealthNews): HealthNews {
  const inboundAt = later(waiting?.inboundAt, news.inboundAt);
  const outboundAt = later(waiting?.outboundAt, news.outboundAt);
  const errors = [waiting?.error, news.error].filter((e) => e !== undefined);
  const error = errors.sort((x, y) => x.at.getTime() - y.at.getTime()).at(-1);
  return { ...(inboundAt ? { inboundAt } : {}), ...(outboundAt ? { outboundAt } : {}), ...(error ? { error } : {}) };
}

export const timeOf = (date: Date | null): number | null => (date ? date.getTime() : null);

const moved = (before: number | null, now: number | null) => now !== null && (before === null || now - before >= HEALTH_TELL_MS);

/**
 * Worth telling: the first news since the api started, a failure whose reason is new, a first message
 * in or out, or times that moved by a minute or more since the consoles were last told.
 */
export function healthWorthTelling(before: ToldHealth | null, now: ToldHealth): boolean {
  if (!before) return true;
  if (now.error?.reason !== before.error?.reason) return true;
  return moved(before.inboundAt, now.inboundAt) || moved(before.outboundAt, now.outboundAt);
}
