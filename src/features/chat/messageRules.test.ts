import { describe, expect, it } from 'vitest';
import type { DeliveryState, Message, Note } from '../../domain/inbox';
import { deliveryView, linkSegments, nextTryText, timeline, visibleNotes } from './messageRules';

describe('linkSegments', () => {
  it('keeps text without links as one run', () => {
    expect(linkSegments('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }]);
    expect(linkSegments('')).toEqual([]);
  });

  it('makes http and https addresses links, leaving the sentence punctuation outside', () => {
    expect(linkSegments('See https://example.test/a?b=1. Or http://x.test, ok')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.test/a?b=1', href: 'https://example.test/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
      { kind: 'text', text: ', ok' },
    ]);
    expect(linkSegments('(https://x.test/p)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'https://x.test/p', href: 'https://x.test/p' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('leaves every other scheme as text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.test', 'www.example.test', 'ftp://x.test', 'JAVASCRIPT://x.test%0aalert(1)']) {
      expect(linkSegments(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps markup as text, and does not treat quotes or angle brackets as part of an address', () => {
    expect(linkSegments('<a href="https://x.test">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://x.test', href: 'https://x.test/' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });

  it('finds a link in capitals and one that fails to parse stays text', () => {
    expect(linkSegments('HTTPS://X.TEST')).toEqual([{ kind: 'link', text: 'HTTPS://X.TEST', href: 'https://x.test/' }]);
    expect(linkSegments('http://[::1')).toEqual([{ kind: 'text', text: 'http://[::1' }]);
  });
});

describe('deliveryView', () => {
  it.each<[DeliveryState, string]>([
    ['received', 'Received'],
    ['pending', 'Sending'],
    ['sent', 'Sent'],
    ['delivered', 'Delivered'],
    ['read', 'Read'],
    ['failed', 'Failed'],
  ])('%s is shown as %s with an icon of its own', (state, label) => {
    expect(deliveryView(state).label).toBe(label);
  });

  it("shows what the api recorded about a failed try: 'Retrying: …' while pending, 'Failed: …' at the end", () => {
    expect(deliveryView('pending', 'the receiver answered HTTP 503')).toEqual({ label: 'Retrying: the receiver answered HTTP 503', icon: 'retry' });
    expect(deliveryView('failed', 'the channel is turned off')).toEqual({ label: 'Failed: the channel is turned off', icon: 'alert' });
    expect(deliveryView('pending', null).label).toBe('Sending');
    expect(deliveryView('sent', 'stale reason').label).toBe('Sent');
  });

  it('tells the next try as a time with seconds', () => {
    expect(nextTryText('2030-01-01T10:42:13.000Z', 'en-GB')).toMatch(/\d{2}:\d{2}:13/);
    expect(nextTryText('not a date')).toBe('');
  });

  it('gives every state a different icon', () => {
    const states: DeliveryState[] = ['received', 'pending', 'sent', 'delivered', 'read', 'failed'];
    expect(new Set(states.map((state) => deliveryView(state).icon)).size).toBe(states.length);
  });

  it('shows a state it does not know by its name', () => {
    expect(deliveryView('bounced' as DeliveryState)).toEqual({ label: 'bounced', icon: 'unknown' });
  });
});

const message = (id: string, createdAt: string): Message => ({
  id,
  conversationId: 'c1',
  direction: 'inbound',
  authorType: 'contact',
  authorId: null,
  authorName: 'Ana',
  text: id,
  attachments: [],
  externalId: null,
  deliveryState: 'received',
  deliveryError: null,
  createdAt,
});
const note = (id: string, createdAt: string): Note => ({ id, authorId: 'u1', authorName: 'Bo', text: id, createdAt });

describe('timeline', () => {
  it('interleaves messages and notes by time, a message first when both have the same time', () => {
    const items = timeline(
      [message('m2', '2026-01-01T10:02:00Z'), message('m1', '2026-01-01T10:00:00Z')],
      [note('n1', '2026-01-01T10:01:00Z'), note('n2', '2026-01-01T10:02:00Z')],
    );
    expect(items.map((item) => (item.kind === 'message' ? item.message.id : item.note.id))).toEqual(['m1', 'n1', 'm2', 'n2']);
  });

  it('orders equal times of one kind by id', () => {
    const items = timeline([message('b', '2026-01-01T10:00:00Z'), message('a', '2026-01-01T10:00:00Z')], []);
    expect(items.map((item) => (item.kind === 'message' ? item.message.id : ''))).toEqual(['a', 'b']);
  });
});

describe('visibleNotes', () => {
  const messages = [message('m1', '2026-01-01T10:00:00Z')];
  const notes = [note('old', '2026-01-01T09:00:00Z'), note('new', '2026-01-01T11:00:00Z')];

  it('holds back notes older than the loaded messages while older messages are still to load', () => {
    expect(visibleNotes(notes, messages, true).map((n) => n.id)).toEqual(['new']);
  });

  it('shows every note once the whole conversation is loaded, or when there are no messages', () => {
    expect(visibleNotes(notes, messages, false)).toHaveLength(2);
    expect(visibleNotes(notes, [], true)).toHaveLength(2);
  });
});
