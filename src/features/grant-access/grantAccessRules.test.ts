import { describe, expect, it } from 'vitest';
import { ACCESS_PRESETS, type MemberAccess } from '../../domain/accessPresets';
import { listOfChoice, lockedFor, rowOf, toggled } from './grantAccessRules';

const BO: MemberAccess = { id: 'u2', name: 'Bo', email: 'bo@x.test', role: 'Agent', access: ['/home', '/app/chat'], deactivated: false };

describe('grant-access rules', () => {
  it('toggles a url into the stored order and keeps /home', () => {
    expect(toggled(['/home', '/app/chat'], '/app/ticket', true)).toEqual(['/home', '/app/ticket', '/app/chat']);
    expect(toggled(['/home', '/app/chat'], '/app/chat', false)).toEqual(['/home']);
    expect(toggled(['/app/chat'], '/home', false)).toEqual(['/home', '/app/chat']);
  });

  it('locks Home for everyone and Workspace settings for an Administrator', () => {
    expect(lockedFor({ role: 'Agent' }, '/home')).toBe(true);
    expect(lockedFor({ role: 'Agent' }, '/settings/workspace')).toBe(false);
    expect(lockedFor({ role: 'Administrator' }, '/settings/workspace')).toBe(true);
    expect(lockedFor({ role: 'Administrator' }, '/app/chat')).toBe(false);
  });

  it('gives a preset or the role default', () => {
    expect(listOfChoice(BO, 'agent-inbox', ACCESS_PRESETS)).toEqual(['/home', '/app/ticket', '/app/chat', '/app/contact']);
    expect(listOfChoice({ role: 'Administrator' }, 'agent-inbox', ACCESS_PRESETS)).toContain('/settings/workspace');
    expect(listOfChoice(BO, 'role-default', ACCESS_PRESETS)).toEqual(['/home', '/app/ticket', '/app/chat', '/app/contact', '/report/ticket']);
  });

  it('tells a row whether it changed and what would refuse it', () => {
    expect(rowOf(BO, undefined)).toEqual({ list: BO.access, dirty: false, error: null });
    expect(rowOf(BO, ['/app/chat', '/home'])).toMatchObject({ dirty: false });
    expect(rowOf(BO, ['/home'])).toMatchObject({ dirty: true, error: null });
    expect(rowOf({ ...BO, role: 'Administrator' }, ['/home']).error).toMatch(/Administrator always keeps/);
  });
});
