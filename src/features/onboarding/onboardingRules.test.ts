import { describe, expect, it } from 'vitest';
import { onboardingDone } from '../../domain/onboardingProgress';
import { TIME_ZONE_MESSAGE } from '../../domain/timeZoneName';
import { gettingStartedSteps, validateTimeZone, validateWorkspaceName } from './onboardingRules';

describe('workspace name', () => {
  it("is required ('Required') and at most 100 characters", () => {
    expect(validateWorkspaceName('')).toBe('Required');
    expect(validateWorkspaceName('   ')).toBe('Required');
    expect(validateWorkspaceName(undefined)).toBe('Required');
    expect(validateWorkspaceName('a'.repeat(100))).toBeUndefined();
    expect(validateWorkspaceName(` ${'a'.repeat(100)} `)).toBeUndefined();
    expect(validateWorkspaceName('a'.repeat(101))).toBe('Max 100 characters');
  });
});

describe('time zone', () => {
  it("is required and must be a zone the api would keep, with the api's own message", () => {
    expect(validateTimeZone('')).toBe('Required');
    expect(validateTimeZone('Europe/Berlin')).toBeUndefined();
    expect(validateTimeZone('europe/berlin')).toBeUndefined();
    expect(validateTimeZone('Mars/Olympus')).toBe(TIME_ZONE_MESSAGE);
    expect(validateTimeZone('+05:00')).toBe(TIME_ZONE_MESSAGE);
  });
});

describe('getting started', () => {
  const progress = (channel: boolean, invitation: boolean) => ({ workspace: { name: 'Acme', timeZone: 'Europe/Berlin' }, channel, invitation });

  it('links the workspace, a channel of the runtime product code and a member, each done as the server says', () => {
    expect(gettingStartedSteps('ACME', progress(true, false)).map((s) => [s.title, s.target, s.done])).toEqual([
      ['Name your workspace', '/settings/workspace', true],
      ['Connect a channel', '/settings/channel/CHATACMEWEBCHAT', true],
      ['Invite a member', '/settings/workspace/member', false],
    ]);
    expect(gettingStartedSteps('ACME', progress(false, true))[0]!.description).toContain('Acme, its days counted in Europe/Berlin.');
  });

  it('is done once a channel is connected and someone invited', () => {
    expect(onboardingDone(progress(true, false))).toBe(false);
    expect(onboardingDone(progress(false, true))).toBe(false);
    expect(onboardingDone(progress(true, true))).toBe(true);
  });
});
