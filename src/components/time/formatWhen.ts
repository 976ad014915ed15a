// The console's one way of showing when something happened (issue 11): relative while it is recent,
// the date and time beyond a day, and the full time for a hover. Phrases are in the console's language
// (English); dates and times follow the browser's locale, and a time zone when one is given (the
// workspace's, once workspaces have one; the browser's until then).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface WhenText {
  /** what the page shows: 'just now', '5 min ago', '3 h ago', 'Nov 22, 3:05 PM', 'Nov 22, 2025, 3:05 PM' */
  text: string;
  /** the full date and time with seconds and zone, for a title or tooltip */
  full: string;
}

export interface WhenOptions {
  /** BCP 47 locale; the browser's when absent */
  locale?: string;
  /** IANA time zone; the browser's when absent */
  timeZone?: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build and lists format hundreds of times a minute: keep each one. */
const SHAPES: Record<'sameYear' | 'otherYear' | 'full' | 'year', Intl.DateTimeFormatOptions> = {
  sameYear: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  otherYear: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  full: { dateStyle: 'full', timeStyle: 'long' },
  // Only compared, never shown: digits whatever the locale.
  year: { year: 'numeric' },
};

function formatter(shape: keyof typeof SHAPES, { locale, timeZone }: WhenOptions): Intl.DateTimeFormat {
  const key = `${shape}|${locale ?? ''}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(shape === 'year' ? 'en-US' : locale, { ...SHAPES[shape], ...(timeZone ? { timeZone } : {}) });
    formats.set(key, format);
  }
  return format;
}

/** When `at` happened, seen at `now`. An unreadable date gives empty texts (nothing is shown). */
export function formatWhen(at: string | number | Date, now: number | Date, options: WhenOptions = {}): WhenText {
  const time = new Date(at);
  const ms = time.getTime();
  if (Number.isNaN(ms)) return { text: '', full: '' };
  const full = formatter('full', options).format(time);
  const ago = new Date(now).getTime() - ms;
  // A server clock a little ahead of ours is still 'just now', not a time in the future.
  if (ago > -MINUTE && ago < MINUTE) return { text: 'just now', full };
  if (ago > 0 && ago < HOUR) return { text: `${Math.floor(ago / MINUTE)} min ago`, full };
  if (ago > 0 && ago < DAY) return { text: `${Math.floor(ago / HOUR)} h ago`, full };
  const year = formatter('year', options);
  const shape = year.format(time) === year.format(new Date(now)) ? 'sameYear' : 'otherYear';
  return { text: formatter(shape, options).format(time), full };
}
