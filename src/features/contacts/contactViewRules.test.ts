import { describe, expect, it } from 'vitest';
import {
  contactCountLabel,
  contactFact,
  differingFacts,
  contactHref,
  initials,
  mergeConsequences,
  safeImageUrl,
  selectedFromSearch,
} from './contactViewRules';
import { aContact } from './testing/fixtures';

describe('labels and helpers', () => {
  it('counts contacts in words', () => {
    expect(contactCountLabel(0)).toBe('0 contacts');
    expect(contactCountLabel(1)).toBe('1 contact');
    expect(contactCountLabel(12345)).toBe('12,345 contacts');
  });

  it('takes the first and last initials', () => {
    expect(initials('Ann Marie Lee')).toBe('AL');
    expect(initials('ann')).toBe('A');
    expect(initials('  ')).toBe('?');
    expect(initials('😀 Émile')).toBe('É');
  });

  it('shows pictures of our api or https only', () => {
    expect(safeImageUrl('/v2/api/files/a.png')).toBe('/v2/api/files/a.png');
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const url of [null, '', 'javascript:alert(1)', 'data:image/png;base64,xx', 'http://x.io/a.png', '/v2/api/../secret', '//evil.io/a.png']) {
      expect(safeImageUrl(url)).toBeNull();
    }
  });

  it('links to a contact by its id and reads it back from the query string', () => {
    const id = '0b9e6c1e-6d2a-4c1b-9a57-1f0c2d3e4f50';
    expect(contactHref(id)).toBe(`/app/contact?contact=${id}`);
    expect(selectedFromSearch(`contact=${id}&x=1`)).toBe(id);
    expect(selectedFromSearch('contact=../../etc')).toBeNull();
    expect(selectedFromSearch('')).toBeNull();
  });

  it('says what a merge does, naming both contacts', () => {
    const lines = mergeConsequences(aContact({ name: 'Kept' }), aContact({ name: 'Dup' }));
    expect(lines[0]).toBe('Dup’s channel identities, conversations and tickets move to Kept.');
    expect(lines.at(-1)).toBe('Dup leaves the contact list. This cannot be undone.');
    expect(mergeConsequences(aContact({ name: 'Kept' }), aContact({ name: 'Ada L.' }))[1]).toBe(
      'Kept keeps its name; an empty e-mail, phone or picture is filled from Ada L.',
    );
  });

  it('says what tells two contacts of the same name apart, and which facts differ', () => {
    const shop = aContact({ name: 'Ada', email: 'ada@shop.example', channels: ['WEBHOOK', 'LINE'], lastSeenAt: '2030-01-05T08:30:00.000Z' });
    const phone = aContact({ name: 'Ada', email: null, phone: '+44 20', channels: ['WEBHOOK'], lastSeenAt: null });
    expect(contactFact(shop, 'Channels')).toBe('Webhook, Line');
    expect(contactFact(phone, 'E-mail')).toBe('');
    expect(contactFact(shop, 'Last wrote')).toBe('2030-01-05T08:30:00.000Z');
    // A contact read without its facts (an older event) has none to show.
    expect(contactFact(aContact({ name: 'Ada' }), 'Channels')).toBe('');
    expect(differingFacts(shop, phone)).toEqual(['E-mail', 'Phone', 'Channels', 'Last wrote']);
    expect(differingFacts(shop, { ...shop, id: 'other' })).toEqual([]);
  });
});

