import { describe, expect, it } from 'vitest';
import type { SettingsField } from '../../domain/channelSettingsSchema';
import { capabilitiesText, channelState, fieldError, formValues, serverFieldErrors, settingsBody, validateChannelForm } from './channelSettingsRules';
import { aChannel } from './testing/channelTypes';

const URL_FIELD: SettingsField = { key: 'url', kind: 'url', label: 'Reply URL', required: true, max: 2000 };
const TOKEN: SettingsField = { key: 'botToken', kind: 'secret', label: 'Bot token', required: true };
const FIELDS: SettingsField[] = [
  URL_FIELD,
  TOKEN,
  { key: 'code', kind: 'text', label: 'Code', pattern: { source: '^[A-Z]{3}$', message: 'Three capitals' } },
  { key: 'mail', kind: 'email', label: 'Mail' },
  { key: 'port', kind: 'number', label: 'Port', min: 1, max: 65535, default: 993 },
  { key: 'tls', kind: 'boolean', label: 'TLS', default: true },
  { key: 'mode', kind: 'select', label: 'Mode', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
];

describe('fieldError: the api’s checks, before a round trip', () => {
  it.each(['https://example.com', ' http://127.0.0.1:8080/hook?x=1 '])('takes the URL %s', (url) => expect(fieldError(URL_FIELD, url, false)).toBeUndefined());
  it.each([
    [undefined, 'Required'],
    ['   ', 'Required'],
    ['example.com/hook', 'Enter a full URL, like https://example.com/inbox'],
    ['ftp://example.com', 'The URL must start with http:// or https://'],
    ['javascript:alert(1)', 'The URL must start with http:// or https://'],
    ['https://me:pw@example.com', 'Put no user name or password in the URL'],
    [`https://example.com/${'x'.repeat(2000)}`, 'Max 2000 characters'],
  ])('refuses the URL %s', (url, message) => expect(fieldError(URL_FIELD, url, false)).toBe(message));

  it('needs a required secret only while none is set', () => {
    expect(fieldError(TOKEN, '', false)).toBe('Required');
    expect(fieldError(TOKEN, '', true)).toBeUndefined();
  });

  it('checks patterns, e-mails and number ranges', () => {
    expect(fieldError(FIELDS[2]!, 'abc', false)).toBe('Three capitals');
    expect(fieldError(FIELDS[3]!, 'not mail', false)).toBeDefined();
    expect(fieldError(FIELDS[4]!, '70000', false)).toBe('Enter a number from 1 to 65535');
    expect(fieldError(FIELDS[4]!, 'x', false)).toBe('Enter a number from 1 to 65535');
  });
});

describe('the form', () => {
  it('starts a new channel from the defaults and never fills a secret', () => {
    expect(formValues(FIELDS, null, 'Email')).toEqual({ name: 'Email', settings: { url: '', botToken: '', code: '', mail: '', port: '993', tls: true, mode: 'a' } });
    const stored = aChannel('X', { settings: { url: 'https://a.example', botToken: 'leaked?', port: 143, tls: false, mode: 'b' } });
    expect(formValues(FIELDS, stored, 'X').settings).toMatchObject({ url: 'https://a.example', botToken: '', port: '143', tls: false, mode: 'b' });
  });

  it('shapes errors as final-form reads them', () => {
    expect(validateChannelForm([URL_FIELD], { name: 'Shop', settings: { url: 'https://shop.example.com' } })).toEqual({});
    expect(validateChannelForm([URL_FIELD], {})).toEqual({ name: 'Required', settings: { url: 'Required' } });
    expect(validateChannelForm([TOKEN], { name: 'x'.repeat(81), settings: {} }, ['botToken'])).toEqual({ name: 'Max 80 characters' });
  });

  it('sends every field but an empty secret, trimmed and typed', () => {
    expect(settingsBody(FIELDS, { url: ' https://a.example ', botToken: '  ', code: 'ABC', mail: 'a@b.co', port: '995', tls: false, mode: 'b' })).toEqual({
      url: 'https://a.example',
      code: 'ABC',
      mail: 'a@b.co',
      port: 995,
      tls: false,
      mode: 'b',
    });
    expect(settingsBody([TOKEN], { botToken: ' 1:abc ' })).toEqual({ botToken: '1:abc' });
  });

  it('maps the api’s settings.<key> errors onto the form', () => {
    expect(serverFieldErrors({ 'settings.url': 'Required', name: 'Max 80 characters', type: 'x' })).toEqual({ name: 'Max 80 characters', settings: { url: 'Required' } });
  });
});

describe('what the page says of a channel and its type', () => {
  it('puts Reconnect needed before On and Off', () => {
    expect(channelState({ enabled: true, status: 'connected' })).toEqual({ text: 'On', tone: 'on' });
    expect(channelState({ enabled: false, status: 'connected' })).toEqual({ text: 'Off', tone: 'off' });
    expect(channelState({ enabled: true, status: 'reconnect needed' })).toEqual({ text: 'Reconnect needed', tone: 'alert' });
  });

  it('tells the limits of a reply', () => {
    const receipts = { delivered: false, read: false };
    expect(capabilitiesText({ maxCharacters: 3999, files: { enabled: true, count: 1 }, receipts })).toBe('Replies of up to 3,999 characters, one file each.');
    expect(capabilitiesText({ files: { enabled: false, count: 0 }, receipts })).toBe('Replies of any length, no files.');
    expect(capabilitiesText({ replies: false, files: { enabled: false, count: 0 }, receipts })).toBe('No replies by message: its conversations take internal notes only.');
    expect(capabilitiesText({ files: { enabled: true, count: 3 }, receipts })).toBe('Replies of any length, up to 3 files each.');
  });
});
