import { describe, expect, it } from 'vitest';
import { newRequestId, resolveRequestId } from './requestId.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('makes distinct version 4 UUIDs, across batches too', () => {
    const ids = Array.from({ length: 1000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a safe client id and replaces anything else', () => {
    expect(resolveRequestId('trace-42-ABC')).toBe('trace-42-ABC');
    for (const bad of [undefined, '', 'a'.repeat(65), 'has space', ['a', 'b']]) {
      expect(resolveRequestId(bad)).toMatch(UUID_V4);
    }
  });
});
