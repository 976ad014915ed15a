import { describe, expect, it } from 'vitest';
import type { RealtimeEvent, RealtimeEventPayloads, RealtimeEventType } from '../../domain/realtimeEvents';
import type { ConversationSummary, TicketSummary } from '../../domain/inbox';
import {
  compareContacts,
  contactChanges,
  contactMatches,
  listSearch,
  mergeItems,
  newerConversation,
  newerTicket,
  visibleTo,
  workChanges,
} from './contactsRules';
import { aContact, aConversation, aTicket } from './testing/fixtures';

// Payloads of another shape never reach these rules: the socket boundary drops them (realtimeEvents.test.ts).
const event = <K extends RealtimeEventType>(type: K, payload: RealtimeEventPayloads[K], seq = 1): RealtimeEvent =>
  ({ seq, type, workspaceId: 'w', payload, sendTo: null, createdAt: '2030-01-01T00:00:00.000Z' }) as RealtimeEvent;

describe('listSearch', () => {
  it('sends only what is set, trimmed, with the page size', () => {
    expect(listSearch({ q: '', tag: '' }, null)).toBe('limit=30');
    expect(listSearch({ q: ' ann lee ', tag: ' vip ' }, 'abc', 9)).toBe('q=ann+lee&tag=vip&cursor=abc&limit=9');
    expect(listSearch({ q: 'a&b', tag: '' }, null)).toBe('q=a%26b&limit=30');
  });
});

describe('compareContacts', () => {
  it('puts the most recently changed first and breaks ties by id, like the api', () => {
    const a = aContact({ id: 'a', updatedAt: '2030-01-02T00:00:00.000Z' });
    const b = aContact({ id: 'b', updatedAt: '2030-01-01T00:00:00.000Z' });
    const c = aContact({ id: 'c', updatedAt: '2030-01-01T00:00:00.000Z' });
    expect([b, c, a].sort(compareContacts).map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect(compareContacts(a, a)).toBe(0);
  });
});

describe('contactMatches', () => {
  const ann = aContact({ name: 'Ann-Marie Lee', email: 'ann.lee@example.com', phone: '+62 812-3456', tags: ['vip'] });

  it('matches everything without a filter', () => {
    expect(contactMatches(ann, { q: '', tag: '' })).toBe(true);
  });

  it('needs every word to begin a word of the name, e-mail or phone, in any case', () => {
    expect(contactMatches(ann, { q: 'ann', tag: '' })).toBe(true);
    expect(contactMatches(ann, { q: 'MARIE le', tag: '' })).toBe(true);
    expect(contactMatches(ann, { q: 'ann bob', tag: '' })).toBe(false);
    expect(contactMatches(ann, { q: 'example', tag: '' })).toBe(true);
    expect(contactMatches(ann, { q: '812', tag: '' })).toBe(true);
    expect(contactMatches(ann, { q: 'arie', tag: '' })).toBe(false);
  });

  it('matches an exact e-mail or phone, and reads operators as spaces', () => {
    expect(contactMatches(ann, { q: 'ann.lee@example.com', tag: '' })).toBe(true);
    expect(contactMatches(ann, { q: '+62 812-3456', tag: '' })).toBe(true);
    expect(contactMatches(ann, { q: '(ann) & !lee', tag: '' })).toBe(true);
    expect(contactMatches(ann, { q: '&&', tag: '' })).toBe(false);
  });

  it('needs the tag exactly when one is chosen', () => {
    expect(contactMatches(ann, { q: '', tag: 'vip' })).toBe(true);
    expect(contactMatches(ann, { q: '', tag: 'VIP' })).toBe(false);
    expect(contactMatches(ann, { q: 'ann', tag: 'lead' })).toBe(false);
  });
});

describe('contactChanges', () => {
  it('keeps the newest state of each contact and ignores other events', () => {
    const first = aContact({ id: 'c1', name: 'First' });
    const later = aContact({ id: 'c1', name: 'Later' });
    const changes = contactChanges([
      event('contact updated', { contact: first }),
      event('ticket updated', { ticket: aTicket() }),
      event('contact updated', { contact: later }),
    ]);
    expect(changes).toEqual({ updated: [later], mergedIds: [], mergedInto: {}, erasedIds: [] });
  });

  it('names the contacts erased on request and never brings them back', () => {
    const gone = aContact({ id: 'gone' });
    const changes = contactChanges([event('contact updated', { contact: gone }), event('contact erased', { contactIds: ['gone', 'old'], conversationIds: [] })]);
    expect(changes).toMatchObject({ updated: [], erasedIds: ['gone', 'old'] });
  });

  it('names the contacts a merge removed and where they went, and never brings them back', () => {
    const kept = aContact({ id: 'kept' });
    const gone = aContact({ id: 'gone' });
    const changes = contactChanges([event('contact updated', { contact: gone }), event('contact updated', { contact: kept, mergedIds: ['gone'] })]);
    expect(changes.updated).toEqual([kept]);
    expect(changes.mergedIds).toEqual(['gone']);
    expect(changes.mergedInto).toEqual({ gone: kept });
  });
});

describe('visibleTo', () => {
  it('lets an Administrator see everything and an Agent unassigned work and their own', () => {
    expect(visibleTo({ id: 'me', role: 'Administrator' }, 'other')).toBe(true);
    expect(visibleTo({ id: 'me', role: 'Agent' }, null)).toBe(true);
    expect(visibleTo({ id: 'me', role: 'Agent' }, 'me')).toBe(true);
    expect(visibleTo({ id: 'me', role: 'Agent' }, 'other')).toBe(false);
    expect(visibleTo(null, 'other')).toBe(true);
  });
});

describe('workChanges', () => {
  it('collects the conversations and tickets of a batch, the later state winning', () => {
    const conversation = aConversation({ id: 'v1' });
    const ticket = aTicket({ id: 't1', subject: 'Old' });
    const newer = aTicket({ id: 't1', subject: 'New' });
    const changes = workChanges([
      event('conversation updated', { conversation }),
      event('ticket updated', { ticket }),
      event('ticket updated', { ticket: newer }),
      event('contact updated', { contact: aContact({ id: 'k9' }) }),
    ]);
    expect(changes).toEqual({ conversations: [conversation], tickets: [newer] });
  });
});

describe('mergeItems', () => {
  const t = (id: string, createdAt: string, contactId = 'c') => aTicket({ id, createdAt, contactId });

  it('replaces and adds items that belong, drops those that no longer do, newest first', () => {
    const items = [t('b', '2030-01-02'), t('a', '2030-01-01')];
    const belongs = (ticket: TicketSummary) => ticket.contactId === 'c';
    const result = mergeItems(items, [t('c', '2030-01-03'), t('a', '2030-01-01', 'other'), t('b', '2030-01-02')], belongs, newerTicket);
    expect(result.map((x) => x.id)).toEqual(['c', 'b']);
  });

  it('returns the same list when nothing changed and keeps at most 50', () => {
    const items = [t('a', '2030-01-01')];
    expect(mergeItems(items, [], () => true, newerTicket)).toBe(items);
    const many = Array.from({ length: 50 }, (_, i) => t(`x${i}`, `2029-01-${String((i % 28) + 1).padStart(2, '0')}`));
    expect(mergeItems(many, [t('new', '2031-01-01')], () => true, newerTicket)).toHaveLength(50);
  });

  it('orders conversations by their last message, the id breaking ties', () => {
    const a = aConversation({ id: 'a', lastMessageAt: '2030-01-01' });
    const b = aConversation({ id: 'b', lastMessageAt: '2030-01-01' });
    const c = aConversation({ id: 'c', lastMessageAt: '2030-01-02' });
    expect([a, b, c].sort(newerConversation).map((x: ConversationSummary) => x.id)).toEqual(['c', 'b', 'a']);
  });
});
