import { describe, expect, it } from 'vitest';
import { dueAfterInbound } from './autoMessageRules';

describe('dueAfterInbound', () => {
  it.each([
    [{ opened: true, anyoneAvailable: true, withinHours: true }, ['greeting']],
    [{ opened: false, anyoneAvailable: true, withinHours: true }, []],
    [{ opened: false, anyoneAvailable: false, withinHours: true }, ['away']],
    [{ opened: false, anyoneAvailable: true, withinHours: false }, ['away']],
    [{ opened: true, anyoneAvailable: false, withinHours: false }, ['greeting', 'away']],
  ])('%o sends %o', (input, due) => {
    expect(dueAfterInbound(input)).toEqual(due);
  });
});
