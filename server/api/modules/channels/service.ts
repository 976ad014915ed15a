import type { Channel } from '../../../../src/domain/inbox';
import { webchatChannelType } from '../../../../src/domain/channels';
import type { ChannelRow } from '../../channels/connector';
import type { ApiDeps } from '../../deps';
import { requireRole, type WorkspaceContext } from '../../http/auth';
import { AppError, badRequest, notFound } from '../../http/errors';
import { channelTypeError, checkChannelSettings } from './channelSettings';
import { findChannel, insertChannel, listChannels, newSecret, updateChannel } from './repository';

/** A channel as an Administrator sees it: with the secret that signs its webhook bodies. */
export type ChannelWithSecret = Channel & { secret: string };

export function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    publicId: row.publicId,
    enabled: row.enabled,
    settings: row.settings,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Secrets are for Administrators only; everyone else gets the channel without it. */
function shown(ctx: WorkspaceContext, row: ChannelRow): Channel | ChannelWithSecret {
  return ctx.member.role === 'Administrator' ? { ...toChannel(row), secret: row.secret } : toChannel(row);
}

function settingsOrThrow(type: string, input: unknown, current?: Record<string, unknown>): Record<string, unknown> {
  const checked = checkChannelSettings(type, input, current);
  if (checked.ok) return checked.settings;
  const [field, message] = Object.entries(checked.errors)[0]!;
  throw badRequest(`${field}: ${message}`, checked.errors);
}

export async function listWorkspaceChannels(deps: ApiDeps, ctx: WorkspaceContext, type?: string) {
  return (await listChannels(deps.db, ctx.workspace.id, type)).map((row) => shown(ctx, row));
}

export async function getChannel(deps: ApiDeps, ctx: WorkspaceContext, id: string) {
  const row = await findChannel(deps.db, ctx.workspace.id, id);
  if (!row) throw notFound('There is no such channel.');
  return shown(ctx, row);
}

export async function createChannel(deps: ApiDeps, ctx: WorkspaceContext, input: { type: unknown; name: string; settings: unknown }) {
  requireRole(ctx, 'Administrator');
  const typeError = channelTypeError(input.type, webchatChannelType(deps.config.webchatProduct));
  if (typeError) throw badRequest(`type: ${typeError}`, { type: typeError });
  const type = input.type as string;
  const settings = settingsOrThrow(type, input.settings ?? {});
  const row = await insertChannel(deps.db, { workspaceId: ctx.workspace.id, type, name: input.name, settings });
  return shown(ctx, row);
}

export async function changeChannel(
  deps: ApiDeps,
  ctx: WorkspaceContext,
  id: string,
  input: { name?: string; settings?: unknown; enabled?: boolean },
) {
  requireRole(ctx, 'Administrator');
  const current = await findChannel(deps.db, ctx.workspace.id, id);
  if (!current) throw notFound('There is no such channel.');
  if (input.name === undefined && input.settings === undefined && input.enabled === undefined) {
    throw new AppError(400, 'Send at least one of name, settings or enabled.');
  }
  const set = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    ...(input.settings !== undefined ? { settings: settingsOrThrow(current.type, input.settings, current.settings) } : {}),
  };
  const row = await updateChannel(deps.db, ctx.workspace.id, id, set);
  if (!row) throw notFound('There is no such channel.');
  return shown(ctx, row);
}

/** A new secret takes effect at once: senders still signing with the old one get 401 from now on. */
export async function rotateChannelSecret(deps: ApiDeps, ctx: WorkspaceContext, id: string) {
  requireRole(ctx, 'Administrator');
  const row = await updateChannel(deps.db, ctx.workspace.id, id, { secret: newSecret() });
  if (!row) throw notFound('There is no such channel.');
  return shown(ctx, row);
}
