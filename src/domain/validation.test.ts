import { describe, expect, it } from 'vitest';
import { isRecord, isUuid, recordOrEmpty } from './validation';

describe('isRecord', () => {
  it('takes an object and refuses null, arrays and every other value', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    for (const value of [null, undefined, [], [1], 'text', 1, true, () => 0]) expect(isRecord(value), String(value)).toBe(false);
  });

  it('recordOrEmpty gives the object itself, or an empty one for anything else', () => {
    const body = { name: 'Ada' };
    expect(recordOrEmpty(body)).toBe(body);
    expect(recordOrEmpty([1, 2])).toEqual({});
    expect(recordOrEmpty(null)).toEqual({});
  });
});

describe('isUuid', () => {
  it('takes an id of the api in either case', () => {
    expect(isUuid('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).toBe(true);
    expect(isUuid('0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D')).toBe(true);
  });

  it('refuses anything else, whole strings only', () => {
    for (const value of ['', 'abc', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4', ' 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d;drop', 'g' + 'a'.repeat(7) + '-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 42, null, undefined]) {
      expect(isUuid(value), String(value)).toBe(false);
    }
  });
});
