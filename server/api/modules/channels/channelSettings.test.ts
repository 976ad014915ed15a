import { describe, expect, it } from 'vitest';
import { channelTypeError, checkChannelSettings, webhookUrlError } from './channelSettings';

describe('webhookUrlError', () => {
  it.each(['https://example.com', 'http://127.0.0.1:8080/hook?x=1'])('takes %s', (url) => expect(webhookUrlError(url)).toBeUndefined());
  it.each([
    [undefined, 'Required'],
    ['  ', 'Required'],
    ['example.com', 'Enter a full URL, like https://example.com/inbox'],
    ['ftp://example.com', 'The URL must start with http:// or https://'],
    ['javascript:alert(1)', 'The URL must start with http:// or https://'],
    ['https://a:b@example.com', 'Put no user name or password in the URL'],
    [`https://example.com/${'x'.repeat(2000)}`, 'Max 2000 characters'],
  ])('refuses %s', (url, message) => expect(webhookUrlError(url)).toBe(message));
});

describe('checkChannelSettings', () => {
  it('keeps only the url of a webhook, laid over the current settings', () => {
    expect(checkChannelSettings('WEBHOOK', { url: ' https://a.example ', extra: 1 })).toEqual({ ok: true, settings: { url: 'https://a.example' } });
    expect(checkChannelSettings('WEBHOOK', {}, { url: 'https://kept.example' })).toEqual({ ok: true, settings: { url: 'https://kept.example' } });
    expect(checkChannelSettings('WEBHOOK', [])).toEqual({ ok: false, errors: { settings: 'settings must be an object' } });
  });
  it('fills web chat defaults and names its bad fields', () => {
    const res = checkChannelSettings('CHATOMNIWEBCHAT', undefined);
    expect(res.ok && res.settings.caption).toBe('Chat Us');
    expect(checkChannelSettings('CHATOMNIWEBCHAT', { color: 'blue', position: 'up' })).toEqual({
      ok: false,
      errors: { 'settings.color': 'Use a colour like #2563eb', 'settings.position': 'Choose right or left' },
    });
  });
  it('keeps a small free-form object for other types', () => {
    expect(checkChannelSettings('LINE', { account: '@shop' })).toEqual({ ok: true, settings: { account: '@shop' } });
    expect(checkChannelSettings('LINE', { big: 'x'.repeat(9000) }).ok).toBe(false);
  });
});

describe('channelTypeError', () => {
  it('knows the table and this deployment’s web chat only', () => {
    expect(channelTypeError('LINE', 'CHATOMNIWEBCHAT')).toBeUndefined();
    expect(channelTypeError('CHATOMNIWEBCHAT', 'CHATOMNIWEBCHAT')).toBeUndefined();
    expect(channelTypeError('CHATXWEBCHAT', 'CHATOMNIWEBCHAT')).toBe('The web chat type here is CHATOMNIWEBCHAT');
    expect(channelTypeError('FAX', 'CHATOMNIWEBCHAT')).toBe('There is no such channel type');
    expect(channelTypeError(5, 'CHATOMNIWEBCHAT')).toBe('Required');
  });
});
