import { describe, expect, it } from 'vitest';
import { isTimestampText } from './timestampText';

describe('isTimestampText', () => {
  it('takes what PostgreSQL writes for a timestamptz, and the ISO form', () => {
    for (const text of ['2026-03-04 10:00:00.123456+00', '2026-03-04 10:00:00+05:30', '2024-02-29 23:59:59-03', '2026-03-04T10:00:00Z', '0001-01-01 00:00:00+15:59:59']) {
      expect(isTimestampText(text)).toBe(true);
    }
  });

  it('refuses dates that only look right, which would fail the cast in the database', () => {
    for (const text of ['2026-02-30 10:00:00+00', '2025-02-29 10:00:00+00', '2026-13-01 00:00:00+00', '2026-00-10 00:00:00+00', '2026-01-01 24:00:00+00', '2026-01-01 10:60:00+00', '2026-01-01 10:00:00+99', '0000-01-01 00:00:00+00', '2026-01-01 10:00:00', 'now']) {
      expect(isTimestampText(text)).toBe(false);
    }
  });
});
