import { describe, expect, it } from 'vitest';
import { ticket } from './testing/ticketFixtures';
import {
  isImage,
  listEffect,
  mergeCandidates,
  safeAttachmentUrl,
  ticketCountLabel,
  ticketMatches,
} from './ticketsRules';

describe('count', () => {
  it.each([
    [0, '0 tickets'],
    [1, '1 ticket'],
    [2, '2 tickets'],
    [12345, '12,345 tickets'],
  ])('%i is %j', (n, text) => expect(ticketCountLabel(n)).toBe(text));
});

describe('attachments', () => {
  it.each([
    ['/v2/api/uploads/abc/photo.png', '/v2/api/uploads/abc/photo.png'],
    ['/v2/api/files/a%20b.pdf?download=1', '/v2/api/files/a%20b.pdf?download=1'],
    ['https://evil.example/x.png', null],
    ['//evil.example/x.png', null],
    ['/v2/api//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['/v2/api/../../etc/passwd', null],
    ['/v2/api/a b', null],
    ['/v2/other', null],
  ])('%s is linked as %j', (url, safe) => expect(safeAttachmentUrl(url)).toBe(safe));

  it.each([
    ['image/png', true],
    ['image/JPEG', true],
    ['image/gif', true],
    ['image/webp', true],
    ['image/svg+xml', false],
    ['video/mp4', false],
    ['application/pdf', false],
  ])('%s shows as an image: %s', (mime, image) => expect(isImage(mime)).toBe(image));
});

describe('which tickets belong in a filtered list', () => {
  const t = ticket(7, { status: 'hold', priority: 'high', channel: 'LINE', assigneeId: 'u1', departmentId: 'd1', tags: ['vip', 'refund'], contactName: 'Mia Wong' });
  const admin = { id: 'u9', role: 'Administrator' as const };

  it('matches without filters', () => expect(ticketMatches(t, {}, admin, false)).toBe(true));

  it.each([
    [{ status: ['hold' as const] }, true],
    [{ status: ['new' as const, 'hold' as const] }, true],
    [{ status: ['solved' as const] }, false],
    [{ priority: ['high' as const] }, true],
    [{ priority: ['low' as const] }, false],
    [{ channel: ['LINE'] }, true],
    [{ channel: ['EMAIL'] }, false],
    [{ assigneeId: ['u1'] }, true],
    [{ assigneeId: ['u2'] }, false],
    [{ departmentId: ['d1'] }, true],
    [{ departmentId: ['d2'] }, false],
    [{ tag: ['vip'] }, true],
    [{ tag: ['other', 'refund'] }, true],
    [{ tag: ['other'] }, false],
    [{ from: '2025-03-01' }, true],
    [{ from: '2025-03-02' }, false],
    [{ to: '2025-03-01' }, true],
    [{ to: '2025-02-28' }, false],
    [{ status: [] }, true],
  ])('filters %j: %s', (filters, expected) => expect(ticketMatches(t, filters, admin, false)).toBe(expected));

  it('filters by the status the list shows: unsolved without an omni status is New, not Open', () => {
    const waiting = ticket(1, { status: 'unsolved', statusOmni: null });
    const opened = ticket(2, { status: 'unsolved', statusOmni: 'unsolved' });
    expect(ticketMatches(waiting, { status: ['new'] }, admin, false)).toBe(true);
    expect(ticketMatches(waiting, { status: ['unsolved'] }, admin, false)).toBe(false);
    expect(ticketMatches(opened, { status: ['unsolved'] }, admin, false)).toBe(true);
    expect(ticketMatches(opened, { status: ['new'] }, admin, false)).toBe(false);
  });
  it('filters by SLA state; a ticket without a policy matches no state', () => {
    const late = ticket(1, { sla: { state: 'breached', dueAt: '2025-03-01T00:00:00.000Z', target: 'firstResponse', policyName: 'P' } });
    expect(ticketMatches(late, { sla: ['at risk', 'breached'] }, admin, false)).toBe(true);
    expect(ticketMatches(late, { sla: ['at risk'] }, admin, false)).toBe(false);
    expect(ticketMatches(ticket(2), { sla: ['on track'] }, admin, false)).toBe(false);
  });
  it('an unassigned ticket does not match an agent filter', () => {
    expect(ticketMatches(ticket(1), { assigneeId: ['u1'] }, admin, false)).toBe(false);
    expect(ticketMatches(ticket(1), { departmentId: ['d1'] }, admin, false)).toBe(false);
  });

  it('a ticket new to a searched list needs every term in its subject, contact or number', () => {
    expect(ticketMatches(t, { q: 'mia TICKET' }, admin, false)).toBe(true);
    expect(ticketMatches(t, { q: '#7' }, admin, false)).toBe(true);
    expect(ticketMatches(t, { q: 'mia refund' }, admin, false)).toBe(false);
    expect(ticketMatches(t, { q: '   ' }, admin, false)).toBe(true);
  });

  it('a loaded ticket stays in a searched list (the api searched text the console does not hold)', () => {
    expect(ticketMatches(t, { q: 'words from the first message' }, admin, true)).toBe(true);
    expect(ticketMatches(t, { q: 'words', status: ['new'] }, admin, true)).toBe(false);
  });

  it("an Agent's list never holds another agent's ticket (spec §6)", () => {
    expect(ticketMatches(t, {}, { id: 'u1', role: 'Agent' }, true)).toBe(true);
    expect(ticketMatches(t, {}, { id: 'u2', role: 'Agent' }, true)).toBe(false);
    expect(ticketMatches(ticket(1), {}, { id: 'u2', role: 'Agent' }, false)).toBe(true);
    expect(ticketMatches(t, {}, null, false)).toBe(true);
  });

  it('a ticket merged into another leaves every list', () => {
    expect(ticketMatches(ticket(3, { mergedIntoId: 'x' }), {}, admin, true)).toBe(false);
  });
});

describe('what a changed ticket does to a loaded list', () => {
  it.each([
    [true, true, false, 'update'],
    [true, false, false, 'insert'],
    [false, true, false, 'remove'],
    [false, false, false, 'ignore'],
    [true, true, true, 'remove'],
    [true, false, true, 'ignore'],
    [false, true, true, 'remove'],
    [false, false, true, 'ignore'],
  ] as const)('matches %s, loaded %s, beyond the loaded rows %s: %s', (matches, loaded, beyond, effect) =>
    expect(listEffect(matches, loaded, beyond)).toBe(effect));
});

describe('merge candidates', () => {
  it("are the contact's other tickets not merged away, newest first", () => {
    const list = [ticket(1), ticket(5), ticket(3, { mergedIntoId: 'x' }), ticket(4)];
    expect(mergeCandidates(list, ticket(5).id).map((t) => t.number)).toEqual([4, 1]);
  });
});
