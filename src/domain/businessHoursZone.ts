// A time zone's UTC offsets, read from Intl (no tz data of our own) and cached, for businessHoursDays.ts.
// Time is cut into 24-hour steps aligned on UTC midnight; the offset is read at each step's start and, when
// the next step starts with another offset, the change inside the step is found by bisection (to the
// second). Assumption, true of every zone in use: a zone changes its offset at most once in 24 hours.

const DAY_MS = 86_400_000;
const MAX_STEPS_KEPT = 4000;

interface Step {
  offset: number;
  /** Where the offset changes inside the step, and the offset after; absent when it does not. */
  changeAt?: number;
  after?: number;
}

/** A zone's formatter and cached offsets: get it once (zoneData) and pass it to offsetSpans and offsetAt. */
export interface ZoneData {
  format: Intl.DateTimeFormat;
  offsets: Map<number, number>;
  steps: Map<number, Step>;
}

const zones = new Map<string, ZoneData>();

export function zoneData(timeZone: string): ZoneData {
  let data = zones.get(timeZone);
  if (!data) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    data = { format, offsets: new Map(), steps: new Map() };
    zones.set(timeZone, data);
  }
  return data;
}

/** The zone's offset (local wall clock minus UTC, in ms) at an instant, straight from Intl. */
function readOffset(data: ZoneData, at: number): number {
  const seconds = Math.floor(at / 1000) * 1000;
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of data.format.formatToParts(new Date(seconds))) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  }
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return local - seconds;
}

function offsetAtStep(data: ZoneData, index: number): number {
  let offset = data.offsets.get(index);
  if (offset === undefined) {
    offset = readOffset(data, index * DAY_MS);
    if (data.offsets.size >= MAX_STEPS_KEPT) data.offsets.clear();
    data.offsets.set(index, offset);
  }
  return offset;
}

function step(data: ZoneData, index: number): Step {
  let found = data.steps.get(index);
  if (found) return found;
  const offset = offsetAtStep(data, index);
  const after = offsetAtStep(data, index + 1);
  found = { offset };
  if (after !== offset) {
    // The first second whose offset is no longer the step's first one.
    let low = index * DAY_MS;
    let high = low + DAY_MS;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (readOffset(data, middle) === offset) low = middle;
      else high = middle;
    }
    found = { offset, changeAt: high, after };
  }
  if (data.steps.size >= MAX_STEPS_KEPT) data.steps.clear();
  data.steps.set(index, found);
  return found;
}

/** A stretch of instants [from, to) over which the zone's offset stays the same. */
export interface OffsetSpan {
  from: number;
  to: number;
  offset: number;
}

/** The spans of constant offset covering [from, to) (both on UTC midnights), in order. */
export function offsetSpans(data: ZoneData, from: number, to: number): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  const push = (start: number, end: number, offset: number) => {
    const last = spans[spans.length - 1];
    if (last && last.offset === offset && last.to === start) last.to = end;
    else spans.push({ from: start, to: end, offset });
  };
  for (let index = Math.floor(from / DAY_MS); index * DAY_MS < to; index += 1) {
    const { offset, changeAt, after } = step(data, index);
    const end = (index + 1) * DAY_MS;
    if (changeAt === undefined || after === undefined) push(index * DAY_MS, end, offset);
    else {
      push(index * DAY_MS, changeAt, offset);
      push(changeAt, end, after);
    }
  }
  return spans;
}

/** The zone's offset at an instant, through the cached steps. */
export function offsetAt(data: ZoneData, at: number): number {
  const { offset, changeAt, after } = step(data, Math.floor(at / DAY_MS));
  return changeAt !== undefined && after !== undefined && at >= changeAt ? after : offset;
}
