import { describe, expect, it } from 'vitest';
import { handOffTarget, openedByConsole, opensNewTab } from './handOffRules';

describe('handOffTarget', () => {
  it('is the ticket, conversation or contact page of an address, with only its item', () => {
    expect(handOffTarget('/v2/app/ticket?ticket=0b5e-42')).toBe('/app/ticket?ticket=0b5e-42');
    expect(handOffTarget('/v2/app/ticket/?status=new&ticket=abc')).toBe('/app/ticket?ticket=abc');
    expect(handOffTarget('/v2/app/chat?conversation=c1')).toBe('/app/chat?conversation=c1');
    expect(handOffTarget('/v2/app/contact?contact=k1')).toBe('/app/contact?contact=k1');
  });

  it('is nothing for any other page, another origin, or an item id that is not one', () => {
    for (const address of [
      '/v2/home',
      '/v2/app/ticket',
      '/v2/app/ticket?status=new',
      '/v2/app/chat?ticket=t1',
      '/v2/settings/workspace?ticket=t1',
      '/app/ticket?ticket=t1',
      '//evil.example/v2/app/ticket?ticket=t1',
      'https://evil.example/v2/app/ticket?ticket=t1',
      '/v2/app/ticket?ticket=%2F%2Fevil',
      `/v2/app/ticket?ticket=${'a'.repeat(65)}`,
      'javascript:alert(1)',
    ]) {
      expect(handOffTarget(address), address).toBeNull();
    }
  });
});

describe('opensNewTab', () => {
  const click = (values: Partial<Parameters<typeof opensNewTab>[0]>) => ({ type: 'click', button: 0, ctrlKey: false, metaKey: false, shiftKey: false, ...values });

  it('is a Ctrl, ⌘ or Shift click, or a middle click', () => {
    expect(opensNewTab(click({ ctrlKey: true }))).toBe(true);
    expect(opensNewTab(click({ metaKey: true }))).toBe(true);
    expect(opensNewTab(click({ shiftKey: true }))).toBe(true);
    expect(opensNewTab(click({ type: 'auxclick', button: 1 }))).toBe(true);
  });

  it('is not a plain click, nor the right button', () => {
    expect(opensNewTab(click({}))).toBe(false);
    expect(opensNewTab(click({ type: 'auxclick', button: 2 }))).toBe(false);
  });
});

describe('openedByConsole', () => {
  it('is true for the console pages only', () => {
    expect(openedByConsole('/v2/app/chat?conversation=c1')).toBe(true);
    expect(openedByConsole('/v2/home')).toBe(true);
    expect(openedByConsole('/v2/settings/workspace/timework')).toBe(true);
    for (const path of [null, '/v2/', '/v2/pricing', '/v2/api/sso/login?continue=x', '/v2/application', '/other/app/chat']) {
      expect(openedByConsole(path), String(path)).toBe(false);
    }
  });
});
