// A timestamptz as PostgreSQL writes it as text ('2026-03-04 10:00:00.123456+00'), checked in full before
// it goes back into a query as `::timestamptz`: list cursors carry it through the browser, so it may be
// forged, and a date that only looks right (February 30th, an offset of +99) fails the cast with a 500.
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?|Z)$/;

export function isTimestampText(text: string): boolean {
  const match = SHAPE.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const [offsetHours, offsetMinutes, offsetSeconds] = match.slice(8, 11).map((part) => Number(part ?? 0)) as [number, number, number];
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= lastDay.getUTCDate() &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    // PostgreSQL takes offsets up to 15:59:59.
    offsetHours <= 15 &&
    offsetMinutes <= 59 &&
    offsetSeconds <= 59
  );
}
