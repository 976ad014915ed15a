import { describe, expect, it } from 'vitest';
import type { PricingAddon, PricingPackage } from '../../domain/api';
import { formatLimit, formatPrice, pickOffer } from './pricingRules';

const pkg = (name: string) => ({ name, title: name }) as PricingPackage;
const addon = (name: string) => ({ name, title: name }) as PricingAddon;

describe('pickOffer', () => {
  it('keeps free, lite and the three addons, in the spec order', () => {
    const offer = pickOffer({
      packages: [pkg('enterprise'), pkg('lite'), pkg('free')],
      addons: [addon('conversation'), addon('agent'), addon('sms' as never), addon('mau')],
    });
    expect(offer.packages.map((p) => p.name)).toEqual(['free', 'lite']);
    expect(offer.addons.map((a) => a.name)).toEqual(['agent', 'mau', 'conversation']);
  });
});

describe('formatPrice', () => {
  it('shows a zero price as Free', () => {
    expect(formatPrice(0, 'USD')).toBe('Free');
  });

  it('formats whole and fractional amounts', () => {
    expect(formatPrice(29, 'USD')).toBe('$29');
    expect(formatPrice(0.5, 'USD')).toBe('$0.50');
  });

  it('survives an unknown currency', () => {
    expect(formatPrice(10, 'NOT-A-CURRENCY')).toBe('10 NOT-A-CURRENCY');
  });
});

describe('formatLimit', () => {
  it('groups thousands and reads negative as unlimited', () => {
    expect(formatLimit(10000)).toBe('10,000');
    expect(formatLimit(-1)).toBe('Unlimited');
  });
});
