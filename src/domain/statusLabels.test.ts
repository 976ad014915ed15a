import { describe, expect, it } from 'vitest';
import { conversationStatusLabel, priorityLabel, shownStatus, statusLabel, ticketStatusLabel } from './statusLabels';

describe('status and priority labels (spec §3)', () => {
  it.each([
    ['unassigned', 'Unassigned'],
    ['new', 'New'],
    ['unsolved', 'Open'],
    ['hold', 'Hold'],
    ['solved', 'Solved'],
    ['escalated', 'escalated'],
    ['', ''],
    ['constructor', 'constructor'],
  ])('status %j is shown as %j', (value, label) => expect(statusLabel(value)).toBe(label));

  it.each([
    ['low', 'Low Priority'],
    ['medium', 'Medium Priority'],
    ['high', 'High Priority'],
    ['urgent', 'Urgent Priority'],
    ['critical', 'critical'],
  ])('priority %j is shown as %j', (value, label) => expect(priorityLabel(value)).toBe(label));
});

describe('unsolved is shown as new when the omni status is empty (spec §4)', () => {
  it.each([
    ['unsolved', null, 'new'],
    ['unsolved', '', 'new'],
    ['unsolved', '  ', 'new'],
    ['unsolved', undefined, 'new'],
    ['unsolved', 'waiting', 'unsolved'],
    ['hold', null, 'hold'],
    ['new', 'x', 'new'],
    ['solved', null, 'solved'],
  ])('%j with omni status %j is shown as %j', (status, omni, shown) => expect(shownStatus(status, omni)).toBe(shown));

  it('labels a ticket by its shown status', () => {
    expect(ticketStatusLabel({ status: 'unsolved', statusOmni: null })).toBe('New');
    expect(ticketStatusLabel({ status: 'unsolved', statusOmni: 'open' })).toBe('Open');
    expect(ticketStatusLabel({ status: 'other', statusOmni: null })).toBe('other');
  });
});

describe('conversation statuses', () => {
  it.each([
    ['open', 'Open'],
    ['resolved', 'Resolved'],
    ['pending', 'pending'],
  ])('%j is shown as %j', (value, label) => expect(conversationStatusLabel(value)).toBe(label));
});
