import { describe, expect, it } from 'vitest';
import type { Member } from '../../domain/inbox';
import { addableMembers, departmentMembers, memberCountLabel, moveTargets, removedNotice, workspaceDefaultLabel } from './departmentsRules';

const member = (id: string, name: string): Member => ({ id, name, email: `${id}@x.test`, role: 'Agent', status: 'available', avatarUrl: null });

describe('department page rules', () => {
  it('counts members and offers the others, by name', () => {
    expect(memberCountLabel(0)).toBe('0 members');
    expect(memberCountLabel(1)).toBe('1 member');
    const all = [member('u1', 'Zoe'), member('u2', 'Ana'), member('u3', 'Bo')];
    expect(addableMembers(all, ['u3']).map((m) => m.name)).toEqual(['Ana', 'Zoe']);
    expect(departmentMembers(all, ['u3', 'gone']).map((m) => m.name)).toEqual(['Bo', 'A member']);
  });

  it('moves a removed department’s work to any other, and says what moved', () => {
    expect(moveTargets([{ id: 'd1', name: 'A' }, { id: 'd2', name: 'B' }], 'd1')).toEqual([{ id: 'd2', name: 'B' }]);
    expect(removedNotice('Sales', 'Billing', 0)).toBe('Removed Sales.');
    expect(removedNotice('Sales', 'Billing', 1)).toBe('Removed Sales and moved its ticket and their conversations to Billing.');
    expect(removedNotice('Sales', 'Billing', 4)).toBe('Removed Sales and moved its 4 tickets and their conversations to Billing.');
  });

  it("names the workspace's default in a channel's first choice", () => {
    expect(workspaceDefaultLabel([])).toBe("The workspace's default");
    expect(workspaceDefaultLabel([{ id: 'd1', name: 'Billing', memberIds: [], isDefault: true }])).toBe("The workspace's default (Billing)");
  });
});
