// Which time zone names a workspace may keep: the IANA tz database's, as this runtime knows them. Shared by
// the api (server/api/clock) and the console's forms (onboarding), so both refuse a zone with the same words.

/** What a person reads when a zone is refused (a 400's field message, a CLI error, a config error). */
export const TIME_ZONE_MESSAGE = 'Not a time zone: use an IANA name such as Europe/Berlin or UTC';

// Area/Location names and the few single names (UTC, GMT, EST, …). Offsets such as +05:00 are refused:
// a fixed offset knows no daylight-saving change, and the point of a zone is to follow them.
const NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;
const MAX_LENGTH = 64;

/**
 * The zone's name as stored, or undefined when it is not one. A name whose case alone differs from the
 * runtime's spelling takes that spelling ('europe/berlin' → 'Europe/Berlin'); a link keeps the name the
 * person chose ('Asia/Kolkata' stays, though ICU calls it 'Asia/Calcutta').
 */
export function canonicalTimeZone(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const name = input.trim();
  if (name.length > MAX_LENGTH || !NAME.test(name)) return undefined;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}
