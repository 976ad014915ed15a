import { describe, expect, it } from 'vitest';
import type { ChannelDefinition } from '../../channels/definition';
import { definitionFor } from '../../channels/registry';
import { urlSettingError } from '../../../../src/domain/channelSettingsChecks';
import { channelTypeError, checkChannelSettings } from './channelSettings';

const def = (type: string) => definitionFor(type)!;

describe('urlSettingError (a url field, the webhook’s reply URL)', () => {
  it.each(['https://example.com', 'http://127.0.0.1:8080/hook?x=1'])('takes %s', (url) => expect(urlSettingError(url)).toBeUndefined());
  it.each([
    [undefined, 'Required'],
    ['  ', 'Required'],
    ['example.com', 'Enter a full URL, like https://example.com/inbox'],
    ['ftp://example.com', 'The URL must start with http:// or https://'],
    ['javascript:alert(1)', 'The URL must start with http:// or https://'],
    ['https://a:b@example.com', 'Put no user name or password in the URL'],
    [`https://example.com/${'x'.repeat(2000)}`, 'Max 2000 characters'],
  ])('refuses %s', (url, message) => expect(urlSettingError(url)).toBe(message));
});

describe('checkChannelSettings over the type’s schema', () => {
  it('keeps only the url of a webhook, laid over the current settings', () => {
    expect(checkChannelSettings(def('WEBHOOK'), { url: ' https://a.example ', extra: 1 })).toEqual({ ok: true, settings: { url: 'https://a.example' }, secrets: {} });
    expect(checkChannelSettings(def('WEBHOOK'), {}, { url: 'https://kept.example' })).toEqual({ ok: true, settings: { url: 'https://kept.example' }, secrets: {} });
    expect(checkChannelSettings(def('WEBHOOK'), [])).toEqual({ ok: false, errors: { settings: 'settings must be an object' } });
    expect(checkChannelSettings(def('WEBHOOK'), {})).toEqual({ ok: false, errors: { 'settings.url': 'Required' } });
  });

  it('fills web chat defaults and names its bad fields (its extras)', () => {
    const res = checkChannelSettings(def('CHATOMNIWEBCHAT'), undefined);
    expect(res.ok && res.settings.caption).toBe('Chat Us');
    expect(checkChannelSettings(def('CHATOMNIWEBCHAT'), { color: 'blue', position: 'up' })).toEqual({
      ok: false,
      errors: { 'settings.color': 'Use a colour like #2563eb', 'settings.position': 'Choose right or left' },
    });
  });

  const schema: ChannelDefinition = {
    matches: (t) => t === 'TEST',
    settings: {
      howToConnect: 'test',
      fields: [
        { key: 'token', kind: 'secret', label: 'Token', required: true, max: 20 },
        { key: 'account', kind: 'text', label: 'Account', max: 5, pattern: { source: '^@', message: 'Start with @' } },
        { key: 'mail', kind: 'email', label: 'Mail' },
        { key: 'sync', kind: 'boolean', label: 'Sync', default: true },
        { key: 'every', kind: 'number', label: 'Every', min: 1, max: 60, default: 5 },
        { key: 'mode', kind: 'select', label: 'Mode', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], default: 'a' },
      ],
    },
    capabilities: { files: { enabled: false, count: 0 }, receipts: { delivered: false, read: false } },
  };

  it('checks every kind of field, fills defaults and answers new secrets apart, to be sealed', () => {
    expect(checkChannelSettings(schema, { token: 'abc', account: '@shop', mail: 'a@b.co', stray: 1 })).toEqual({
      ok: true,
      settings: { account: '@shop', mail: 'a@b.co', sync: true, every: 5, mode: 'a' },
      secrets: { token: 'abc' },
    });
    expect(checkChannelSettings(schema, { account: 'shop!!', mail: 'nope', sync: 'yes', every: 61, mode: 'c', token: 'x'.repeat(21) })).toEqual({
      ok: false,
      errors: {
        'settings.token': 'Max 20 characters',
        'settings.account': 'Max 5 characters',
        'settings.mail': 'Enter an e-mail address, like name@example.com',
        'settings.sync': 'Choose yes or no',
        'settings.every': 'Enter a number from 1 to 60',
        'settings.mode': 'Choose one of: A, B',
      },
    });
    expect(checkChannelSettings(schema, { account: 'shop' })).toEqual({ ok: false, errors: { 'settings.token': 'Required', 'settings.account': 'Start with @' } });
  });

  it('keeps a stored secret when none (or an empty one) is sent, and replaces it when one is', () => {
    const current = { token: 'v1.sealed', every: 10 };
    expect(checkChannelSettings(schema, { token: '' }, current)).toEqual({ ok: true, settings: { token: 'v1.sealed', sync: true, every: 10, mode: 'a' }, secrets: {} });
    expect(checkChannelSettings(schema, { token: 'new' }, current)).toEqual({ ok: true, settings: { sync: true, every: 10, mode: 'a' }, secrets: { token: 'new' } });
  });
});

describe('channelTypeError', () => {
  const connectable = ['CHATOMNIWEBCHAT', 'WEBHOOK'];
  it('takes the types with a connector; refuses the others naming those that can be connected', () => {
    expect(channelTypeError('WEBHOOK', 'CHATOMNIWEBCHAT', connectable)).toBeUndefined();
    expect(channelTypeError('CHATOMNIWEBCHAT', 'CHATOMNIWEBCHAT', connectable)).toBeUndefined();
    expect(channelTypeError('LINE', 'CHATOMNIWEBCHAT', connectable)).toBe(
      'Line cannot be connected yet. The types that can be connected: Webchat (CHATOMNIWEBCHAT), Webhook (WEBHOOK)',
    );
    expect(channelTypeError('CHATXWEBCHAT', 'CHATOMNIWEBCHAT', connectable)).toBe('The web chat type here is CHATOMNIWEBCHAT');
    expect(channelTypeError('FAX', 'CHATOMNIWEBCHAT', connectable)).toBe('There is no such channel type');
    expect(channelTypeError(5, 'CHATOMNIWEBCHAT', connectable)).toBe('Required');
  });
});
