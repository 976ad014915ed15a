import { describe, expect, it } from 'vitest';
import { ACCESS_URLS } from './access';
import {
  ACCESS_FIELD_MESSAGES,
  ACCESS_LABELS,
  ACCESS_PRESETS,
  accessListError,
  defaultAccessFor,
  normalizeAccess,
  presetFor,
  sameAccess,
} from './accessPresets';

describe('access presets and defaults', () => {
  it('labels every access url', () => {
    expect(Object.keys(ACCESS_LABELS).sort()).toEqual([...ACCESS_URLS].sort());
  });

  it('gives an Administrator everything and an Agent the inbox and reports', () => {
    expect(defaultAccessFor('Administrator')).toEqual([...ACCESS_URLS]);
    expect(defaultAccessFor('Agent')).toEqual(['/home', '/app/ticket', '/app/chat', '/app/contact', '/report/ticket']);
  });

  it('offers the three presets, each a list of known urls with /home', () => {
    expect(ACCESS_PRESETS.map((p) => p.label)).toEqual(['Agent: inbox only', 'Supervisor: inbox and reports', 'Everything']);
    for (const preset of ACCESS_PRESETS) {
      expect(accessListError('Agent', preset.access)).toBeNull();
      expect(preset.access).toContain('/home');
    }
  });

  it('keeps Workspace settings in a preset given to an Administrator', () => {
    const inbox = ACCESS_PRESETS[0]!;
    expect(presetFor('Agent', inbox)).toEqual(['/home', '/app/ticket', '/app/chat', '/app/contact']);
    expect(presetFor('Administrator', inbox)).toEqual(['/home', '/app/ticket', '/app/chat', '/app/contact', '/settings/workspace']);
  });
});

describe('normalizeAccess', () => {
  it('orders as the drawer, drops repeats and unknown urls, always keeps /home', () => {
    expect(normalizeAccess(['/settings/channel', '/app/chat', '/app/chat', '/nope'])).toEqual(['/home', '/app/chat', '/settings/channel']);
    expect(normalizeAccess([])).toEqual(['/home']);
  });
});

describe('accessListError', () => {
  it('names the unknown urls', () => {
    expect(accessListError('Agent', ['/home', '/admin', '/x'])).toBe(ACCESS_FIELD_MESSAGES.unknown(['/admin', '/x']));
    expect(ACCESS_FIELD_MESSAGES.unknown(['/admin'])).toBe('Unknown access url: /admin');
  });

  it('refuses an Administrator without Workspace settings, not an Agent', () => {
    expect(accessListError('Administrator', ['/home', '/app/chat'])).toBe(ACCESS_FIELD_MESSAGES.administrator);
    expect(accessListError('Administrator', ['/home', '/settings/workspace'])).toBeNull();
    expect(accessListError('Agent', ['/home', '/app/chat'])).toBeNull();
  });
});

describe('sameAccess', () => {
  it('compares as sets', () => {
    expect(sameAccess(['/home', '/app/chat'], ['/app/chat', '/home'])).toBe(true);
    expect(sameAccess(['/home'], ['/home', '/app/chat'])).toBe(false);
  });
});
