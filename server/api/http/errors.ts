import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';
import { defaultErrorCode, type ApiErrorCode } from '../../../src/domain/errorCodes';

/** A failure with the HTTP status, the message a person reads and the code a program branches on. */
export class AppError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? defaultErrorCode(status);
  }
}

/** A business refusal: answered 200 with result 'error' (spec §7). */
export class BusinessError extends AppError {
  constructor(message: string) {
    super(200, message, undefined, undefined, 'REFUSED');
    this.name = 'BusinessError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, fields);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this.', code: ApiErrorCode = 'FORBIDDEN') =>
  new AppError(403, message, undefined, undefined, code);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const PACKAGE_EXPIRED_MESSAGE =
  'Your workspace package has expired. Please renew to continue using all features.';
export const packageExpired = () => new AppError(402, PACKAGE_EXPIRED_MESSAGE);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new AppError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** The body of every error answer (src/domain/api.ts's ApiErrorBody). */
export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>) {
  return { result: 'error' as const, message, code, ...(fields ? { fields } : {}) };
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, 'There is no such call.', undefined, undefined, 'NO_SUCH_CALL'));
};

interface ClientError {
  type?: string;
  status?: number;
  expose?: boolean;
  charset?: string;
}

/**
 * The answer to a failure of the request itself, raised by a body parser (http-errors with `expose`)
 * or by Express decoding a path parameter (URIError with status 400), or undefined for anything else.
 */
export function clientErrorAnswer(err: unknown): { status: number; message: string; code: ApiErrorCode } | undefined {
  const e = (err ?? {}) as ClientError;
  switch (e.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'The request body is not valid JSON.', code: 'INVALID_BODY' };
    case 'entity.too.large':
      return { status: 413, message: 'The request body is too large.', code: 'BODY_TOO_LARGE' };
    case 'charset.unsupported':
      return { status: 415, message: `The request body's charset${e.charset ? ` ${e.charset.toUpperCase()}` : ''} is not supported: send UTF-8.`, code: 'UNSUPPORTED_BODY' };
    case 'encoding.unsupported':
      return { status: 415, message: "The request body's Content-Encoding is not supported: send it uncompressed, or as gzip, deflate or br.", code: 'UNSUPPORTED_BODY' };
    case 'parameters.too.many':
      return { status: 413, message: 'The form has too many fields.', code: 'INVALID_BODY' };
    case 'request.size.invalid':
      return { status: 400, message: 'The request body is not as long as its Content-Length says.', code: 'INVALID_BODY' };
  }
  if (err instanceof URIError && e.status === 400) {
    return { status: 400, message: 'The address is not valid: it has broken percent-encoding (write a % sign as %25).', code: 'INVALID_INPUT' };
  }
  if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return { status: e.status, message: 'The request could not be read.', code: defaultErrorCode(e.status) };
  }
  return undefined;
}

/** The one error handler: maps errors to answers, logs unexpected ones, never exits the process. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (err instanceof AppError) {
      if (err.headers) res.set(err.headers);
      res.status(err.status).json(errorBody(err.code, err.message, err.fields));
      return;
    }
    const client = clientErrorAnswer(err);
    if (client) {
      res.status(client.status).json(errorBody(client.code, client.message));
      return;
    }
    logger.error('unhandled error', { path: req.path, ...describeError(err) });
    res.status(500).json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
  };
}

/** What is safe to log: a failed query's text and its cause, never its parameters (hashes, e-mails). */
export function describeError(err: unknown): Record<string, unknown> {
  if (err instanceof DrizzleQueryError) {
    return { error: err.cause?.message ?? 'query failed', query: err.query };
  }
  return { error: err instanceof Error ? err.stack : String(err) };
}
