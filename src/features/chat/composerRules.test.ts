import { describe, expect, it } from 'vitest';
import { FIXED_CHANNEL_TYPES } from '../../domain/channels';
import {
  DEFAULT_ATTACHMENT_COUNT,
  SUGGESTION_LIMIT,
  acceptList,
  attachmentRule,
  cannedReplyFiles,
  checkAttachments,
  composerKeyAction,
  composerView,
  insertCustomMessage,
  matchCustomMessages,
  shortcutQuery,
} from './composerRules';

const image = (name = 'photo.png') => ({ name, type: 'image/png' });
const video = (name = 'clip.mp4') => ({ name, type: 'video/mp4' });
const pdf = (name = 'invoice.pdf') => ({ name, type: 'application/pdf' });

describe('attachmentRule (spec §5 and the channel table)', () => {
  it.each([
    ['FBCOMMENT', { enabled: false, maxCount: 0, allowed: ['image/*', 'video/*'] }],
    ['TWITTERCOMMENT', { enabled: true, maxCount: 3, allowed: ['image/*', 'video/*'] }],
    ['IGCOMMENT', { enabled: false, maxCount: 0, allowed: [] }],
    ['GOOGLEPLAY', { enabled: false, maxCount: 0, allowed: [] }],
    ['GOOGLEBUSINESS', { enabled: false, maxCount: 0, allowed: [] }],
  ])('%s follows its row', (type, rule) => {
    expect(attachmentRule(type)).toEqual(rule);
  });

  const restricted = new Set(['FBCOMMENT', 'TWITTERCOMMENT', 'IGCOMMENT', 'GOOGLEPLAY', 'GOOGLEBUSINESS']);
  it.each([...FIXED_CHANNEL_TYPES.filter((type) => !restricted.has(type)), 'CHATACMEWEBCHAT', 'SOMETHINGNEW'])(
    '%s has no row: any file, %i per message',
    (type) => {
      expect(attachmentRule(type)).toEqual({ enabled: true, maxCount: DEFAULT_ATTACHMENT_COUNT, allowed: null });
    },
  );

  it('turns the allowed types into an accept list, empty when any type will do', () => {
    expect(acceptList(attachmentRule('TWITTERCOMMENT'))).toBe('image/*,video/*');
    expect(acceptList(attachmentRule('WEBHOOK'))).toBe('');
  });
});

describe('checkAttachments', () => {
  it('accepts nothing and says nothing for an empty pick', () => {
    expect(checkAttachments('FBCOMMENT', 0, [])).toEqual({ accepted: [], problems: [] });
  });

  it('refuses every file on a channel whose attachments are disabled', () => {
    expect(checkAttachments('FBCOMMENT', 0, [image()])).toEqual({ accepted: [], problems: ['Facebook Comment does not take attachments.'] });
    expect(checkAttachments('IGCOMMENT', 0, [image()]).problems).toEqual(['Instagram Comment does not take attachments.']);
    expect(checkAttachments('GOOGLEPLAY', 0, [image()]).accepted).toEqual([]);
    expect(checkAttachments('GOOGLEBUSINESS', 0, [video()]).accepted).toEqual([]);
  });

  it('takes images and videos on Twitter Comment and refuses other types by name', () => {
    const result = checkAttachments('TWITTERCOMMENT', 0, [image(), pdf(), video(), { name: 'mystery', type: '' }]);
    expect(result.accepted).toEqual([image(), video()]);
    expect(result.problems).toEqual([
      'invoice.pdf: Twitter Comment takes only images and videos.',
      'mystery: Twitter Comment takes only images and videos.',
    ]);
  });

  it('stops at the channel count, counting the files already attached', () => {
    const picked = [image('a.png'), image('b.png'), image('c.png')];
    expect(checkAttachments('TWITTERCOMMENT', 0, picked)).toEqual({ accepted: picked, problems: [] });
    expect(checkAttachments('TWITTERCOMMENT', 2, picked)).toEqual({
      accepted: [image('a.png')],
      problems: ['Twitter Comment takes at most 3 files per message; 2 files were left out.'],
    });
    expect(checkAttachments('TWITTERCOMMENT', 3, [image()]).problems).toEqual([
      'Twitter Comment takes at most 3 files per message; 1 file was left out.',
    ]);
  });

  it('takes any type on a channel without rules, up to the default count', () => {
    const many = Array.from({ length: DEFAULT_ATTACHMENT_COUNT + 1 }, (_, i) => pdf(`f${i}.pdf`));
    const result = checkAttachments('WEBHOOK', 0, many);
    expect(result.accepted).toHaveLength(DEFAULT_ATTACHMENT_COUNT);
    expect(result.problems).toEqual([`Webhook takes at most ${DEFAULT_ATTACHMENT_COUNT} files per message; 1 file was left out.`]);
  });
});

describe('composerView', () => {
  const reply = { channelType: 'LINE', mode: 'reply' as const, text: '', attachmentCount: 0, busy: false };

  it('accepts 499 characters on Line and refuses 500 with "too much character"', () => {
    expect(composerView({ ...reply, text: 'a'.repeat(499) })).toEqual({ error: null, count: 499, max: 499, canSend: true });
    expect(composerView({ ...reply, text: 'a'.repeat(500) })).toEqual({ error: 'too much character', count: 500, max: 499, canSend: false });
  });

  it('counts characters as people do: one emoji is one character', () => {
    expect(composerView({ ...reply, text: '😀'.repeat(499) }).error).toBeNull();
    expect(composerView({ ...reply, text: '😀'.repeat(500) }).error).toBe('too much character');
  });

  it.each([
    ['FACEBOOK', 1999],
    ['FBCOMMENT', 9999],
    ['TWITTERDM', 9999],
    ['IGDM', 999],
    ['WHATSAPP', 19900],
    ['WHATSAPPCLOUD', 19900],
    ['TELEGRAM', 3999],
    ['GOOGLEPLAY', 350],
  ])('%s allows %i characters and no more', (channelType, max) => {
    expect(composerView({ ...reply, channelType, text: 'x'.repeat(max) }).canSend).toBe(true);
    expect(composerView({ ...reply, channelType, text: 'x'.repeat(max + 1) })).toMatchObject({ error: 'too much character', max, canSend: false });
  });

  it('has no limit on channels without one', () => {
    expect(composerView({ ...reply, channelType: 'WEBHOOK', text: 'x'.repeat(50_000) })).toMatchObject({ error: null, max: null, canSend: true });
  });

  it('never limits an internal note, which does not go to the channel', () => {
    expect(composerView({ ...reply, mode: 'note', text: 'x'.repeat(600) })).toEqual({ error: null, count: 600, max: null, canSend: true });
  });

  it('needs text or a file to send, and nothing under way', () => {
    expect(composerView(reply).canSend).toBe(false);
    expect(composerView({ ...reply, text: '  \n ' }).canSend).toBe(false);
    expect(composerView({ ...reply, attachmentCount: 1 }).canSend).toBe(true);
    expect(composerView({ ...reply, mode: 'note', attachmentCount: 1 }).canSend).toBe(false);
    expect(composerView({ ...reply, text: 'hi', busy: true }).canSend).toBe(false);
  });
});

describe('custom message shortcuts', () => {
  const messages = [
    { id: '1', shortcut: 'thanks', message: 'Thank you for writing to us!' },
    { id: '2', shortcut: 'th', message: 'Thanks' },
    { id: '3', shortcut: 'hours', message: 'We are open 9 to 5.' },
    { id: '4', shortcut: '/Thx', message: 'Thx!' },
  ];

  it('finds a shortcut being typed after a slash at the start of a word', () => {
    expect(shortcutQuery('/th', 3)).toEqual({ start: 0, query: 'th' });
    expect(shortcutQuery('Hello /ho', 9)).toEqual({ start: 6, query: 'ho' });
    expect(shortcutQuery('Hello\n/', 7)).toEqual({ start: 6, query: '' });
    expect(shortcutQuery('/th and more', 3)).toEqual({ start: 0, query: 'th' });
  });

  it('ignores slashes inside words, urls, finished words and text after the caret', () => {
    expect(shortcutQuery('and/or', 6)).toBeNull();
    expect(shortcutQuery('see https://x.test/a', 20)).toBeNull();
    expect(shortcutQuery('/th ', 4)).toBeNull();
    expect(shortcutQuery('hello /th', 3)).toBeNull();
    expect(shortcutQuery('', 0)).toBeNull();
  });

  it('matches shortcuts by prefix, ignoring case and a leading slash, shortest first', () => {
    expect(matchCustomMessages(messages, 'th').map((m) => m.id)).toEqual(['2', '4', '1']);
    expect(matchCustomMessages(messages, 'TH').map((m) => m.id)).toEqual(['2', '4', '1']);
    expect(matchCustomMessages(messages, '').map((m) => m.id)).toEqual(['2', '4', '3', '1']);
    expect(matchCustomMessages(messages, 'zzz')).toEqual([]);
  });

  it(`offers at most ${SUGGESTION_LIMIT}`, () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: String(i), shortcut: `s${i}`, message: `m${i}` }));
    expect(matchCustomMessages(many, 's')).toHaveLength(SUGGESTION_LIMIT);
  });

  it('replaces the slash and the query with the message and puts the caret after it', () => {
    const text = 'Hi /th see you';
    const found = shortcutQuery(text, 6)!;
    expect(insertCustomMessage(text, found, 6, 'Thanks')).toEqual({ text: 'Hi Thanks see you', caret: 9 });
  });
});

describe('composerKeyAction', () => {
  const key = (k: string, extra: Partial<Parameters<typeof composerKeyAction>[0]> = {}) =>
    composerKeyAction({ key: k, shiftKey: false, isComposing: false, suggestionsOpen: false, ...extra });

  it('sends on Enter and breaks the line on Shift+Enter', () => {
    expect(key('Enter')).toBe('send');
    expect(key('Enter', { shiftKey: true })).toBe('newline');
    expect(key('a')).toBe('none');
    expect(key('Tab')).toBe('none');
  });

  it('leaves Enter to an input method that is composing', () => {
    expect(key('Enter', { isComposing: true })).toBe('none');
    expect(key('Enter', { isComposing: true, suggestionsOpen: true })).toBe('none');
  });

  it('picks with Enter or Tab, moves with the arrows and closes with Escape while suggestions are open', () => {
    const open = { suggestionsOpen: true };
    expect(key('Enter', open)).toBe('pick');
    expect(key('Tab', open)).toBe('pick');
    expect(key('ArrowDown', open)).toBe('next');
    expect(key('ArrowUp', open)).toBe('previous');
    expect(key('Escape', open)).toBe('dismiss');
    expect(key('Enter', { ...open, shiftKey: true })).toBe('pick');
    expect(key('ArrowDown')).toBe('none');
  });
});

describe('cannedReplyFiles', () => {
  const logo = { id: 'u1', name: 'logo.png', mime: 'image/png', size: 10, url: '/x' };
  const guide = { id: 'u2', name: 'guide.pdf', mime: 'application/pdf', size: 20, url: '/y' };

  it('attaches a canned reply’s files by their upload id, once', () => {
    const first = cannedReplyFiles('WEBHOOK', [], [logo]);
    expect(first).toEqual({ accepted: [{ key: 'canned-u1', name: 'logo.png', size: 10, type: 'image/png', uploadedId: 'u1' }], problems: [] });
    expect(cannedReplyFiles('WEBHOOK', first.accepted, [logo]).accepted).toEqual([]);
  });

  it('keeps the channel’s rules: a type it does not take is left out with the reason', () => {
    const result = cannedReplyFiles('FBCOMMENT', [], [guide]);
    expect(result.accepted).toEqual([]);
    expect(result.problems).toHaveLength(1);
  });
});
