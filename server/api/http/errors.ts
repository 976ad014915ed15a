import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';

/** A failure with the HTTP status and the message a person reads. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A business refusal: answered 200 with result 'error' (spec §7). */
export class BusinessError extends AppError {
  constructor(message: string) {
    super(200, message);
    this.name = 'BusinessError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, fields);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const PACKAGE_EXPIRED_MESSAGE =
  'Your workspace package has expired. Please renew to continue using all features.';
export const packageExpired = () => new AppError(402, PACKAGE_EXPIRED_MESSAGE);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new AppError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(notFound('There is no such call.'));
};

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
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
      res.status(err.status).json({ result: 'error', message: err.message, ...(err.fields ? { fields: err.fields } : {}) });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json({ result: 'error', message: 'The request body is not valid JSON.' });
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json({ result: 'error', message: 'The request body is too large.' });
      return;
    }
    if (parserError?.expose && parserError.status && parserError.status < 500) {
      res.status(parserError.status).json({ result: 'error', message: 'The request could not be read.' });
      return;
    }
    logger.error('unhandled error', { path: req.path, ...describeError(err) });
    res.status(500).json({ result: 'error', message: 'Something went wrong on our side. Please try again.' });
  };
}

/** What is safe to log: a failed query's text and its cause, never its parameters (hashes, e-mails). */
export function describeError(err: unknown): Record<string, unknown> {
  if (err instanceof DrizzleQueryError) {
    return { error: err.cause?.message ?? 'query failed', query: err.query };
  }
  return { error: err instanceof Error ? err.stack : String(err) };
}
