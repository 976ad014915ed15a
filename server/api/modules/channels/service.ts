import { randomUUID } from 'node:crypto';
import type { ChannelCopyValue } from '../../../../src/domain/channelSettingsSchema';
import type { Channel } from '../../../../src/domain/inbox';
import type { ChannelRow } from '../../channels/connector';
import type { ChannelDefinition } from '../../channels/definition';
import { connectableTypes, definitionFor } from '../../channels/registry';
import { sealSetting } from '../../channels/settingsStore';
import { webchatChannelType } from '../../../../src/domain/channels';
import type { ApiDeps } from '../../deps';
import { requireRole, type WorkspaceContext } from '../../http/auth';
import { AppError, badRequest, describeError, notFound } from '../../http/errors';
import { actorOf, recordAudit, SECRET_SHOWN_AS } from '../audit/record';
import { channelChangeEntry, channelShown } from './channelAudit';
import { channelTypeError, checkChannelSettings } from './channelSettings';
import { toChannel } from './channelView';
import { copyValuesOf } from './copyValues';
import { findChannel, insertChannel, listChannels, newPublicId, newSecret, updateChannel } from './repository';

/** A channel as an Administrator sees it: with the secret that signs its webhook bodies and the values to copy. */
export type ChannelWithSecret = Channel & { secret: string; copyValues: ChannelCopyValue[] };

/** The channel's own secret and the values to copy are for Administrators only; secret settings are for nobody. */
function shown(deps: ApiDeps, ctx: WorkspaceContext, row: ChannelRow): Channel | ChannelWithSecret {
  if (ctx.member.role !== 'Administrator') return toChannel(row);
  return { ...toChannel(row), secret: row.secret, copyValues: copyValuesOf(deps, definitionFor(row.type), row) };
}

/** The settings to store: checked against the type's schema, new secrets sealed for this channel. */
function settingsOrThrow(deps: ApiDeps, definition: ChannelDefinition, channelId: string, input: unknown, current?: Record<string, unknown>): Record<string, unknown> {
  const checked = checkChannelSettings(definition, input, current);
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0]!;
    throw badRequest(`${field}: ${message}`, checked.errors);
  }
  const sealed = Object.entries(checked.secrets).map(([key, value]) => [key, sealSetting(deps, channelId, key, value)]);
  return { ...checked.settings, ...Object.fromEntries(sealed) };
}

export async function listWorkspaceChannels(deps: ApiDeps, ctx: WorkspaceContext, type?: string) {
  return (await listChannels(deps.db, ctx.workspace.id, type)).map((row) => shown(deps, ctx, row));
}

export async function getChannel(deps: ApiDeps, ctx: WorkspaceContext, id: string) {
  const row = await findChannel(deps.db, ctx.workspace.id, id);
  if (!row) throw notFound('There is no such channel.');
  return shown(deps, ctx, row);
}

/**
 * Only a type with a connector can be created (400 naming those that can). The definition's connect
 * (registering our webhook at the provider) runs before the row is stored: a refusal stores nothing.
 */
export async function createChannel(deps: ApiDeps, ctx: WorkspaceContext, input: { type: unknown; name: string; settings: unknown }) {
  requireRole(ctx, 'Administrator');
  const product = deps.config.webchatProduct;
  const typeError = channelTypeError(input.type, webchatChannelType(product), connectableTypes(product));
  if (typeError) throw badRequest(`type: ${typeError}`, { type: typeError });
  const type = input.type as string;
  const definition = definitionFor(type)!;
  const id = randomUUID();
  const settings = settingsOrThrow(deps, definition, id, input.settings ?? {});
  const draft = { id, workspaceId: ctx.workspace.id, type, name: input.name, settings, publicId: newPublicId(), secret: newSecret() };
  await definition.connect?.(deps, { ...draft, enabled: true, status: 'connected', statusReason: null, defaultDepartmentId: null, lastInboundAt: null, lastOutboundAt: null, lastError: null, lastErrorAt: null, calendarId: null, skillId: null, createdAt: deps.now() });
  const row = await deps.db.transaction(async (tx) => {
    const made = await insertChannel(tx, draft);
    const after = channelShown(definition, made);
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), { action: 'channel.created', targetType: 'channel', targetId: made.id, targetLabel: made.name, after: { type, ...after } });
    return made;
  });
  return shown(deps, ctx, row);
}

/** Saving settings checks them with the provider again (connect) and clears 'reconnect needed'. */
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
  const definition = definitionFor(current.type);
  let settingsChange = {};
  if (input.settings !== undefined && definition) {
    const settings = settingsOrThrow(deps, definition, current.id, input.settings, current.settings);
    await definition.connect?.(deps, { ...current, settings });
    settingsChange = { settings, status: 'connected' as const, statusReason: null };
  }
  const set = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    ...settingsChange,
  };
  const row = await deps.db.transaction(async (tx) => {
    const changed = await updateChannel(tx, ctx.workspace.id, id, set);
    if (!changed) throw notFound('There is no such channel.');
    const entry = channelChangeEntry(definition, current, changed);
    if (entry) await recordAudit(tx, ctx.workspace.id, actorOf(ctx), entry);
    return changed;
  });
  return shown(deps, ctx, row);
}

/** A new secret takes effect at once: senders still signing with the old one get 401 from now on. */
export async function rotateChannelSecret(deps: ApiDeps, ctx: WorkspaceContext, id: string) {
  requireRole(ctx, 'Administrator');
  const current = await findChannel(deps.db, ctx.workspace.id, id);
  if (!current) throw notFound('There is no such channel.');
  const secret = newSecret();
  // A provider that signs its calls with it (Telegram's secret token) is told first: a refusal keeps the old one.
  await definitionFor(current.type)?.connect?.(deps, { ...current, secret });
  const row = await deps.db.transaction(async (tx) => {
    const changed = await updateChannel(tx, ctx.workspace.id, id, { secret });
    if (!changed) throw notFound('There is no such channel.');
    const hidden = { secret: SECRET_SHOWN_AS };
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), { action: 'channel.secret-rotated', targetType: 'channel', targetId: id, targetLabel: changed.name, before: hidden, after: hidden });
    return changed;
  });
  return shown(deps, ctx, row);
}

/** What 'Test the connection' answers: the provider's words, for an Administrator. */
export type ConnectionTest = { ok: true; detail: string } | { ok: false; reason: string };

export const NO_CONNECTION_TEST = 'This channel type has no connection test yet: send it a message to check it.';

/**
 * One harmless call to the provider with the stored credentials (the definition's testConnection). It
 * changes nothing, so it is not audited; a type without a test answers 409 saying so (the page shows no
 * button for it; a 5xx would say the api failed, which it did not).
 */
export async function testChannelConnection(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<ConnectionTest> {
  requireRole(ctx, 'Administrator');
  const row = await findChannel(deps.db, ctx.workspace.id, id);
  if (!row) throw notFound('There is no such channel.');
  const test = definitionFor(row.type)?.testConnection;
  if (!test) throw new AppError(409, NO_CONNECTION_TEST);
  try {
    return await test(deps, row);
  } catch (err) {
    // A test must answer in words; one that threw anyway is told as a failure, and logged for a fix.
    deps.logger.error('channel connection test threw', { channelId: row.id, ...describeError(err) });
    return { ok: false, reason: 'The test could not be completed: the provider could not be reached.' };
  }
}
