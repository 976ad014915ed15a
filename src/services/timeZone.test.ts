import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './timeZone';

afterEach(() => {
  vi.restoreAllMocks();
});

const resolved = (impl: () => Partial<Intl.ResolvedDateTimeFormatOptions>) =>
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(impl as () => Intl.ResolvedDateTimeFormatOptions);

describe('browserTimeZone', () => {
  it('is the zone the browser reports', () => {
    resolved(() => ({ timeZone: 'Asia/Kolkata' }));
    expect(browserTimeZone()).toBe('Asia/Kolkata');
  });

  it('is undefined when the browser reports none or fails to', () => {
    resolved(() => ({ timeZone: '' }));
    expect(browserTimeZone()).toBeUndefined();
    resolved(() => {
      throw new RangeError('no time zone data');
    });
    expect(browserTimeZone()).toBeUndefined();
  });
});
