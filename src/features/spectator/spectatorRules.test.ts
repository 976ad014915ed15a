import { describe, expect, it } from 'vitest';
import { readTarget, spectatorAccess, validateUserId } from './spectatorRules';

const none = { spectator: false, serviceAccount: false };

describe('spectatorAccess (spec §5)', () => {
  it('lets in spectators and the service account', () => {
    expect(spectatorAccess({ ...none, spectator: true }, true)).toBe('allowed');
    expect(spectatorAccess({ ...none, serviceAccount: true }, false)).toBe('allowed');
  });

  it('refuses everyone else once the configuration for this session is known', () => {
    expect(spectatorAccess(none, true)).toBe('refused');
    expect(spectatorAccess(null, true)).toBe('refused');
  });

  it('neither lets in nor refuses before that', () => {
    expect(spectatorAccess(null, false)).toBe('checking');
    expect(spectatorAccess(none, false)).toBe('checking');
  });
});

describe('the target id', () => {
  it('must be a user id', () => {
    expect(validateUserId('')).toBe('Required');
    expect(validateUserId('42')).toBe('Invalid format');
    expect(validateUserId(' 0F8C6D1E-1111-4222-8333-944455556666 ')).toBeUndefined();
  });
});

describe('readTarget', () => {
  it('reads a found user with name, e-mail and workspaces', () => {
    expect(
      readTarget({ id: 'x', found: true, username: 'ana', email: 'a@x.test', workspaces: [{ id: 'w', name: 'W', role: 'Agent' }] }, 'x'),
    ).toEqual({ id: 'x', found: true, username: 'ana', email: 'a@x.test', workspaces: [{ id: 'w', name: 'W', role: 'Agent' }] });
  });

  it('reads a missing user as not found', () => {
    expect(readTarget({ id: 'x', found: false }, 'x')).toEqual({ id: 'x', found: false, username: undefined, email: undefined, workspaces: [] });
    expect(readTarget(null, 'y').found).toBe(false);
    expect(readTarget(null, 'y').id).toBe('y');
  });
});
