import { describe, expect, it } from 'vitest';
import {
  NO_MORE_DATA,
  NO_RESULT,
  SOMETHING_WENT_WRONG,
  contactCountLabel,
  contactHref,
  initials,
  listFooter,
  mergeConsequences,
  reportsListFailure,
  safeImageUrl,
  selectedFromSearch,
} from './contactViewRules';
import { aContact } from './testing/fixtures';

describe('listFooter', () => {
  const base = { status: 'succeeded', moreStatus: 'idle', count: 3, nextCursor: null } as const;

  it('shows the spec’s texts at the end, for nothing found, and on failure', () => {
    expect(listFooter(base)).toEqual({ kind: 'end', text: NO_MORE_DATA });
    expect(listFooter({ ...base, count: 0 })).toEqual({ kind: 'end', text: NO_RESULT });
    expect(listFooter({ ...base, status: 'failed' })).toEqual({ kind: 'error', text: SOMETHING_WENT_WRONG });
    expect(listFooter({ ...base, nextCursor: 'c', moreStatus: 'failed' })).toEqual({ kind: 'error', text: SOMETHING_WENT_WRONG });
  });

  it('shows loading while a page comes and room for more while a cursor remains', () => {
    expect(listFooter({ ...base, status: 'loading' })).toEqual({ kind: 'loading' });
    expect(listFooter({ ...base, status: 'idle' })).toEqual({ kind: 'loading' });
    expect(listFooter({ ...base, nextCursor: 'c', moreStatus: 'loading' })).toEqual({ kind: 'loading' });
    expect(listFooter({ ...base, nextCursor: 'c' })).toEqual({ kind: 'more' });
  });
});

describe('labels and helpers', () => {
  it('counts contacts in words', () => {
    expect(contactCountLabel(0)).toBe('0 contacts');
    expect(contactCountLabel(1)).toBe('1 contact');
    expect(contactCountLabel(12345)).toBe('12,345 contacts');
  });

  it('reports only sign-out and an expired package beyond the list', () => {
    expect(reportsListFailure(401)).toBe(true);
    expect(reportsListFailure(402)).toBe(true);
    for (const status of [0, 400, 404, 500, 503]) expect(reportsListFailure(status)).toBe(false);
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
});
