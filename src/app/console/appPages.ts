// The routes that render inside the app layout (spec §2). Any other console path is not part of the
// layout: it is one of the plain pages or the 'not found' page, and the access guard never runs.

import { channelLabel, channelSettingsTypes, webchatChannelType } from '../../domain/channels';

export type AppPage =
  | { kind: 'home' }
  | { kind: 'chat' }
  | { kind: 'contacts' }
  | { kind: 'tickets' }
  | { kind: 'webchatSettings' }
  | { kind: 'webhookSettings' }
  | { kind: 'members' }
  | { kind: 'placeholder'; title: string };

const WORKSPACE_SECTIONS: Record<string, string> = {
  '': 'Workspace',
  index: 'Workspace',
  'custom-message': 'Custom messages',
  department: 'Departments',
  'grant-access': 'Grant access',
  personalization: 'Personalization',
  skill: 'Skills',
  sla: 'SLA',
  'ticket-management': 'Ticket management',
  timework: 'Working hours',
};

const FIXED: Record<string, AppPage> = {
  '/home': { kind: 'home' },
  '/app/chat': { kind: 'chat' },
  '/app/ticket': { kind: 'tickets' },
  '/app/contact': { kind: 'contacts' },
  '/report/ticket': { kind: 'placeholder', title: 'Reports' },
  '/settings': { kind: 'placeholder', title: 'Settings' },
  '/settings/channel': { kind: 'placeholder', title: 'Channels' },
  '/settings/plans-billings': { kind: 'placeholder', title: 'Plans & Billings' },
};

/** The app-layout page at this path (relative to /v2), or null. */
export function matchAppPage(rawPath: string, product: string): AppPage | null {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const fixed = FIXED[path];
  if (fixed) return fixed;

  const workspace = /^\/settings\/workspace(?:\/([a-z-]+))?$/.exec(path);
  if (workspace) {
    if (workspace[1] === 'member') return { kind: 'members' };
    const title = WORKSPACE_SECTIONS[workspace[1] ?? ''];
    return title ? { kind: 'placeholder', title } : null;
  }

  if (path === `/settings/channel/${webchatChannelType(product)}`) return { kind: 'webchatSettings' };
  if (path === '/settings/channel/WEBHOOK') return { kind: 'webhookSettings' };
  const channel = /^\/settings\/channel\/([A-Za-z0-9_]+)$/.exec(path);
  if (channel && (channelSettingsTypes(product) as string[]).includes(channel[1]!)) {
    return { kind: 'placeholder', title: `${channelLabel(channel[1]!)} channel` };
  }
  return null;
}
