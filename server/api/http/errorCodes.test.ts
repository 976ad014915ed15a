// Every error answer carries a machine-readable code beside its message (issue 12), whatever raised it.
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, defaultErrorCode } from '../../../src/domain/errorCodes';
import { createLogger } from '../logger';
import { AppError, BusinessError, badRequest, errorHandler, forbidden, notFoundHandler, packageExpired, tooManyRequests } from './errors';

function appThrowing(error: unknown) {
  const app = express();
  app.use(express.json());
  app.post('/fail', () => {
    throw error;
  });
  app.use(notFoundHandler);
  app.use(errorHandler(createLogger('silent')));
  return supertest(app);
}

describe('the code of an error answer', () => {
  it.each([
    ['a field refused', badRequest('name: Required', { name: 'Required' }), 400, 'INVALID_INPUT'],
    ['a business rule', new BusinessError('The code is not right.'), 200, 'REFUSED'],
    ['an expired package', packageExpired(), 402, 'PACKAGE_EXPIRED'],
    ['an access list', forbidden('No.', 'ACCESS_DENIED'), 403, 'ACCESS_DENIED'],
    ['a conflict', new AppError(409, 'Merged already.'), 409, 'CONFLICT'],
    ['too many tries', tooManyRequests(60, 'Wait.'), 429, 'RATE_LIMITED'],
  ])('%s', async (_name, error, status, code) => {
    const res = await appThrowing(error).post('/fail').send({});
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ result: 'error', code, message: (error as Error).message });
  });

  it('is INTERNAL for a failure the code did not expect, with no detail of it', async () => {
    const res = await appThrowing(new Error('connection reset by a secret host')).post('/fail').send({});
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ result: 'error', code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
  });

  it("names what is wrong with a body the parser refused, and a call that does not exist", async () => {
    const broken = await appThrowing(new Error('unused')).post('/fail').set('Content-Type', 'application/json').send('{"name":');
    expect(broken.body).toEqual({ result: 'error', code: 'INVALID_BODY', message: 'The request body is not valid JSON.' });
    const none = await appThrowing(new Error('unused')).get('/nowhere');
    expect(none.body).toEqual({ result: 'error', code: 'NO_SUCH_CALL', message: 'There is no such call.' });
  });

  it('falls back on one code per status, each of them a documented code', () => {
    for (const status of [200, 400, 401, 402, 403, 404, 409, 413, 415, 416, 418, 429, 500, 503]) {
      expect(Object.keys(API_ERROR_CODES)).toContain(defaultErrorCode(status));
    }
    expect(defaultErrorCode(503)).toBe('INTERNAL');
  });
});
