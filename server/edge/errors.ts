import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export type EdgeErrorCode =
  | 'bad_path'
  | 'bad_request'
  | 'not_found'
  | 'payload_too_large'
  | 'maintenance'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'upstream_unready'
  | 'internal';

export class EdgeError extends Error {
  readonly status: number;
  readonly code: EdgeErrorCode;
  /** the JSON answer, serialised once per error instance */
  readonly body: string;
  /** headers that belong to this answer wherever it is sent (Retry-After) */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(status: number, code: EdgeErrorCode, message: string, headers?: Record<string, string>) {
    super(message);
    this.name = 'EdgeError';
    this.status = status;
    this.code = code;
    this.body = JSON.stringify({ error: message, code });
    this.headers = headers;
  }
}

/**
 * When a client may try the api again after finding it down. Under `npm start` the supervisor starts
 * a dead api again after 1 s (more after repeated failures) and it is ready a few seconds later.
 */
export const UPSTREAM_RETRY_AFTER_SECONDS = 5;

export const badPathError = () => new EdgeError(400, 'bad_path', 'The request path is not allowed');
export const internalError = () => new EdgeError(500, 'internal', 'Something went wrong');
export const notFoundError = () => new EdgeError(404, 'not_found', 'This page could not be found');
export const payloadTooLargeError = (limit: number) =>
  new EdgeError(413, 'payload_too_large', `The request body is larger than ${limit} bytes`);
export const maintenanceError = () => new EdgeError(503, 'maintenance', 'The service is under maintenance');
/**
 * The api refused or dropped the connection before answering: it is down (crashed, restarting, not
 * started yet). A 503 with Retry-After, as for maintenance, tells clients and load balancers to come back.
 */
export const upstreamUnreachableError = () =>
  new EdgeError(503, 'upstream_unreachable', 'The API is unavailable, please try again in a moment', {
    'Retry-After': String(UPSTREAM_RETRY_AFTER_SECONDS),
  });
export const upstreamTimeoutError = () => new EdgeError(504, 'upstream_timeout', 'The API did not answer in time');

export function sendJsonError(res: ServerResponse, error: EdgeError, extraHeaders?: Record<string, string>): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = error.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(error.body));
  res.setHeader('Cache-Control', 'no-store');
  if (error.headers) for (const name in error.headers) res.setHeader(name, error.headers[name] as string);
  if (extraHeaders) for (const name in extraHeaders) res.setHeader(name, extraHeaders[name] as string);
  res.end(error.body);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Answers a refused websocket upgrade on the raw socket, then closes it. */
export function refuseUpgrade(socket: Duplex, error: EdgeError, extraHeaders?: Record<string, string>): void {
  if (socket.writable) {
    const lines = [
      `HTTP/1.1 ${error.status} ${REASONS[error.status] ?? 'Error'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(error.body)}`,
      'Connection: close',
    ];
    if (error.headers) for (const name in error.headers) lines.push(`${name}: ${error.headers[name]}`);
    if (extraHeaders) for (const name in extraHeaders) lines.push(`${name}: ${extraHeaders[name]}`);
    socket.end(`${lines.join('\r\n')}\r\n\r\n${error.body}`, () => socket.destroy());
    setTimeout(() => socket.destroy(), 1000).unref();
  } else {
    socket.destroy();
  }
}
