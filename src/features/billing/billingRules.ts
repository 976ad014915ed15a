// Billing decisions of spec §4, §5 and §8 as pure functions; the sagas and the guard only apply them.

import type { BillingFeature, BillingPackage, Role } from '../../domain/api';
import { LOW_QUOTA_THRESHOLDS, PACKAGE_EXPIRY_WARNING_DAYS } from '../../domain/constants';

export const BILLING_SIGNATURE_HEADER = 'X-Billing-Signature';
export const EXPIRED_MESSAGE = 'Please buy new package so you can still enjoy our services.';
export const PLANS_BILLINGS_PATH = '/settings/plans-billings';
export const HOME_PATH = '/home';

/** Spec §3: the feature named 'trial' is filtered out. */
export function visibleFeatures(features: readonly BillingFeature[]): BillingFeature[] {
  return features.filter((feature) => feature.name !== 'trial');
}

/** The header value calls carry: the package status and the signature the server gave with it. */
export function signatureHeaderValue(pkg: BillingPackage | null, signature: string): string | null {
  if (!signature) return null;
  return `${pkg?.status ?? 'none'}.${signature}`;
}

export type BillingStatusStep = { kind: 'setDefault' } | { kind: 'stored' };

/** Spec §4: a workspace with no package and no features gets the default package, then billing is read again. */
export function afterBillingStatus(pkg: BillingPackage | null, features: readonly BillingFeature[]): BillingStatusStep {
  return pkg === null && features.length === 0 ? { kind: 'setDefault' } : { kind: 'stored' };
}

/**
 * Spec §4: features present but no package sends non-administrators to /home and administrators to
 * plans & billings. Null when billing has nothing to say (or is not read yet); paths are relative to /v2.
 */
export function billingRedirect(
  billing: { loaded: boolean; package: BillingPackage | null; features: readonly BillingFeature[] },
  role: Role | null,
): string | null {
  if (!billing.loaded || billing.package !== null || billing.features.length === 0) return null;
  return role === 'Administrator' ? PLANS_BILLINGS_PATH : HOME_PATH;
}

const DAY_MS = 86_400_000;

/** Whole days from today (UTC, as the server dates packages) to the expiry; null when unknown. */
export function daysLeft(expiredDate: string | null | undefined, now: number): number | null {
  if (!expiredDate || !/^\d{4}-\d{2}-\d{2}$/.test(expiredDate)) return null;
  const expiry = Date.parse(`${expiredDate}T00:00:00Z`);
  if (Number.isNaN(expiry)) return null;
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((expiry - today) / DAY_MS);
}

export interface WarningInput {
  package: BillingPackage | null;
  /** available Monthly Active Users, when known */
  mauAvailable: number | null;
  /** available conversations, when known */
  conversationsAvailable: number | null;
  now: number;
}

function expiryMessage(pkg: BillingPackage | null, now: number): string | null {
  // Without a package the default-package and redirect rules apply instead of a warning.
  if (pkg === null) return null;
  const days = daysLeft(pkg.expired_date, now);
  const expired = pkg.status === 'expired' || (days !== null && days < 0);
  if (expired) return EXPIRED_MESSAGE;
  // Spec §5: an unknown expiry warns too; with no day count to give, it asks for a new package.
  if (days === null) return EXPIRED_MESSAGE;
  return (PACKAGE_EXPIRY_WARNING_DAYS as readonly number[]).includes(days) ? `Your package will expire in ${days} days` : null;
}

const atThreshold = (n: number) => (LOW_QUOTA_THRESHOLDS as readonly number[]).includes(n);

function conversationMessage(available: number | null): string | null {
  if (available === null) return null;
  // An overdrawn quota is shown as none left rather than a negative count.
  if (available < 0) return 'You have 0 conversation left';
  return atThreshold(available) ? `You have ${available} conversation left` : null;
}

function mauMessage(available: number | null): string | null {
  if (available === null || !atThreshold(available)) return null;
  return `You have ${available} Monthly Active Users (MAU) left`;
}

/** The billing warning dialog's lines (spec §5, §8); empty means the dialog stays closed. */
export function billingWarnings(input: WarningInput): string[] {
  return [
    expiryMessage(input.package, input.now),
    conversationMessage(input.conversationsAvailable),
    mauMessage(input.mauAvailable),
  ].filter((line): line is string => line !== null);
}
