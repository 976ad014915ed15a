import { describe, expect, it } from 'vitest';
import { actionLabel, fieldChanges } from './auditRules';

describe('actionLabel', () => {
  it('reads the subject and what happened to it', () => {
    expect(actionLabel('workspace.time-zone-changed')).toBe('Workspace: time zone changed');
    expect(actionLabel('channel.secret-rotated')).toBe('Channel: secret rotated');
    expect(actionLabel('two-factor-requirement.changed')).toBe('Two factor requirement: changed');
    expect(actionLabel('odd')).toBe('Odd');
  });
});

describe('fieldChanges', () => {
  it('lists each field with its value before and after, nested settings by their path', () => {
    expect(fieldChanges({ name: 'Shop', settings: { url: 'https://a' } }, { name: 'Store', settings: { url: 'https://b' } })).toEqual([
      { field: 'name', before: 'Shop', after: 'Store' },
      { field: 'settings.url', before: 'https://a', after: 'https://b' },
    ]);
  });

  it('shows a missing side as a dash and booleans as on/off', () => {
    expect(fieldChanges(null, { name: 'New', enabled: true })).toEqual([
      { field: 'name', before: '—', after: 'New' },
      { field: 'enabled', before: '—', after: 'on' },
    ]);
    expect(fieldChanges({ twoFactorRequired: true }, { twoFactorRequired: false })).toEqual([{ field: 'twoFactorRequired', before: 'on', after: 'off' }]);
  });

  it('keeps lists and plain values readable', () => {
    expect(fieldChanges({ access: ['/home'] }, { access: ['/home', '/app/chat'] })).toEqual([{ field: 'access', before: '["/home"]', after: '["/home","/app/chat"]' }]);
    expect(fieldChanges('a', 'b')).toEqual([{ field: 'value', before: 'a', after: 'b' }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
