import { describe, expect, it } from 'vitest';
import { readStatus, settleAssignee, settleStatus } from './assignmentRules';
import { planEdit, TOO_MANY_TAGS } from './ticketEditRules';

const NOW = new Date('2030-01-01T10:00:00Z');
const ticket = (status: string, assigneeId: string | null, tags: string[] = []) => ({ status, assigneeId, priority: 'medium', tags });

describe('assignmentRules', () => {
  it('moves a ticket given to someone out of Unassigned; other statuses stay', () => {
    expect(settleAssignee(ticket('unassigned', null), 'a')).toEqual({ status: 'new', assigneeId: 'a' });
    for (const status of ['new', 'unsolved', 'hold', 'solved']) expect(settleAssignee(ticket(status, 'b'), 'a')).toEqual({ status, assigneeId: 'a' });
  });

  it('returns a ticket given back to the Unassigned queue, a solved one stays solved', () => {
    for (const status of ['new', 'unsolved', 'hold']) expect(settleAssignee(ticket(status, 'a'), null)).toEqual({ status: 'unassigned', assigneeId: null });
    expect(settleAssignee(ticket('solved', 'a'), null)).toEqual({ status: 'solved', assigneeId: null });
  });

  it('lets the status Unassigned take the assignee away; any other status keeps it', () => {
    expect(settleStatus(ticket('hold', 'a'), 'unassigned')).toEqual({ status: 'unassigned', assigneeId: null });
    for (const status of ['new', 'unsolved', 'hold', 'solved'] as const) expect(settleStatus(ticket('unassigned', null), status)).toEqual({ status, assigneeId: null });
    expect(settleStatus(ticket('new', 'a'), 'solved')).toEqual({ status: 'solved', assigneeId: 'a' });
  });

  it('reads a row stored Unassigned with an assignee as New', () => {
    expect(readStatus(ticket('unassigned', 'a'))).toBe('new');
    expect(readStatus(ticket('unassigned', null))).toBe('unassigned');
    expect(readStatus(ticket('hold', 'a'))).toBe('hold');
  });
});

describe('planEdit', () => {
  it('records the assignee and the status it settles, in that order', () => {
    expect(planEdit(ticket('unassigned', null), { kind: 'assign', assigneeId: 'a' }, NOW)).toEqual({
      set: { status: 'new', assigneeId: 'a' },
      history: [
        { field: 'assignee', old: null, new: 'a' },
        { field: 'status', old: 'unassigned', new: 'new' },
      ],
      assigneeChanged: true,
    });
  });

  it('sets the omni status and the solved time with a status, and clears the assignee for Unassigned', () => {
    expect(planEdit(ticket('new', 'a'), { kind: 'status', status: 'solved' }, NOW)).toMatchObject({
      set: { status: 'solved', statusOmni: 'solved', solvedAt: NOW, assigneeId: 'a' },
      assigneeChanged: false,
    });
    expect(planEdit(ticket('hold', 'a'), { kind: 'status', status: 'unassigned' }, NOW)).toMatchObject({
      set: { status: 'unassigned', assigneeId: null, statusOmni: 'unassigned', solvedAt: null },
      history: [
        { field: 'assignee', old: 'a', new: null },
        { field: 'status', old: 'hold', new: 'unassigned' },
      ],
      assigneeChanged: true,
    });
  });

  it('plans nothing for what is already so, the stored-before-the-rule row included', () => {
    expect(planEdit(ticket('hold', 'a'), { kind: 'status', status: 'hold' }, NOW)).toMatchObject({ history: [] });
    expect(planEdit(ticket('unassigned', 'a'), { kind: 'status', status: 'new' }, NOW)).toMatchObject({ history: [] });
    expect(planEdit(ticket('new', 'a'), { kind: 'assign', assigneeId: 'a' }, NOW)).toMatchObject({ history: [], assigneeChanged: false });
    expect(planEdit(ticket('new', null, ['VIP']), { kind: 'addTag', tag: 'vip' }, NOW)).toMatchObject({ history: [] });
    expect(planEdit(ticket('new', null, ['vip']), { kind: 'removeTag', tag: 'late' }, NOW)).toMatchObject({ history: [] });
  });

  it('adds and removes one tag (any case), refusing a 21st', () => {
    expect(planEdit(ticket('new', null, ['vip']), { kind: 'addTag', tag: ' late ' }, NOW)).toMatchObject({
      set: { tags: ['vip', 'late'] },
      history: [{ field: 'tags', old: '["vip"]', new: '["vip","late"]' }],
    });
    expect(planEdit(ticket('new', null, ['VIP', 'late']), { kind: 'removeTag', tag: 'vip' }, NOW)).toMatchObject({ set: { tags: ['late'] } });
    const full = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(planEdit(ticket('new', null, full), { kind: 'addTag', tag: 'one more' }, NOW)).toEqual({ refused: TOO_MANY_TAGS });
  });
});
