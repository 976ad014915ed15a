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
