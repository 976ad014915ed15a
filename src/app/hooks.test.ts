// The typed hooks' state types against the store they read: the shell's slices always, a page's slices
// optional outside its components and present inside, and every slice a page module injects declared.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuthState } from '../features/auth/authSlice';
import type { PageModule, PageStates } from '../features/shell/pageTypes';
import type { TicketListState } from '../features/tickets/ticketListSlice';
import type { AppState, PageState } from './hooks';

// Every name PageStates holds, once: adding a page's slices to PageStates without listing them here, or
// listing one it does not hold, does not compile.
const DECLARED: Record<keyof PageStates, true> = {
  accountRecovery: true,
  assignmentSettings: true,
  channelSettings: true,
  channelWebchat: true,
  chatDesk: true,
  contacts: true,
  conversationList: true,
  customMessagesPage: true,
  deleteWorkspace: true,
  departmentsPage: true,
  grantAccess: true,
  home: true,
  join: true,
  memberAdmin: true,
  onboarding: true,
  openConversation: true,
  personalization: true,
  presence: true,
  routingPanel: true,
  privacy: true,
  skillsPage: true,
  slaPage: true,
  spectator: true,
  ticketBulk: true,
  ticketDetail: true,
  ticketList: true,
  ticketManagement: true,
  timework: true,
  workspaceExport: true,
  workspaceMembers: true,
  workspaceSettings: true,
};

const FEATURES = path.resolve(__dirname, '../features');

async function pageModules(): Promise<PageModule[]> {
  const files = readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(path.join(FEATURES, dir.name)).filter((file) => /Page\.ts$/.test(file)).map((file) => path.join(FEATURES, dir.name, file)));
  const modules = await Promise.all(files.map((file) => import(file) as Promise<{ page: PageModule }>));
  return modules.map((module) => module.page);
}

describe('the typed hooks', () => {
  it('see the shell slices, a page slice as optional outside its page and present inside it', () => {
    expectTypeOf<AppState['auth']>().toEqualTypeOf<AuthState>();
    expectTypeOf<AppState['ticketList']>().toEqualTypeOf<TicketListState | undefined>();
    expectTypeOf<PageState['ticketList']>().toEqualTypeOf<TicketListState>();
  });

  it('know every slice a page module injects, and no other', async () => {
    const injected = new Set((await pageModules()).flatMap((page) => (page.slices ?? []).map((slice) => slice.name)));
    expect([...injected].sort()).toEqual(Object.keys(DECLARED).sort());
  });
});
