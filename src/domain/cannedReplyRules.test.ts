import { describe, expect, it } from 'vitest';
import { cannedReplyErrors, customMessagesAfterEvent, shortcutError, shortcutTaken } from './cannedReplyRules';

const shared = (shortcut: string) => ({ id: `s-${shortcut}`, shortcut, message: shortcut, ownerId: null });
const mine = (shortcut: string) => ({ id: `p-${shortcut}`, shortcut, message: shortcut, ownerId: 'me' });

describe('a shortcut', () => {
  it('is one word of letters, digits, - and _, at most 30 characters, trimmed', () => {
    expect(shortcutError(' thanks_2-u ')).toBeUndefined();
    expect(shortcutError('')).toBe('Required');
    expect(shortcutError(undefined)).toBe('Required');
    expect(shortcutError('x'.repeat(31))).toBe('Max 30 characters');
    expect(shortcutError('x'.repeat(30))).toBeUndefined();
    expect(shortcutError('/slash')).toBe('Only letters, digits, - and _');
    expect(shortcutError('two words')).toBe('Only letters, digits, - and _');
  });

  it('is taken by another reply whatever the case, never by the reply itself', () => {
    expect(shortcutTaken([shared('hello')], 'HELLO ')).toBe(true);
    expect(shortcutTaken([shared('hello')], 'hello', 's-hello')).toBe(false);
    expect(shortcutTaken([shared('hello')], 'hell')).toBe(false);
  });
});

describe('a form', () => {
  it('gets each field’s message, the api’s own', () => {
    expect(cannedReplyErrors({ shortcut: 'hello', message: ' ' }, [shared('hello')])).toEqual({ shortcut: 'This shortcut is already used.', message: 'Required' });
    expect(cannedReplyErrors({ shortcut: 'ok', message: 'm'.repeat(2001) }, [])).toEqual({ message: 'Max 2000 characters' });
    expect(cannedReplyErrors({ shortcut: 'ok', message: 'fine' }, [])).toEqual({});
  });
});

describe("the list after a 'custom message' event", () => {
  it('takes the shared list from an event to everyone and keeps the member’s own replies', () => {
    const next = customMessagesAfterEvent([shared('old'), mine('zz')], [shared('new')], true);
    expect(next.map((m) => m.id)).toEqual(['s-new', 'p-zz']);
  });

  it('takes the whole list from an event to the member alone', () => {
    const next = customMessagesAfterEvent([shared('old'), mine('zz')], [shared('old'), mine('aa')], false);
    expect(next.map((m) => m.id)).toEqual(['p-aa', 's-old']);
  });
});
