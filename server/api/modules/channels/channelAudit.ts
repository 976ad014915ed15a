import { isDeepStrictEqual } from 'node:util';
import type { ChannelRow } from '../../channels/connector';
import type { ChannelDefinition } from '../../channels/definition';
import { SECRET_SHOWN_AS, type AuditEntry } from '../audit/record';

// What the audit log says about a channel change: only the fields that changed, each secret setting as
// SECRET_SHOWN_AS (its sealed value never leaves the channel's row).

type Shown = Pick<ChannelRow, 'name' | 'enabled' | 'settings'>;

function secretKeys(definition: ChannelDefinition | undefined): Set<string> {
  return new Set((definition?.settings.fields ?? []).filter((field) => field.kind === 'secret').map((field) => field.key));
}

function shownSetting(secrets: Set<string>, key: string, value: unknown): unknown {
  if (!secrets.has(key)) return value;
  return value === undefined || value === null || value === '' ? null : SECRET_SHOWN_AS;
}

/** The channel as the log shows a new one: its name, whether it is on, its settings with secrets hidden. */
export function channelShown(definition: ChannelDefinition | undefined, row: Shown): Record<string, unknown> {
  const secrets = secretKeys(definition);
  const settings = Object.fromEntries(Object.entries(row.settings).map(([key, value]) => [key, shownSetting(secrets, key, value)]));
  return { name: row.name, enabled: row.enabled, settings };
}

/**
 * The line of a change from `before` to `after`, or null when nothing changed. A secret setting given
 * anew counts as changed (its sealed value differs) and shows '••••' on both sides.
 */
export function channelChangeEntry(definition: ChannelDefinition | undefined, before: ChannelRow, after: Shown): AuditEntry | null {
  const secrets = secretKeys(definition);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  if (before.name !== after.name) [was.name, now.name] = [before.name, after.name];
  if (before.enabled !== after.enabled) [was.enabled, now.enabled] = [before.enabled, after.enabled];
  const keys = new Set([...Object.keys(before.settings), ...Object.keys(after.settings)]);
  const settingsWas: Record<string, unknown> = {};
  const settingsNow: Record<string, unknown> = {};
  for (const key of keys) {
    if (isDeepStrictEqual(before.settings[key], after.settings[key])) continue;
    settingsWas[key] = shownSetting(secrets, key, before.settings[key]) ?? null;
    settingsNow[key] = shownSetting(secrets, key, after.settings[key]) ?? null;
  }
  if (Object.keys(settingsNow).length > 0) [was.settings, now.settings] = [settingsWas, settingsNow];
  const changed = Object.keys(now);
  if (changed.length === 0) return null;
  const onlyEnabled = changed.length === 1 && changed[0] === 'enabled';
  return {
    action: onlyEnabled ? (after.enabled ? 'channel.enabled' : 'channel.disabled') : 'channel.changed',
    targetType: 'channel',
    targetId: before.id,
    targetLabel: after.name,
    before: was,
    after: now,
  };
}
