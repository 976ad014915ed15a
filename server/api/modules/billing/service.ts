import { eq } from 'drizzle-orm';
import type { BillingStatusResponse } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import type { Db } from '../../db/client';
import { billingAccounts, packages } from '../../db/schema';
import { hmac } from '../../security/tokens';
import { findTimeZone } from '../../clock/repository';
import { clockOf } from '../../clock/timeZoneService';
import { DEFAULT_TIME_ZONE, addDays } from '../../clock/workspaceClock';

export type BillingRow = typeof billingAccounts.$inferSelect;
type WorkspaceDay = { id: string; timeZone: string };

export const DEFAULT_PACKAGE = 'free';
export const DEFAULT_PACKAGE_DAYS = 30;

export function packageStatus(row: BillingRow, today: string): 'active' | 'expired' {
  return row.expiredDate !== null && row.expiredDate < today ? 'expired' : 'active';
}

export async function findBilling(db: Db, workspaceId: string): Promise<BillingRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.workspaceId, workspaceId));
  return row;
}

export function signature(secret: string, row: BillingRow | undefined, status: string): string {
  return hmac(secret, `${row?.accountId ?? ''}|${row?.packageName ?? ''}|${status}|${row?.expiredDate ?? ''}`);
}

/** `workspace`: its id and time zone; a package is active through its expiry date, a day of the workspace. */
export async function billingStatus(deps: ApiDeps, workspace: WorkspaceDay): Promise<BillingStatusResponse & { quota: Quota }> {
  const row = await findBilling(deps.db, workspace.id);
  const today = clockOf(deps, workspace).today();
  const status = row?.packageName ? packageStatus(row, today) : 'none';
  return {
    result: 'success',
    package: row?.packageName ? { account_id: row.accountId, status, expired_date: row.expiredDate } : null,
    features: (row?.features ?? []).map((name) => ({ name })),
    signature: signature(deps.secrets.billing, row, status),
    quota: quota(row),
  };
}

export interface Quota {
  agents: number;
  mau: number;
  mauAvailable: number;
  conversations: number;
  conversationsAvailable: number;
}

export function quota(row: BillingRow | undefined): Quota {
  return {
    agents: row?.agents ?? 0,
    mau: row?.mau ?? 0,
    mauAvailable: (row?.mau ?? 0) - (row?.mauUsed ?? 0),
    conversations: row?.conversations ?? 0,
    conversationsAvailable: (row?.conversations ?? 0) - (row?.conversationsUsed ?? 0),
  };
}

export interface BillingChange {
  packageName?: string | null;
  expiredDate?: string | null;
  mau?: number;
  conversations?: number;
  agents?: number;
  features?: string[];
}

/** Creates or changes a workspace's billing; a package name brings its limits and features unless given. */
export async function setBilling(deps: ApiDeps, workspaceId: string, change: BillingChange): Promise<BillingRow> {
  const existing = await findBilling(deps.db, workspaceId);
  let values: BillingChange = { ...change };
  if (change.packageName) {
    const [pkg] = await deps.db.select().from(packages).where(eq(packages.name, change.packageName));
    if (!pkg) throw new Error(`There is no package named ${change.packageName}`);
    values = {
      mau: pkg.limits.mau,
      conversations: pkg.limits.conversations,
      agents: pkg.limits.agents,
      features: pkg.features.map((f) => f.id),
      ...values,
    };
  }
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const [row] = await deps.db
    .insert(billingAccounts)
    .values({ workspaceId, accountId: existing?.accountId ?? `acct_${workspaceId.slice(0, 8)}`, ...set })
    .onConflictDoUpdate({ target: billingAccounts.workspaceId, set: { ...set, updatedAt: deps.now() } })
    .returning();
  return row!;
}

/** The default package for a workspace that has none: free, for DEFAULT_PACKAGE_DAYS. Idempotent. */
export async function setDefaultPackage(deps: ApiDeps, workspaceId: string): Promise<void> {
  const existing = await findBilling(deps.db, workspaceId);
  if (existing?.packageName) return;
  const timeZone = (await findTimeZone(deps.db, workspaceId)) ?? DEFAULT_TIME_ZONE;
  await setBilling(deps, workspaceId, {
    packageName: DEFAULT_PACKAGE,
    expiredDate: addDays(clockOf(deps, { timeZone }).today(), DEFAULT_PACKAGE_DAYS),
  });
}

export async function isPackageExpired(deps: ApiDeps, workspace: WorkspaceDay): Promise<boolean> {
  const row = await findBilling(deps.db, workspace.id);
  return !!row?.packageName && packageStatus(row, clockOf(deps, workspace).today()) === 'expired';
}
