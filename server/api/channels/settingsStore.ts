import type { ApiDeps } from '../deps';
import { deriveKey, seal, unseal } from '../security/encryption';
import type { ChannelRow } from './connector';
import type { ChannelDefinition } from './definition';
import { definitionFor } from './registry';

// A channel's secret settings (bot tokens, app secrets) are stored sealed (AES-256-GCM, a key of their
// own, bound to the channel and the field) and never leave the api: its answers omit them and list which
// are set (secretsSet). Connectors read them with channelSetting().

const PURPOSE = 'channel settings';
const boundTo = (channelId: string, key: string) => `${channelId}:${key}`;

export function secretKeys(definition: ChannelDefinition | undefined): string[] {
  return (definition?.settings.fields ?? []).filter((f) => f.kind === 'secret').map((f) => f.key);
}

export function sealSetting(deps: Pick<ApiDeps, 'secrets'>, channelId: string, key: string, value: string): string {
  return seal(deriveKey(deps.secrets.auth, PURPOSE), value, boundTo(channelId, key));
}

/** The settings as the console may see them: without the secret fields. */
export function publicSettings(definition: ChannelDefinition | undefined, settings: Record<string, unknown>): Record<string, unknown> {
  const hidden = new Set(secretKeys(definition));
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !hidden.has(key)));
}

/** Which secret fields hold a value. */
export function secretsSet(definition: ChannelDefinition | undefined, settings: Record<string, unknown>): string[] {
  return secretKeys(definition).filter((key) => typeof settings[key] === 'string' && settings[key] !== '');
}

/**
 * One setting of a channel as its connector needs it: a secret unsealed, anything else as stored.
 * Undefined when absent, or when a secret cannot be opened (sealed for another channel, tampered with).
 */
export function channelSetting(
  deps: Pick<ApiDeps, 'secrets'>,
  channel: Pick<ChannelRow, 'id' | 'type' | 'settings'>,
  key: string,
  definition: ChannelDefinition | undefined = definitionFor(channel.type),
): string | undefined {
  const value = channel.settings[key];
  if (typeof value !== 'string') return value === undefined || value === null ? undefined : String(value);
  if (!secretKeys(definition).includes(key)) return value;
  return unseal(deriveKey(deps.secrets.auth, PURPOSE), value, boundTo(channel.id, key));
}
