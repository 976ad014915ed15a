import { describe, expect, it } from 'vitest';
import type { BillingPackage } from '../../domain/api';
import {
  EXPIRED_MESSAGE,
  afterBillingStatus,
  billingRedirect,
  billingWarnings,
  daysLeft,
  signatureHeaderValue,
  visibleFeatures,
} from './billingRules';

const NOW = Date.parse('2026-11-20T15:30:00Z');
const pkg = (expired_date: string | null, status = 'active'): BillingPackage => ({ account_id: 'a1', status, expired_date });
const warn = (over: Partial<Parameters<typeof billingWarnings>[0]>) =>
  billingWarnings({ package: pkg('2027-01-30'), mauAvailable: 500, conversationsAvailable: 500, now: NOW, ...over });

describe('visibleFeatures', () => {
  it("drops the feature named 'trial' and keeps the rest in order", () => {
    expect(visibleFeatures([{ name: 'chat' }, { name: 'trial' }, { name: 'ticket' }])).toEqual([{ name: 'chat' }, { name: 'ticket' }]);
    expect(visibleFeatures([{ name: 'trial' }])).toEqual([]);
  });
});

describe('signatureHeaderValue', () => {
  it('joins the package status and the signature', () => {
    expect(signatureHeaderValue(pkg('2027-01-01'), 'abc')).toBe('active.abc');
    expect(signatureHeaderValue(pkg('2020-01-01', 'expired'), 'abc')).toBe('expired.abc');
    expect(signatureHeaderValue(null, 'abc')).toBe('none.abc');
  });

  it('gives no header without a signature', () => {
    expect(signatureHeaderValue(pkg('2027-01-01'), '')).toBeNull();
  });
});

describe('afterBillingStatus', () => {
  it('sets the default package when there is no package and no feature', () => {
    expect(afterBillingStatus(null, [])).toEqual({ kind: 'setDefault' });
  });

  it('stores everything else', () => {
    expect(afterBillingStatus(null, [{ name: 'chat' }])).toEqual({ kind: 'stored' });
    expect(afterBillingStatus(pkg('2027-01-01'), [])).toEqual({ kind: 'stored' });
  });
});

describe('billingRedirect', () => {
  const features = [{ name: 'chat' }];
  it('sends administrators to plans & billings and others home when there are features but no package', () => {
    expect(billingRedirect({ loaded: true, package: null, features }, 'Administrator')).toBe('/settings/plans-billings');
    expect(billingRedirect({ loaded: true, package: null, features }, 'Agent')).toBe('/home');
    expect(billingRedirect({ loaded: true, package: null, features }, null)).toBe('/home');
  });

  it('says nothing with a package, without features, or before billing is read', () => {
    expect(billingRedirect({ loaded: true, package: pkg('2027-01-01'), features }, 'Agent')).toBeNull();
    expect(billingRedirect({ loaded: true, package: null, features: [] }, 'Agent')).toBeNull();
    expect(billingRedirect({ loaded: false, package: null, features }, 'Agent')).toBeNull();
  });
});

describe('daysLeft', () => {
  it('counts whole UTC days from today, today being 0', () => {
    expect(daysLeft('2026-11-20', NOW)).toBe(0);
    expect(daysLeft('2026-11-23', NOW)).toBe(3);
    expect(daysLeft('2026-11-19', NOW)).toBe(-1);
    expect(daysLeft('2026-11-21', Date.parse('2026-11-20T23:59:59Z'))).toBe(1);
  });

  it('is null for an unknown expiry', () => {
    for (const value of [null, undefined, '', 'soon', '2026-13-45']) expect(daysLeft(value, NOW)).toBeNull();
  });
});

describe('billingWarnings: package expiry', () => {
  it.each([0, 3, 7])('warns with %i days left', (days) => {
    const day = new Date(NOW + days * 86_400_000).toISOString().slice(0, 10);
    expect(warn({ package: pkg(day) })).toEqual([`Your package will expire in ${days} days`]);
  });

  it.each([1, 2, 4, 5, 6, 8, 30])('stays quiet with %i days left', (days) => {
    const day = new Date(NOW + days * 86_400_000).toISOString().slice(0, 10);
    expect(warn({ package: pkg(day) })).toEqual([]);
  });

  it('asks for a new package once expired, by status or by date', () => {
    expect(warn({ package: pkg('2026-11-19') })).toEqual([EXPIRED_MESSAGE]);
    expect(warn({ package: pkg('2026-11-25', 'expired') })).toEqual([EXPIRED_MESSAGE]);
    expect(EXPIRED_MESSAGE).toBe('Please buy new package so you can still enjoy our services.');
  });

  it('warns for an unknown expiry', () => {
    expect(warn({ package: pkg(null) })).toEqual([EXPIRED_MESSAGE]);
    expect(warn({ package: pkg('not a date') })).toEqual([EXPIRED_MESSAGE]);
  });

  it('leaves a workspace without a package to the default-package and redirect rules', () => {
    expect(warn({ package: null })).toEqual([]);
  });
});

describe('billingWarnings: quotas', () => {
  it.each([0, 50, 100])('warns at %i conversations left', (n) => {
    expect(warn({ conversationsAvailable: n })).toEqual([`You have ${n} conversation left`]);
  });

  it('warns when conversations are overdrawn', () => {
    expect(warn({ conversationsAvailable: -4 })).toEqual(['You have 0 conversation left']);
  });

  it.each([0, 50, 100])('warns at %i MAU left', (n) => {
    expect(warn({ mauAvailable: n })).toEqual([`You have ${n} Monthly Active Users (MAU) left`]);
  });

  it.each([1, 49, 51, 99, 101, 1000])('stays quiet at %i left of either', (n) => {
    expect(warn({ conversationsAvailable: n, mauAvailable: n })).toEqual([]);
  });

  it('does not warn for a negative MAU count, which is not a threshold', () => {
    expect(warn({ mauAvailable: -1 })).toEqual([]);
  });

  it('says nothing about a quota it does not know', () => {
    expect(warn({ conversationsAvailable: null, mauAvailable: null })).toEqual([]);
  });

  it('lists every reason at once, expiry first', () => {
    expect(warn({ package: pkg('2026-11-27'), conversationsAvailable: 50, mauAvailable: 0 })).toEqual([
      'Your package will expire in 7 days',
      'You have 50 conversation left',
      'You have 0 Monthly Active Users (MAU) left',
    ]);
  });
});
