import { describe, expect, it } from 'vitest';
import type { TicketHistoryEntry } from '../../domain/inbox';
import { historyActor, historyText, historyValue } from './ticketHistoryRules';

const names = {
  member: (id: string) => ({ u1: 'Ana', u2: 'Bo' })[id] ?? null,
  department: (id: string) => ({ d1: 'Sales', d2: 'Support' })[id] ?? null,
};

const entry = (field: string, old: string | null, now: string | null, actor: Partial<TicketHistoryEntry> = { actorName: 'Ana' }): TicketHistoryEntry => ({
  id: 'h',
  actorId: null,
  actorName: null,
  field,
  old,
  new: now,
  at: '2025-03-01T00:00:00.000Z',
  ...actor,
});

describe('history lines', () => {
  it.each([
    [entry('status', null, 'unassigned'), 'Ana created the ticket as Unassigned'],
    [entry('status', 'new', 'solved'), 'Ana changed the status from New to Solved'],
    [entry('status', 'unsolved', 'archived'), 'Ana changed the status from Open to archived'],
    [entry('priority', 'low', 'urgent'), 'Ana changed the priority from Low Priority to Urgent Priority'],
    [entry('assigneeId', null, 'u2'), 'Ana assigned the ticket to Bo'],
    [entry('assigneeId', 'u1', 'u2'), 'Ana reassigned the ticket from Ana to Bo'],
    [entry('assigneeId', 'u2', null), 'Ana unassigned the ticket from Bo'],
    [entry('assignee', 'gone', ''), 'Ana unassigned the ticket from another agent'],
    [entry('departmentId', null, 'd1'), 'Ana set the department to Sales'],
    [entry('departmentId', 'd1', 'd2'), 'Ana changed the department from Sales to Support'],
    [entry('departmentId', 'd9', null), 'Ana cleared the department (was a removed department)'],
    [entry('tags', '[]', '["vip","refund"]'), 'Ana changed the tags from none to vip, refund'],
    [entry('tags', '{vip}', '{vip,"late reply"}'), 'Ana changed the tags from vip to vip, late reply'],
    [entry('tags', 'vip', null), 'Ana cleared the tags (was vip)'],
    [entry('note', null, 'Called the customer back'), 'Ana added a note: “Called the customer back”'],
    [entry('note', null, null), 'Ana added a note'],
    [entry('merged', null, '#12'), 'Ana merged this ticket into #12'],
    [entry('mergedFrom', null, '#7'), 'Ana merged #7 into this ticket'],
    [entry('merged', null, null), 'Ana merged this ticket into another ticket'],
    [entry('statusOmni', null, 'waiting'), 'Ana set the omni status to waiting'],
    [entry('colour', 'red', 'blue'), 'Ana changed the colour from red to blue'],
  ])('%j reads %j', (line, text) => expect(historyText(line, names)).toBe(text));

  it('names who acted: the line, the directory, someone, or the system', () => {
    expect(historyActor(entry('x', null, null, { actorName: 'Cy', actorId: 'u1' }), names)).toBe('Cy');
    expect(historyActor(entry('x', null, null, { actorId: 'u2' }), names)).toBe('Bo');
    expect(historyActor(entry('x', null, null, { actorId: 'u9' }), names)).toBe('Someone');
    expect(historyActor(entry('x', null, null, {}), names)).toBe('System');
  });

  it('shows values by field', () => {
    expect(historyValue('status', 'hold', names)).toBe('Hold');
    expect(historyValue('assignee', 'u1', names)).toBe('Ana');
    expect(historyValue('subject', 'Hi', names)).toBe('Hi');
    expect(historyValue('tags', '', names)).toBe('none');
  });
});
