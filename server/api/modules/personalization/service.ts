import { brandErrors, BRAND_LIMITS, BRAND_MESSAGES, LOGO_TYPES, normalizeBrand, readBrand, type Brand, type BrandLook } from '../../../../src/domain/brandRules';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../audit/record';
import { findUpload } from '../uploads/service';
import { findBrand, lockBrand, saveBrand } from './repository';

// The workspace's brand: read with its defaults, changed by an Administrator (checked by the page's own
// rules, the logo by what the uploads module found in its bytes), audited in the change's transaction and
// announced to every console after the commit.

/** Where anyone (a widget, a mail client) fetches the logo: public, served only while it is the logo. */
export const logoPath = (workspaceId: string, uploadId: string) => `/v2/api/brand/${workspaceId}/logo/${uploadId}`;

export const lookOf = (workspaceId: string, name: string, brand: Brand): BrandLook => ({
  name,
  accent: brand.accent,
  logoUrl: brand.logo ? logoPath(workspaceId, brand.logo) : null,
});

export async function readWorkspaceBrand(deps: Pick<ApiDeps, 'db'>, workspaceId: string): Promise<{ name: string; brand: Brand }> {
  const row = await findBrand(deps.db, workspaceId);
  if (!row) throw notFound('There is no such workspace.');
  return { name: row.name, brand: readBrand(row.brand) };
}

export async function readBrandLook(deps: Pick<ApiDeps, 'db'>, workspaceId: string): Promise<BrandLook> {
  const { name, brand } = await readWorkspaceBrand(deps, workspaceId);
  return lookOf(workspaceId, name, brand);
}

/** The body as a brand, or a 400 naming each wrong field with the page's messages. */
export function readBrandBody(body: Record<string, unknown>): Brand {
  const errors = brandErrors(body);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors as Record<string, string>);
  return normalizeBrand(body as unknown as Brand);
}

/** A logo must be an upload of this workspace that the uploads module found to be a PNG, JPEG or SVG. */
async function checkLogo(deps: ApiDeps, workspaceId: string, uploadId: string): Promise<void> {
  const row = await findUpload(deps, workspaceId, uploadId);
  if (!row) throw notFound('There is no such file in this workspace.');
  if (!LOGO_TYPES.includes(row.contentType)) throw badRequest(BRAND_MESSAGES.logoType, { logo: BRAND_MESSAGES.logoType });
  if (row.size > BRAND_LIMITS.logoBytes) throw badRequest(BRAND_MESSAGES.logoSize, { logo: BRAND_MESSAGES.logoSize });
}

export async function changeBrand(deps: ApiDeps, ctx: WorkspaceContext, next: Brand): Promise<{ brand: Brand; look: BrandLook }> {
  const workspaceId = ctx.workspace.id;
  if (next.logo) await checkLogo(deps, workspaceId, next.logo);
  const saved = await deps.db.transaction(async (tx) => {
    const row = await lockBrand(tx, workspaceId);
    if (!row) throw notFound('There is no such workspace.');
    const before = readBrand(row.brand);
    await saveBrand(tx, workspaceId, { ...next });
    const entry = { action: 'brand.changed', targetType: 'workspace', targetId: workspaceId, targetLabel: row.name, before, after: next };
    await recordAudit(tx, workspaceId, actorOf(ctx), entry);
    return { brand: next, look: lookOf(workspaceId, row.name, next) };
  });
  await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.brandChanged, payload: { brand: saved.look } });
  return saved;
}
