// The console's page registry: every page of the app layout, one line each (path, title, the access url
// it needs, its guide, its drawer entry, its lazy module). The drawer, the guards, the placeholder list
// and the product guide read it; the edge serves every path of CONSOLE_SECTIONS, which each path's type
// is checked against. A page without `load` says it is not available yet. Order matters: the first match
// wins and the drawer lists its entries in this order.

import { channelLabel, channelSettingsTypes, webchatChannelType } from '../../../domain/channels';
import type { ConsolePage } from '../../../features/shell/pageTypes';

const isChannelPage = ({ type }: Readonly<Record<string, string>>, product: string) =>
  (channelSettingsTypes(product) as string[]).includes(type ?? '');
const channelTitle = ({ type }: Readonly<Record<string, string>>) => `${channelLabel(type ?? '')} channel`;
const workspace = (path: string, title: string, guide?: string): ConsolePage => ({
  path: `/settings/workspace${path}`,
  title,
  access: '/settings/workspace',
  ...(guide ? { guide } : {}),
});

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: '/home', title: 'Home', access: '/home', guide: 'home', nav: { label: 'Home' }, load: () => import('../../../features/home/homePage') },
  { path: '/app/ticket', title: 'Tickets', access: '/app/ticket', guide: 'app/ticket', nav: { label: 'Tickets' }, load: () => import('../../../features/tickets/ticketsPage') },
  { path: '/app/chat', title: 'Chat', access: '/app/chat', guide: 'app/chat', nav: { label: 'Chat' }, load: () => import('../../../features/chat/chatPage') },
  { path: '/app/contact', title: 'Contacts', access: '/app/contact', guide: 'app/contact', nav: { label: 'Contact', activePrefix: null, inactive: true }, load: () => import('../../../features/contacts/contactsPage') },
  { path: '/report/ticket', title: 'Reports', access: '/report/ticket', guide: 'report/ticket', nav: { label: 'Reports' } },
  { ...workspace('/timework', 'Business hours', 'settings/workspace/timework'), nav: { label: 'Workspace', activePrefix: '/settings/workspace' }, load: () => import('../../../features/timework/timeworkPage') },
  { ...workspace('', 'Workspace'), load: () => import('../../../features/workspace-settings/workspaceSettingsPage') },
  { ...workspace('/index', 'Workspace'), load: () => import('../../../features/workspace-settings/workspaceSettingsPage') },
  { ...workspace('/custom-message', 'Custom messages', 'custom-message'), load: () => import('../../../features/custom-messages/customMessagesPage') },
  { ...workspace('/department', 'Departments', 'department'), load: () => import('../../../features/departments/departmentsPage') },
  { ...workspace('/grant-access', 'Grant access', 'grant-access'), load: () => import('../../../features/grant-access/grantAccessPage') },
  { ...workspace('/member', 'Members', 'member'), load: () => import('../../../features/workspace-members/membersPage') },
  { ...workspace('/personalization', 'Personalization', 'personalization'), load: () => import('../../../features/personalization/personalizationPage') },
  { ...workspace('/skill', 'Skills', 'skill'), load: () => import('../../../features/skills/skillsPage') },
  { ...workspace('/sla', 'SLA', 'sla'), load: () => import('../../../features/sla/slaPage') },
  { ...workspace('/ticket-management', 'Ticket management', 'ticket-management'), load: () => import('../../../features/ticket-management/ticketManagementPage') },
  { path: '/settings/channel', title: 'Channels', access: '/settings/channel' },
  // The generic channel settings page: one page for every type (web chat and webhook keep their extras).
  { path: '/settings/channel/:type', title: channelTitle, access: '/settings/channel', accepts: isChannelPage, nav: { label: 'Channel', target: (product) => `/settings/channel/${webchatChannelType(product)}`, activePrefix: '/settings/channel' }, load: () => import('../../../features/channel-settings/channelSettingsPage') },
  { path: '/settings/plans-billings', title: 'Plans & Billings', access: '/settings/plans-billings', guide: 'settings/plans-billings', nav: { label: 'Plans & Billings' } },
  // Spec §2 lists /settings; no access url opens it, so the access guard sends members home as before.
  { path: '/settings', title: 'Settings', access: null },
];
