import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from './chunkReloadRules';

describe('shouldReloadAfterChunkError', () => {
  it('reloads the first time', () => {
    expect(shouldReloadAfterChunkError(null, 5)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(shouldReloadAfterChunkError(1_000, 60_999)).toBe(false);
  });

  it('reloads again after 60 s', () => {
    expect(shouldReloadAfterChunkError(1_000, 61_000)).toBe(true);
  });
});
