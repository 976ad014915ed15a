import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTINUE, safeContinue } from './continueTarget';

describe('safeContinue', () => {
  it.each([
    '/v2/app/chat',
    '/v2/app/ticket?status=open',
    '/v2/settings/plans-billings#addons',
    '/v2/',
    '/v2/home',
  ])('keeps the site path %s', (target) => {
    expect(safeContinue(target)).toBe(target);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['another host over http', 'http://evil.example/v2/app/chat'],
    ['a protocol-relative url', '//evil.example'],
    ['a protocol-relative url under /v2', '//evil.example/v2/app/chat'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash inside the path', '/v2/\\\\evil.example'],
    ['an encoded slash after the root', '/%2fevil.example'],
    ['a tab inside the path', '/\t/evil.example'],
    ['a newline', '/v2/app/chat\r\nSet-Cookie: x=1'],
    ['a javascript url', 'javascript:alert(1)'],
    ['a data url', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'v2/app/chat'],
    ['an api call', '/v2/api/auth'],
    ['the api root', '/v2/api'],
    ['the api root with a query', '/v2/api?x=1'],
    ['an api call in capitals (Express routes paths case-insensitively)', '/v2/API/auth/logout'],
    ['an api call reached through dot segments', '/v2/app/../api/auth'],
    ['an api call reached through encoded dot segments', '/v2/app/%2e%2e/api/auth'],
    ['a path outside /v2/', '/admin'],
    ['the bare base without its slash', '/v2'],
    ['an empty value', ''],
    ['a very long value', `/v2/app/chat?q=${'a'.repeat(600)}`],
  ])('refuses %s', (_label, target) => {
    expect(safeContinue(target)).toBe(DEFAULT_CONTINUE);
  });

  it('accepts a value of exactly 500 characters and refuses 501', () => {
    const base = '/v2/app/chat?q=';
    expect(safeContinue(base + 'a'.repeat(500 - base.length))).toHaveLength(500);
    expect(safeContinue(base + 'a'.repeat(501 - base.length))).toBe(DEFAULT_CONTINUE);
  });

  it.each([undefined, null, 42, ['/v2/app/chat'], { path: '/v2/app/chat' }])('refuses the non-string %j', (value) => {
    expect(safeContinue(value)).toBe(DEFAULT_CONTINUE);
  });

  it('percent-encodes markup characters so the value cannot break out of an attribute', () => {
    const out = safeContinue('/v2/app/chat?a=1&b="><script>alert(1)</script>#"<');
    expect(out.startsWith('/v2/app/chat?a=1&b=')).toBe(true);
    expect(out).not.toMatch(/[<>"]/);
  });

  it('normalises dot segments that stay inside the app', () => {
    expect(safeContinue('/v2/app/x/../chat')).toBe('/v2/app/chat');
  });
});
