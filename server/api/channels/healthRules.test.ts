import { describe, expect, it } from 'vitest';
import { HEALTH_TELL_MS, healthWorthTelling, mergeHealth, type ToldHealth } from './healthRules';

const at = (s: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, s));
const told = (extra: Partial<ToldHealth> = {}): ToldHealth => ({ inboundAt: 0, outboundAt: null, error: undefined, at: 0, ...extra });

describe('channel health rules', () => {
  it('merges news into the later times and the latest failure', () => {
    const waiting = { inboundAt: at(5), error: { reason: 'b', at: at(9) } };
    expect(mergeHealth(waiting, { inboundAt: at(3), outboundAt: at(4), error: { reason: 'a', at: at(2) } })).toEqual({ inboundAt: at(5), outboundAt: at(4), error: { reason: 'b', at: at(9) } });
    expect(mergeHealth(null, { inboundAt: at(1) })).toEqual({ inboundAt: at(1) });
  });

  it('tells the first news, a new failure, a first reply, and times moved by a minute', () => {
    expect(healthWorthTelling(null, told())).toBe(true);
    expect(healthWorthTelling(told(), told({ inboundAt: HEALTH_TELL_MS - 1 }))).toBe(false);
    expect(healthWorthTelling(told(), told({ inboundAt: HEALTH_TELL_MS }))).toBe(true);
    expect(healthWorthTelling(told(), told({ outboundAt: 5 }))).toBe(true);
    expect(healthWorthTelling(told(), told({ error: { reason: 'x' } }))).toBe(true);
    expect(healthWorthTelling(told({ error: { reason: 'x' } }), told({ error: { reason: 'x' }, inboundAt: 10 }))).toBe(false);
  });
});
