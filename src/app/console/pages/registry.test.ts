import { describe, expect, it } from 'vitest';
import { ACCESS_URLS } from '../../../domain/access';
import { channelSettingsTypes } from '../../../domain/channels';
import { isConsolePath } from '../../../domain/consoleSections';
import { GUIDE_ROUTES } from '../../../features/guide/guideRules';
import { matchPage, pageTitle } from '../../../features/shell/pageRules';
import { CONSOLE_PAGES } from './registry';

const match = (path: string, product = 'OMNI') => matchPage(CONSOLE_PAGES, path, product);
const titleAt = (path: string, product = 'OMNI') => {
  const found = match(path, product);
  return found ? pageTitle(found) : null;
};

// Spec §2's route list: the pages of the app layout.
const WORKSPACE_CHILDREN = ['index', 'custom-message', 'department', 'grant-access', 'member', 'personalization', 'skill', 'sla', 'ticket-management', 'timework'];
const SPEC_APP_ROUTES = [
  '/app/chat',
  '/app/contact',
  '/app/ticket',
  '/home',
  '/report/ticket',
  '/settings',
  '/settings/channel',
  '/settings/plans-billings',
  ...WORKSPACE_CHILDREN.map((child) => `/settings/workspace/${child}`),
  ...channelSettingsTypes('OMNI').map((type) => `/settings/channel/${type}`),
];

describe('the page registry', () => {
  it('resolves every route of spec §2 that the app layout shows, inside the sections the edge serves', () => {
    for (const path of SPEC_APP_ROUTES) {
      expect(match(path), path).not.toBeNull();
      expect(isConsolePath(path), path).toBe(true);
    }
    for (const page of CONSOLE_PAGES) expect(isConsolePath(page.path), page.path).toBe(true);
  });

  it('finds the built pages with their modules, a trailing slash ignored', () => {
    for (const path of ['/home', '/app/chat', '/app/chat/', '/app/ticket', '/app/contact', '/settings/workspace/member']) {
      expect(match(path)?.page.load, path).toBeTypeOf('function');
    }
  });

  it("routes the web chat's settings for this deployment's product code, and every channel type of spec §2", () => {
    expect(match('/settings/channel/CHATACMEWEBCHAT/', 'ACME')?.params).toEqual({ type: 'CHATACMEWEBCHAT' });
    expect(match('/settings/channel/CHATOMNIWEBCHAT', 'ACME')).toBeNull();
    expect(titleAt('/settings/channel/WEBHOOK')).toBe('Webhook channel');
    expect(titleAt('/settings/channel/TELEGRAM')).toBe('Telegram channel');
  });

  it('names the pages still to come, which have no module (the placeholder list)', () => {
    expect(titleAt('/report/ticket')).toBe('Reports');
    expect(titleAt('/settings/workspace/sla')).toBe('SLA');
    expect(titleAt('/settings/channel/LINE')).toBe('Line channel');
    expect(match('/settings/plans-billings')?.page.load).toBeUndefined();
  });

  it('knows nothing else', () => {
    for (const path of ['/app', '/app/chatter', '/settings/workspace/nope', '/settings/channel/CHATACMEWEBCHAT', '/settings/channel/a/b', '/x', '/overview']) {
      expect(match(path), path).toBeNull();
    }
  });

  it('declares for every page the access url its guard reads: one of spec §5, or none for /settings', () => {
    for (const page of CONSOLE_PAGES) {
      if (page.path === '/settings') expect(page.access).toBeNull();
      else expect(ACCESS_URLS, page.path).toContain(page.access);
    }
    expect(match('/settings/channel/LINE')?.page.access).toBe('/settings/channel');
    expect(match('/settings/workspace/timework')?.page.access).toBe('/settings/workspace');
    expect(match('/app/contact')?.page.access).toBe('/app/contact');
  });

  it("declares each page's guide as the guide's own table has it (spec §2 'Product guide')", () => {
    const guided = CONSOLE_PAGES.filter((page) => page.guide);
    expect(guided.map((page) => page.guide).sort()).toEqual(GUIDE_ROUTES.map((route) => route.key).sort());
    for (const page of guided) expect(GUIDE_ROUTES.find((route) => route.key === page.guide)?.path, page.guide).toBe(page.path);
  });

  // The guide shown on entering a path is the one its page declares (moved here from guideKeyForPath).
  it.each([
    ['/home', 'home'],
    ['/home/', 'home'],
    ['/app/ticket', 'app/ticket'],
    ['/app/chat', 'app/chat'],
    ['/app/contact', 'app/contact'],
    ['/report/ticket', 'report/ticket'],
    ['/settings/workspace/timework', 'settings/workspace/timework'],
    ['/settings/workspace/skill', 'skill'],
    ['/settings/workspace/member', 'member'],
    ['/settings/workspace/grant-access', 'grant-access'],
    ['/settings/plans-billings', 'settings/plans-billings'],
    ['/settings/workspace/sla', 'sla'],
  ])('%s declares the guide %s', (path, key) => {
    expect(match(path)?.page.guide).toBe(key);
  });

  it.each(['/', '/settings/workspace', '/settings/channel/LINE', '/app/chatter', '/overview', '/homepage'])('%s has no guide', (path) => {
    expect(match(path)?.page.guide ?? null).toBeNull();
  });
});
