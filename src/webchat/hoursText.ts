// What the chat window says about the team's hours: the api sends whether the channel's business hours are
// open and the instant they open next; the window words it in the visitor's own time zone and locale.
import type { WebchatConfig } from '../domain/webchat';

const DAY_MS = 86_400_000;

/** Closed hours count as away like nobody being available: the offline form, the offline message. */
export const isAway = (config: WebchatConfig): boolean => !config.available || config.hours?.open === false;

/** The visitor's calendar day of an instant, as a day count, so today and tomorrow compare as numbers. */
function dayNumber(at: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
}

/** 'today at 09:00', 'tomorrow at 09:00', 'Monday at 09:00', beyond a week 'Monday, 24 December at 09:00'. */
export function backAt(nextOpenAt: Date, now: Date, locale?: string, timeZone?: string): string {
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(nextOpenAt);
  const days = dayNumber(nextOpenAt, timeZone) - dayNumber(now, timeZone);
  if (days <= 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  const date = new Intl.DateTimeFormat(locale, days < 7 ? { timeZone, weekday: 'long' } : { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(nextOpenAt);
  return `${date} at ${time}`;
}

/** The header's line under the title. */
export function statusText(config: WebchatConfig, now: Date, locale?: string, timeZone?: string): string {
  const hours = config.hours;
  if (hours && !hours.open) {
    return hours.nextOpenAt ? `We're away right now. We'll be back ${backAt(new Date(hours.nextOpenAt), now, locale, timeZone)}.` : "We're away right now.";
  }
  return config.available ? 'We usually answer within a few minutes.' : 'We are away right now.';
}

/** setTimeout's longest wait; a later opening is waited for in steps. */
const MAX_WAIT_MS = 2 ** 31 - 1;
const MIN_WAIT_MS = 60_000;

/**
 * While the hours are closed, reads the configuration again a second after they open (a minute at the
 * soonest), so a window left open leaves its away state by itself, and waits again while it is still closed.
 */
export function watchHours(config: WebchatConfig, load: () => Promise<WebchatConfig>, update: (config: WebchatConfig) => void): void {
  const at = config.hours && !config.hours.open && config.hours.nextOpenAt ? Date.parse(config.hours.nextOpenAt) : Number.NaN;
  if (Number.isNaN(at)) return;
  setTimeout(
    () =>
      void load().then(
        (fresh) => {
          update(fresh);
          watchHours(fresh, load, update);
        },
        () => undefined,
      ),
    // At least a minute apart: a visitor's clock behind the server's must not make the window ask every second.
    Math.min(Math.max(at - Date.now() + 1000, MIN_WAIT_MS), MAX_WAIT_MS),
  );
}
