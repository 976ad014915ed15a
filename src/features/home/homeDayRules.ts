// Whose "today" the home counters are: the workspace counts its days in its own time zone (GET
// /home/summary says which), which may not be the zone of the browser looking at them.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One zone name for two spellings of the same zone ('Asia/Kolkata' and 'Asia/Calcutta'); undefined if unknown. */
function resolved(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The line under the counters when the workspace's zone is not the browser's ('Today in Europe/Berlin, the
 * workspace's time zone: Tuesday 24 November'); null when they are the same zone or the answer does not say.
 */
export function workspaceDayNote(answer: { day?: unknown; timeZone?: unknown }, browserZone: string | undefined, locale?: string): string | null {
  const { day, timeZone } = answer;
  if (typeof day !== 'string' || !DAY.test(day) || typeof timeZone !== 'string' || timeZone === '') return null;
  const workspaceZone = resolved(timeZone);
  if (!workspaceZone || (browserZone !== undefined && resolved(browserZone) === workspaceZone)) return null;
  // Noon UTC of the day names the same calendar day in any locale's calendar display.
  const date = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return `Today in ${timeZone}, the workspace's time zone: ${date}`;
}
