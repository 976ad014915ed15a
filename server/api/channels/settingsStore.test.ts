import { describe, expect, it } from 'vitest';
import type { ChannelDefinition } from './definition';
import { channelSetting, publicSettings, sealSetting, secretsSet } from './settingsStore';

const deps = { secrets: { auth: 'the server secret', billing: 'x' } };
const definition: ChannelDefinition = {
  matches: (t) => t === 'TEST',
  settings: {
    howToConnect: 'test',
    fields: [
      { key: 'token', kind: 'secret', label: 'Token' },
      { key: 'appSecret', kind: 'secret', label: 'App secret' },
      { key: 'account', kind: 'text', label: 'Account' },
    ],
  },
  capabilities: { files: { enabled: false, count: 0 }, receipts: { delivered: false, read: false } },
};

describe('secret settings', () => {
  const channel = { id: 'c1', type: 'TEST', settings: { token: sealSetting(deps, 'c1', 'token', '123:ABC'), appSecret: '', account: '@shop' } };

  it('are stored sealed, and only the connector reads them back', () => {
    expect(channel.settings.token).toMatch(/^v1\./);
    expect(channel.settings.token).not.toContain('123:ABC');
    expect(channelSetting(deps, channel, 'token', definition)).toBe('123:ABC');
    expect(channelSetting(deps, channel, 'account', definition)).toBe('@shop');
    expect(channelSetting(deps, channel, 'missing', definition)).toBeUndefined();
  });

  it('cannot be opened for another channel, another field or with another server secret', () => {
    expect(channelSetting(deps, { ...channel, id: 'c2' }, 'token', definition)).toBeUndefined();
    expect(channelSetting(deps, { ...channel, settings: { appSecret: channel.settings.token } }, 'appSecret', definition)).toBeUndefined();
    expect(channelSetting({ secrets: { auth: 'another', billing: 'x' } }, channel, 'token', definition)).toBeUndefined();
  });

  it('never leave the api: the answer omits them and lists which are set', () => {
    expect(publicSettings(definition, channel.settings)).toEqual({ account: '@shop' });
    expect(secretsSet(definition, channel.settings)).toEqual(['token']);
  });
});
