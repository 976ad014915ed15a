import { describe, expect, it } from 'vitest';
import type { Member } from '../../domain/inbox';
import { aContact, aConversation, aTicket } from '../contacts/testing/fixtures';
import type { PaletteSearch } from './keyboardSlice';
import { paletteLookups } from './paletteLookups';
import { matchesQuery, openWorkOf, paletteItems, paletteStatus, type PaletteInput } from './paletteRules';

const member = (id: string, name: string, role: Member['role'] = 'Agent'): Member => ({ id, name, email: `${id}@example.test`, role, status: 'available', avatarUrl: null });
const ME = member('me', 'Ana', 'Administrator');
const BEN = member('ben', 'Ben');
const IDLE: PaletteSearch = { query: '', status: 'idle', ticket: null, contacts: [] };

function input(values: Partial<PaletteInput> = {}): PaletteInput {
  return {
    query: '',
    pages: [
      { label: 'Home', target: '/home' },
      { label: 'Tickets', target: '/app/ticket' },
      { label: 'Chat', target: '/app/chat' },
    ],
    open: null,
    me: { id: ME.id, role: 'Administrator' },
    members: [ME, BEN],
    search: IDLE,
    may: { tickets: true, contacts: true },
    contactHref: (id) => `/app/contact?contact=${id}`,
    ...values,
  };
}

const labels = (values: Partial<PaletteInput>) => paletteItems(input(values)).map((item) => `${item.group}: ${item.label}`);

describe('paletteLookups', () => {
  it('looks up a ticket by a number, with or without #', () => {
    expect(paletteLookups('19')).toEqual({ ticketNumber: 19, contactQuery: '19' });
    expect(paletteLookups(' #19 ')).toEqual({ ticketNumber: 19, contactQuery: null });
    expect(paletteLookups('# 7')).toEqual({ ticketNumber: 7, contactQuery: null });
  });

  it('looks up contacts from two characters, and nothing for less or for what is not a number', () => {
    expect(paletteLookups('ro')).toEqual({ ticketNumber: null, contactQuery: 'ro' });
    expect(paletteLookups('r')).toEqual({ ticketNumber: null, contactQuery: null });
    expect(paletteLookups('#0')).toEqual({ ticketNumber: null, contactQuery: null });
    expect(paletteLookups('#1234567890')).toEqual({ ticketNumber: null, contactQuery: null });
    expect(paletteLookups('  ')).toEqual({ ticketNumber: null, contactQuery: null });
  });
});

describe('matchesQuery', () => {
  it('wants every typed word to begin a word of the text', () => {
    expect(matchesQuery('Resolve ticket #4', 'res tic')).toBe(true);
    expect(matchesQuery('Resolve ticket #4', '#4')).toBe(true);
    expect(matchesQuery('Resolve ticket #4', 'solve')).toBe(false);
    expect(matchesQuery('Tickets', '')).toBe(true);
  });
});

describe('paletteItems', () => {
  it('offers the pages with nothing typed, and filters them as one types', () => {
    expect(labels({})).toEqual(['Pages: Home', 'Pages: Tickets', 'Pages: Chat']);
    expect(labels({ query: 'tic' })).toEqual(['Pages: Tickets']);
  });

  it("offers an Administrator every change of the open ticket, the ones it already has left out", () => {
    const ticket = aTicket({ id: 't4', number: 4, status: 'new', assigneeId: BEN.id });
    expect(labels({ open: { kind: 'ticket', ticket }, query: '#4' })).toEqual([
      'Actions: Assign ticket #4 to me',
      'Actions: Unassign ticket #4',
      'Actions: Resolve ticket #4',
      'Actions: Set ticket #4 status to Unassigned',
      'Actions: Set ticket #4 status to Open',
      'Actions: Set ticket #4 status to Hold',
    ]);
    const items = paletteItems(input({ open: { kind: 'ticket', ticket }, query: 'resolve' }));
    expect(items.map((item) => item.command)).toEqual([{ kind: 'ticket', action: { kind: 'status', ticketId: 't4', status: 'solved' } }]);
  });

  it('lets an Agent assign a ticket only to themself (spec §6)', () => {
    const ticket = aTicket({ id: 't5', number: 5, status: 'solved' });
    const agent = { me: { id: BEN.id, role: 'Agent' as const } };
    expect(labels({ ...agent, open: { kind: 'ticket', ticket }, query: 'assign' })).toEqual(['Actions: Assign ticket #5 to me']);
    expect(labels({ open: { kind: 'ticket', ticket }, query: 'assign' })).toEqual(['Actions: Assign ticket #5 to me', 'Actions: Assign ticket #5 to Ben']);
  });

  it('offers assign, unassign and resolve or reopen on the open conversation', () => {
    const conversation = aConversation({ id: 'c1', assigneeId: ME.id });
    expect(labels({ open: { kind: 'conversation', conversation, contactName: 'Rosa Diaz' }, query: 'conv' })).toEqual([
      'Actions: Assign conversation with Rosa Diaz to Ben',
      'Actions: Unassign conversation with Rosa Diaz',
      'Actions: Resolve conversation with Rosa Diaz',
    ]);
    const resolved = aConversation({ id: 'c1', status: 'resolved' });
    const items = paletteItems(input({ open: { kind: 'conversation', conversation: resolved, contactName: 'Rosa' }, query: 'reopen' }));
    expect(items.map((item) => item.command)).toEqual([{ kind: 'conversation', action: 'reopen', conversationId: 'c1' }]);
  });

  it('shows the ticket and contacts the server found for the text typed, before the pages', () => {
    const search: PaletteSearch = {
      query: '19',
      status: 'succeeded',
      ticket: aTicket({ id: 't19', number: 19, subject: 'Printer on fire', status: 'hold' }),
      contacts: [aContact({ id: 'k1', name: 'Ann 19', email: 'ann@example.test' })],
    };
    const items = paletteItems(input({ query: '19', search }));
    expect(items.map((item) => [item.label, item.detail, item.command])).toEqual([
      ['#19 Printer on fire', 'Hold', { kind: 'navigate', to: '/app/ticket?ticket=t19' }],
      ['Ann 19', 'ann@example.test', { kind: 'navigate', to: '/app/contact?contact=k1' }],
    ]);
  });

  it('leaves out answers to an older text, and what the member may not open', () => {
    const search: PaletteSearch = { query: 'ro', status: 'succeeded', ticket: null, contacts: [aContact({ name: 'Rosa' })] };
    expect(labels({ query: 'ros', search })).toEqual([]);
    expect(labels({ query: 'ro', search })).toEqual(['Contacts: Rosa']);
    expect(labels({ query: 'ro', search, may: { tickets: true, contacts: false } })).toEqual([]);
  });
});

describe('paletteStatus', () => {
  it('says what is going on, or counts the results', () => {
    expect(paletteStatus({ ...IDLE, query: 'ro', status: 'loading' }, 'ro', 0)).toBe('Looking up…');
    expect(paletteStatus({ ...IDLE, query: 'ro', status: 'failed' }, 'ro', 1)).toBe('The search failed. Type again to retry.');
    expect(paletteStatus(IDLE, 'zz', 0)).toBe('No results.');
    expect(paletteStatus(IDLE, 'h', 1)).toBe('1 result');
    expect(paletteStatus(IDLE, '', 3)).toBe('3 results');
  });
});

describe('openWorkOf', () => {
  const ticket = aTicket({ id: 't1' });
  const conversation = aConversation({ id: 'c1' });
  const noChat = { status: 'idle', conversation: null, contact: null };
  const chat = { status: 'succeeded', conversation, contact: { name: 'Rosa' } };

  it('is the ticket or conversation the URL opens, once it is loaded', () => {
    expect(openWorkOf('/app/ticket', '?ticket=t1', { detail: { ticket } }, noChat)).toEqual({ kind: 'ticket', ticket });
    expect(openWorkOf('/app/chat', 'conversation=c1', { detail: null }, chat)).toEqual({ kind: 'conversation', conversation, contactName: 'Rosa' });
  });

  it('is nothing on another page, for another id, or while loading', () => {
    expect(openWorkOf('/home', '?ticket=t1', { detail: { ticket } }, chat)).toBeNull();
    expect(openWorkOf('/app/ticket', '?ticket=t2', { detail: { ticket } }, chat)).toBeNull();
    expect(openWorkOf('/app/chat', 'conversation=c1', { detail: null }, { ...chat, status: 'loading' })).toBeNull();
  });
});
