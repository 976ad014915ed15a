import { describe, expect, it } from 'vitest';
import { WORKSPACE_NAME_MAX, WORKSPACE_NAME_TOO_LONG, workspaceNameError } from './workspaceRules';

describe('workspaceNameError', () => {
  it('asks for a name of at most 100 characters, spaces around it not counted', () => {
    expect(WORKSPACE_NAME_MAX).toBe(100);
    expect(workspaceNameError('')).toBe('Required');
    expect(workspaceNameError('   ')).toBe('Required');
    expect(workspaceNameError(undefined)).toBe('Required');
    expect(workspaceNameError(` ${'a'.repeat(100)} `)).toBeUndefined();
    expect(workspaceNameError('a'.repeat(101))).toBe(WORKSPACE_NAME_TOO_LONG);
    expect(WORKSPACE_NAME_TOO_LONG).toBe('Max 100 characters');
  });
});
