import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Set first on every answer; a proxied upstream answer may override them (see keepUpstreamPolicy). */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  if ((req.socket as TLSSocket).encrypted) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

/**
 * An upstream page that carries its own policy decides how it may be framed (frame-ancestors), so our
 * blanket X-Frame-Options must not contradict it. The upstream CSP itself replaces ours when the proxy
 * copies the upstream headers.
 */
export function keepUpstreamPolicy(upstreamHeaders: IncomingMessage['headers'], res: ServerResponse): void {
  if (upstreamHeaders['content-security-policy'] !== undefined && upstreamHeaders['x-frame-options'] === undefined) {
    res.removeHeader('X-Frame-Options');
  }
}
