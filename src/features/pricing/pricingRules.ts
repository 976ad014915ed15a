import type { PricingAddon, PricingPackage, PricingResponse } from '../../domain/api';

/** The packages and addons of spec §3, in that order; anything else the answer holds is not shown. */
export const PACKAGE_ORDER = ['free', 'lite'] as const;
export const ADDON_ORDER = ['agent', 'mau', 'conversation'] as const;

export function pickOffer(data: PricingResponse['data']): { packages: PricingPackage[]; addons: PricingAddon[] } {
  const packages = PACKAGE_ORDER.flatMap((name) => data.packages.filter((p) => p.name === name));
  const addons = ADDON_ORDER.flatMap((name) => data.addons.filter((a) => a.name === name));
  return { packages, addons };
}

/** 0 reads "Free"; other amounts in the answer's currency, without decimals when whole. */
export function formatPrice(amount: number, currency: string, locale = 'en'): string {
  if (amount === 0) return 'Free';
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    // An unknown currency code: show it as it came.
    return `${amount} ${currency}`;
  }
}

/** A negative or missing limit means none. */
export function formatLimit(value: number, locale = 'en'): string {
  return value < 0 || !Number.isFinite(value) ? 'Unlimited' : new Intl.NumberFormat(locale).format(value);
}

/** An add-on's price with the api's unit phrase, which says 'per' itself: '$9 per agent per month'. */
export function addonPrice(addon: Pick<PricingAddon, 'price' | 'currency' | 'unit'>, locale = 'en'): string {
  return `${formatPrice(addon.price, addon.currency, locale)} ${addon.unit}`;
}
