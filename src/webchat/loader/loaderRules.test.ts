import { describe, expect, it } from 'vitest';
import { launcherLabel, readFrameMessage, widgetOrigin } from './loaderRules';

describe('readFrameMessage', () => {
  it('reads the three messages of the frame', () => {
    expect(readFrameMessage({ type: 'webchat:ready', caption: ' Ask us ', color: '#AA0000', position: 'left' })).toEqual({
      type: 'webchat:ready',
      caption: 'Ask us',
      color: '#AA0000',
      position: 'left',
    });
    expect(readFrameMessage({ type: 'webchat:close' })).toEqual({ type: 'webchat:close' });
    expect(readFrameMessage({ type: 'webchat:unread', count: 3 })).toEqual({ type: 'webchat:unread', count: 3 });
    const token = `${'a'.repeat(22)}.${'b'.repeat(43)}`;
    expect(readFrameMessage({ type: 'webchat:identity', token })).toEqual({ type: 'webchat:identity', token });
    expect(readFrameMessage({ type: 'webchat:identity', token: null })).toEqual({ type: 'webchat:identity', token: null });
  });

  it('bounds what it takes: caption length, unread count, position', () => {
    const ready = readFrameMessage({ type: 'webchat:ready', caption: 'x'.repeat(100), color: '#000000', position: 'top' });
    expect(ready).toMatchObject({ caption: 'x'.repeat(40), position: 'right' });
    expect(readFrameMessage({ type: 'webchat:ready', caption: '  ', color: '#000000' })).toMatchObject({ caption: 'Chat Us' });
    expect(readFrameMessage({ type: 'webchat:unread', count: 1000 })).toEqual({ type: 'webchat:unread', count: 99 });
  });

  it.each([
    null,
    'webchat:close',
    { type: 'webchat:open' },
    { type: 'webchat:ready', caption: 'x', color: 'red' },
    { type: 'webchat:ready', caption: 'x', color: '#000000; background:url(x)' },
    { type: 'webchat:ready', caption: 7, color: '#000000' },
    { type: 'webchat:unread', count: -1 },
    { type: 'webchat:unread', count: 1.5 },
    { type: 'webchat:unread', count: '2' },
    { type: 'webchat:identity', token: 'not a token' },
    { type: 'webchat:identity' },
  ])('ignores %j', (data) => {
    expect(readFrameMessage(data)).toBeUndefined();
  });
});

describe('launcherLabel', () => {
  it('adds the unread replies to the caption', () => {
    expect(launcherLabel('Chat Us', 0)).toBe('Chat Us');
    expect(launcherLabel('Chat Us', 1)).toBe('Chat Us, 1 unread message');
    expect(launcherLabel('Chat Us', 4)).toBe('Chat Us, 4 unread messages');
  });
});

describe('widgetOrigin', () => {
  it('is the origin of the loader script', () => {
    expect(widgetOrigin('https://inbox.example.com/v2/webchat.js')).toBe('https://inbox.example.com');
    expect(widgetOrigin('http://127.0.0.1:8080/v2/webchat.js?x=1')).toBe('http://127.0.0.1:8080');
    expect(widgetOrigin('data:text/javascript,alert(1)')).toBeUndefined();
    expect(widgetOrigin('')).toBeUndefined();
  });
});
