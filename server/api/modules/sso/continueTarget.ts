// Where the browser may go after login: only a path of this site under /v2/ (never another host, a
// protocol-relative URL, a backslash trick or an api call). Anything else falls back to the chat app.

export const DEFAULT_CONTINUE = '/v2/app/chat';

export function safeContinue(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 500) return DEFAULT_CONTINUE;
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_CONTINUE;
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://site.invalid');
  } catch {
    return DEFAULT_CONTINUE;
  }
  if (parsed.origin !== 'http://site.invalid') return DEFAULT_CONTINUE;
  // Express matches routes case-insensitively, so /v2/API/... is an api call too; /v2/api itself is one.
  const lower = parsed.pathname.toLowerCase();
  if (!lower.startsWith('/v2/') || lower === '/v2/api' || lower.startsWith('/v2/api/')) return DEFAULT_CONTINUE;
  return parsed.pathname + parsed.search + parsed.hash;
}
