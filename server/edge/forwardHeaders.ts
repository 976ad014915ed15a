import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Identity and client-address headers are only trusted from the edge itself: whatever the client sent
 * under those names is dropped before the edge sets its own.
 */
function isSpoofable(name: string): boolean {
  if (name.charCodeAt(0) === 120 /* x */) {
    return name.startsWith('x-forwarded-') || name.startsWith('x-user-') || name === 'x-real-ip';
  }
  return name === 'forwarded';
}

function dropSpoofable(headers: IncomingHttpHeaders): void {
  for (const name in headers) {
    if (isSpoofable(name)) delete headers[name];
  }
}

function setForwarded(req: IncomingMessage, headers: IncomingHttpHeaders): void {
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  headers['x-forwarded-host'] = headers.host ?? '';
}

/**
 * For a plain HTTP request: also drop the hop-by-hop headers that would break the upstream keep-alive
 * (`Connection: close` from one browser must not close a pooled upstream socket) and `Expect`, which the
 * edge has already answered. `Connection: keep-alive`, what nearly every client sends, is left alone:
 * deleting a property is what makes the headers object slow for everything that reads it after.
 */
export function prepareForwardedRequest(req: IncomingMessage, requestId: string): void {
  const headers = req.headers;
  dropSpoofable(headers);
  setForwarded(req, headers);
  headers['x-request-id'] = requestId;
  if (headers.connection !== undefined && headers.connection !== 'keep-alive') delete headers.connection;
  if (headers['keep-alive'] !== undefined) delete headers['keep-alive'];
  if (headers['proxy-connection'] !== undefined) delete headers['proxy-connection'];
  if (headers.expect !== undefined) delete headers.expect;
}

/** For a websocket upgrade: Connection and Upgrade must reach the upstream as they are. */
export function prepareForwardedUpgrade(req: IncomingMessage, requestId: string): void {
  const headers = req.headers;
  dropSpoofable(headers);
  setForwarded(req, headers);
  headers['x-request-id'] = requestId;
}
