import { describe, expect, it } from 'vitest';
import type { WebhookChannel } from './channelWebhookApi';
import { channelUrl, formFieldErrors, inboundUrl, urlError, validateWebhookForm } from './channelWebhookRules';

const channel = (id: string, name = id): WebhookChannel => ({
  id,
  type: 'WEBHOOK',
  name,
  publicId: `p-${id}`,
  enabled: true,
  settings: { url: `https://${id}.example.com` },
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('urlError', () => {
  it.each(['https://example.com', ' http://127.0.0.1:8080/hook?x=1 '])('takes %s', (url) => expect(urlError(url)).toBeUndefined());
  it.each([
    [undefined, 'Required'],
    ['   ', 'Required'],
    ['example.com/hook', 'Enter a full URL, like https://example.com/inbox'],
    ['ftp://example.com', 'The URL must start with http:// or https://'],
    ['javascript:alert(1)', 'The URL must start with http:// or https://'],
    ['https://me:pw@example.com', 'Put no user name or password in the URL'],
    [`https://example.com/${'x'.repeat(2000)}`, 'Max 2000 characters'],
  ])('refuses %s', (url, message) => expect(urlError(url)).toBe(message));
});

describe('validateWebhookForm', () => {
  it('needs a name of at most 80 characters and a URL', () => {
    expect(validateWebhookForm({ name: 'Shop', url: 'https://shop.example.com' })).toEqual({});
    expect(validateWebhookForm({})).toEqual({ name: 'Required', url: 'Required' });
    expect(validateWebhookForm({ name: 'x'.repeat(81), url: 'nope' })).toEqual({ name: 'Max 80 characters', url: 'Enter a full URL, like https://example.com/inbox' });
  });
});

describe('inboundUrl, channelUrl and formFieldErrors', () => {
  it('builds the inbound URL under this origin', () => {
    expect(inboundUrl('https://inbox.example.com', 'AbC_-1')).toBe('https://inbox.example.com/v2/api/channels/webhook/AbC_-1/messages');
  });
  it('reads the stored url, or nothing', () => {
    expect(channelUrl(channel('a'))).toBe('https://a.example.com');
    expect(channelUrl({ ...channel('a'), settings: {} })).toBe('');
  });
  it("renames 'settings.url' to 'url'", () => {
    expect(formFieldErrors({ 'settings.url': 'Required', name: 'Max 80 characters' })).toEqual({ url: 'Required', name: 'Max 80 characters' });
  });
});
