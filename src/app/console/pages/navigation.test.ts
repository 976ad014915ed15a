import { describe, expect, it } from 'vitest';
import { ADMINISTRATOR_ACCESS, AGENT_DEFAULT_ACCESS } from '../../../domain/access';
import { isActive, navItems as navItemsOf, visibleNavItems as visibleOf } from '../../../features/shell/shellRules';
import { CONSOLE_PAGES } from './registry';

// The drawer's entries are the registry's pages that declare one (spec §2 "Left navigation").
const navItems = (product: string) => navItemsOf(CONSOLE_PAGES, product);
const visibleNavItems = (product: string, access: { url: string }[]) => visibleOf(CONSOLE_PAGES, product, access);

const toEntries = (urls: readonly string[]) => urls.map((url) => ({ url }));
describe('navigation', () => {
  it('lists the entries of spec §2 in order, with the web chat channel page', () => {
    const items = navItems('OMNI');
    expect(items.map((i) => i.label)).toEqual([
      'Home',
      'Tickets',
      'Chat',
      'Contact',
      'Reports',
      'Workspace',
      'Channel',
      'Plans & Billings',
    ]);
    expect(items.find((i) => i.label === 'Channel')?.target).toBe('/settings/channel/CHATOMNIWEBCHAT');
  });

  it('shows an administrator every entry', () => {
    expect(visibleNavItems('OMNI', toEntries(ADMINISTRATOR_ACCESS))).toHaveLength(8);
  });

  it("shows an agent only the entries of the agent's access list", () => {
    const labels = visibleNavItems('OMNI', toEntries(AGENT_DEFAULT_ACCESS)).map((i) => i.label);
    expect(labels).toEqual(['Home', 'Tickets', 'Chat', 'Contact', 'Reports']);
  });

  it('marks Workspace active anywhere under /settings/workspace, and Contact never', () => {
    const items = navItems('OMNI');
    const byLabel = (label: string) => items.find((i) => i.label === label)!;
    expect(isActive(byLabel('Workspace'), '/settings/workspace/member')).toBe(true);
    expect(isActive(byLabel('Channel'), '/settings/channel/LINE')).toBe(true);
    expect(isActive(byLabel('Chat'), '/app/chatter')).toBe(false);
    expect(isActive(byLabel('Contact'), '/app/contact')).toBe(false);
  });

  it('targets the spec pages and marks Channel active anywhere under /settings/channel', () => {
    const items = navItems('ACME');
    expect(items.map((i) => i.target)).toEqual([
      '/home',
      '/app/ticket',
      '/app/chat',
      '/app/contact',
      '/report/ticket',
      '/settings/workspace/timework',
      '/settings/channel/CHATACMEWEBCHAT',
      '/settings/plans-billings',
    ]);
    const channel = items.find((i) => i.label === 'Channel')!;
    expect(isActive(channel, '/settings/channel')).toBe(true);
    expect(isActive(channel, '/settings/channel/CHATACMEWEBCHAT')).toBe(true);
    expect(isActive(channel, '/settings/channelx')).toBe(false);
    const workspace = items.find((i) => i.label === 'Workspace')!;
    expect(isActive(workspace, '/settings/workspace/sla')).toBe(true);
    expect(isActive(workspace, '/settings/plans-billings')).toBe(false);
  });

  it('flags Contact, and only Contact, inactive', () => {
    expect(navItems('OMNI').filter((i) => i.inactive).map((i) => i.label)).toEqual(['Contact']);
  });

  it('shows an entry only when the access list has a matching url', () => {
    expect(visibleNavItems('OMNI', toEntries(['/settings/workspace'])).map((i) => i.label)).toEqual(['Workspace']);
    expect(visibleNavItems('OMNI', [])).toEqual([]);
  });
});
