/**
 * The browser's IANA time zone ('Europe/Berlin'), or undefined where the browser does not say (the api then
 * keeps UTC). Read when a workspace is created, so its days are counted where its first Administrator is.
 */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone !== '' ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** Every zone this browser knows, UTC first when it lists none such (the api checks the one chosen against its own). */
export function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
