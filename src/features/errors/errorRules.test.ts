import { describe, expect, it } from 'vitest';
import { errorPageFor } from './errorRules';

describe('errorPageFor', () => {
  it.each([
    [404, "Oops, it seems you're lost"],
    [500, 'Sorry, something went wrong'],
    [503, 'The service is unavailable'],
    [504, 'So long yet so far to reach'],
    [505, 'We have an unknown error'],
  ])('%i is titled %s', (status, title) => {
    expect(errorPageFor(status).title).toBe(title);
  });

  it.each([0, 401, 418, 502])('shows the 500 page for %i', (status) => {
    expect(errorPageFor(status).code).toBe(500);
  });

  it('uses the spec texts and buttons', () => {
    expect(errorPageFor(404)).toMatchObject({ text: 'This page could not be found', actions: ['home'] });
    expect(errorPageFor(503).actions).toEqual(['landing']);
    expect(errorPageFor(505).text).toBe('Http version not supported');
  });
});
