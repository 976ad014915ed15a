import { describe, expect, it } from 'vitest';
import { conversation } from '../conversations/testing/fixtures';
import { decideNotification } from '../notifications/notificationRules';
import { realtimeEvent } from '../realtime/testing/fakeSocket';
import { transferChoices } from './transferRules';

const targets = {
  members: [
    { id: 'u1', name: 'Ana', status: 'available' },
    { id: 'u2', name: 'Bo', status: 'aux' },
    { id: 'u3', name: 'Cy', status: 'available' },
    { id: 'u4', name: 'Di', status: 'busy' },
  ],
  departments: [{ id: 'd1', name: 'Sales' }],
};

describe('transferChoices', () => {
  it('offers the teammates who may take it, with their status, but not oneself or its holder, then the departments', () => {
    expect(transferChoices(targets, { meId: 'u1', assigneeId: 'u3' })).toEqual({
      members: [
        { value: 'member:u2', label: 'Bo (Aux)' },
        { value: 'member:u4', label: 'Di' },
      ],
      departments: [{ value: 'department:d1', label: 'Sales' }],
    });
  });
  it('offers nothing before the targets are read', () => {
    expect(transferChoices(null, { meId: 'u1', assigneeId: null })).toEqual({ members: [], departments: [] });
  });
});

describe("the receiver's desktop notification", () => {
  const transferEvent = (to: { kind: 'member' | 'department'; id: string; name: string }, note: string, sendTo: string[]) =>
    realtimeEvent(1, {
      type: 'conversation transferred',
      sendTo,
      createdAt: '2030-01-01T00:00:00.000Z',
      payload: {
        conversation: conversation('c1', { channelType: 'WEBHOOK', contact: { id: 'k1', name: 'Rosa Diaz', avatarUrl: null } }),
        from: { id: 'u1', name: 'Ana' },
        to,
        note,
        timelineNote: { id: 'n1', authorId: 'u1', authorName: 'Ana', text: 'Transferred', createdAt: '2030-01-01T00:00:00.000Z' },
      },
    });
  const ctx = (userId: string) => ({ userId, permission: 'granted' as const, now: 10_000, lastShownAt: null });

  it('tells the teammate it went to, with the note as its body', () => {
    expect(decideNotification({ kind: 'ticket', event: transferEvent({ kind: 'member', id: 'u2', name: 'Bo' }, 'invoice 42', ['u2']) }, ctx('u2'))).toEqual({
      kind: 'send',
      title: 'Ana transferred the conversation with Rosa Diaz to you',
      body: 'invoice 42',
    });
  });

  it("names the department to its members, with the channel when there is no note, and is never the sender's own", () => {
    const toSales = transferEvent({ kind: 'department', id: 'd1', name: 'Sales' }, '', ['u1', 'u3']);
    expect(decideNotification({ kind: 'ticket', event: toSales }, ctx('u3'))).toEqual({ kind: 'send', title: 'Ana transferred the conversation with Rosa Diaz to Sales', body: 'Webhook' });
    expect(decideNotification({ kind: 'ticket', event: toSales }, ctx('u1'))).toEqual({ kind: 'skip', reason: 'own action' });
    expect(decideNotification({ kind: 'ticket', event: toSales }, ctx('u9'))).toEqual({ kind: 'skip', reason: 'not a recipient' });
  });
});
