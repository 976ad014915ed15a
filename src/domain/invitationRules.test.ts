import { describe, expect, it } from 'vitest';
import { defaultAccessFor } from './accessPresets';
import { INVITATION_MESSAGES, invitationErrors, readInvitation, slotsOf } from './invitationRules';

const ID = '0b9c7c1e-1c3a-4c55-9a47-2a7c1a0b9c11';

describe('invitation rules', () => {
  it('names every wrong field with the message the form shows', () => {
    expect(invitationErrors({ email: '', role: 'Owner', access: [], departmentIds: ['x'] })).toEqual({
      email: INVITATION_MESSAGES.emailRequired,
      role: INVITATION_MESSAGES.role,
      access: INVITATION_MESSAGES.accessEmpty,
      departmentIds: INVITATION_MESSAGES.department,
    });
    expect(invitationErrors({ email: 'a@b', role: 'Agent', access: ['/home', '/x'] })).toEqual({
      email: INVITATION_MESSAGES.emailInvalid,
      access: 'Unknown page: /x.',
    });
    expect(invitationErrors({ email: 'a@b.test', role: 'Agent', access: defaultAccessFor('Agent'), departmentIds: [ID] })).toEqual({});
  });

  it('keeps the e-mail in lower case and each page and department once', () => {
    expect(readInvitation({ email: ' Ana@B.Test ', role: 'Agent', access: ['/home', '/home'], departmentIds: [ID.toUpperCase(), ID] })).toEqual({
      email: 'ana@b.test',
      role: 'Agent',
      access: ['/home'],
      departmentIds: [ID],
    });
  });

  it('gives the agent slots in join order and limits whoever is beyond them', () => {
    expect(slotsOf(['a', 'b', 'c'], 2)).toEqual({ slots: { total: 2, used: 2, left: 0 }, limited: new Set(['c']) });
    expect(slotsOf(['a'], 3)).toEqual({ slots: { total: 3, used: 1, left: 2 }, limited: new Set() });
    expect(slotsOf(['a', 'b'], null)).toEqual({ slots: { total: null, used: 2, left: null }, limited: new Set() });
  });
});
