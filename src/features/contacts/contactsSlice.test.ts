import { describe, expect, it } from 'vitest';
import type { RealtimeEvent, RealtimeEventPayloads, RealtimeEventType } from '../../domain/realtimeEvents';
import { loggedOut } from '../auth/authSlice';
import { eventsReceived } from '../realtime/realtimeSlice';
import {
  contactDetailLoaded,
  contactSelected,
  contactsLoaded,
  contactsPageOpened,
  contactsQueryChanged,
  contactsSlice,
  CONTACT_ERASED,
  initialContactsState,
  type ContactsState,
} from './contactsSlice';
import type { Viewer } from './contactsRules';
import { aContact, aConversation, aDetail, aTicket } from './testing/fixtures';

const reduce = contactsSlice.reducer;
let seq = 0;
const events = (...list: [RealtimeEventType, RealtimeEventPayloads[RealtimeEventType]][]) =>
  eventsReceived({
    events: list.map(([type, payload]) => ({ seq: ++seq, type, workspaceId: 'w', payload, sendTo: null, createdAt: '' }) as RealtimeEvent),
    lastSeq: seq,
  });

const ann = aContact({ id: 'ann', name: 'Ann', updatedAt: '2030-01-02T00:00:00.000Z', tags: ['vip'] });
const bob = aContact({ id: 'bob', name: 'Bob', updatedAt: '2030-01-01T00:00:00.000Z' });

function loaded(viewer: Viewer | null = null, query: { q?: string; tag?: string } = {}): ContactsState {
  let state = reduce(initialContactsState, contactsQueryChanged(query));
  state = reduce(state, contactsPageOpened(viewer));
  return reduce(state, contactsLoaded({ generation: state.generation, page: { items: [ann, bob], nextCursor: null, total: 2 } }));
}

const ids = (state: ContactsState) => state.ids;

describe("live 'contact updated' events in the list", () => {
  it('move a changed contact to the top and add a new one, counting it', () => {
    const renamed = { ...bob, name: 'Bobby', updatedAt: '2030-02-01T00:00:00.000Z' };
    const fresh = aContact({ id: 'cy', name: 'Cy', updatedAt: '2030-01-03T00:00:00.000Z' });
    const state = reduce(loaded(), events(['contact updated', { contact: renamed }], ['contact updated', { contact: fresh }]));
    expect(ids(state)).toEqual(['bob', 'cy', 'ann']);
    expect(state.entities.bob!.name).toBe('Bobby');
    expect(state.total).toBe(3);
  });

  it('follow the filter: a contact that no longer matches leaves, one that does not match stays out', () => {
    const state = loaded(null, { tag: 'vip' });
    const untagged = { ...ann, tags: [], updatedAt: '2030-03-01T00:00:00.000Z' };
    const after = reduce(state, events(['contact updated', { contact: untagged }], ['contact updated', { contact: aContact({ id: 'dan' }) }]));
    expect(ids(after)).toEqual(['bob']);
    expect(after.total).toBe(1);
  });

  it('drop the merged contacts and mark an open merged contact with the one it went into', () => {
    let state = reduce(loaded(), contactSelected('bob'));
    state = reduce(state, contactDetailLoaded(aDetail({ contact: bob })));
    const kept = { ...ann, updatedAt: '2030-04-01T00:00:00.000Z' };
    state = reduce(state, events(['contact updated', { contact: kept, mergedIds: ['bob'] }]));
    expect(ids(state)).toEqual(['ann']);
    expect(state.total).toBe(1);
    expect(state.detail.mergedInto).toEqual({ id: 'ann', name: 'Ann' });
  });

  it('drop a contact erased on request, and an open one says so instead of showing it', () => {
    let state = reduce(loaded(), contactSelected('bob'));
    state = reduce(state, contactDetailLoaded(aDetail({ contact: bob })));
    state = reduce(state, events(['contact erased', { contactIds: ['bob'], conversationIds: [] }]));
    expect(ids(state)).toEqual(['ann']);
    expect(state.total).toBe(1);
    expect(state.detail).toMatchObject({ id: 'bob', status: 'failed', data: null, message: CONTACT_ERASED });
  });

  it('wait for the first page before changing the list', () => {
    const state = reduce(reduce(initialContactsState, contactsPageOpened(null)), events(['contact updated', { contact: ann }]));
    expect(ids(state)).toEqual([]);
  });
});

describe('live events in the open detail', () => {
  const open = (viewer: Viewer | null) => {
    const state = reduce(loaded(viewer), contactSelected('ann'));
    return reduce(state, contactDetailLoaded(aDetail({ contact: ann, tickets: [aTicket({ id: 't1', contactId: 'ann', contactName: 'Ann' })] })));
  };

  it('update the contact and its name on its work', () => {
    const state = reduce(open(null), events(['contact updated', { contact: { ...ann, name: 'Ann Lee' } }]));
    expect(state.detail.data!.contact.name).toBe('Ann Lee');
    expect(state.detail.data!.tickets[0]!.contactName).toBe('Ann Lee');
  });

  it('add its new conversations and tickets, newest first, and let go of work moved elsewhere', () => {
    const conversation = aConversation({ id: 'v1', contact: { id: 'ann', name: 'Ann', avatarUrl: null } });
    const newer = aTicket({ id: 't2', contactId: 'ann', createdAt: '2031-01-01T00:00:00.000Z' });
    let state = reduce(open(null), events(['conversation updated', { conversation }], ['ticket updated', { ticket: newer }]));
    expect(state.detail.data!.conversations.map((c) => c.id)).toEqual(['v1']);
    expect(state.detail.data!.tickets.map((t) => t.id)).toEqual(['t2', 't1']);
    state = reduce(state, events(['ticket updated', { ticket: aTicket({ id: 't1', contactId: 'someone-else' }) }], ['ticket updated', { ticket: { ...newer, mergedIntoId: 't9' } }]));
    expect(state.detail.data!.tickets).toEqual([]);
  });

  it('hide from an Agent a ticket that went to another agent', () => {
    const state = reduce(open({ id: 'me', role: 'Agent' }), events(['ticket updated', { ticket: aTicket({ id: 't1', contactId: 'ann', assigneeId: 'other' }) }]));
    expect(state.detail.data!.tickets).toEqual([]);
    const admin = reduce(open({ id: 'me', role: 'Administrator' }), events(['ticket updated', { ticket: aTicket({ id: 't1', contactId: 'ann', assigneeId: 'other' }) }]));
    expect(admin.detail.data!.tickets).toHaveLength(1);
  });

  it('ignore a detail that answers after another contact was selected, and everything after logout', () => {
    let state = reduce(open(null), contactSelected('bob'));
    state = reduce(state, contactDetailLoaded(aDetail({ contact: ann })));
    expect(state.detail).toMatchObject({ id: 'bob', status: 'loading', data: null });
    expect(reduce(state, loggedOut())).toEqual(initialContactsState);
  });
});
