import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ErrorView } from '../../components/ErrorView';
import { StatusScreen } from '../../components/StatusScreen';
import { errorPageFor } from '../../features/errors/errorRules';
import { PageLoading } from '../../features/progress/components/PageLoading';
import { consoleActivity } from '../../features/progress/activity';
import { AppGuards } from '../../features/shell/components/AppGuards';
import { AppLayout } from '../../features/shell/components/AppLayout';
import { PlainLayout } from '../../features/shell/components/PlainLayout';
import type { AppPage } from './appPages';
import { lazyPage } from '../lazyPage';

// Pages load on demand so the console's first load stays small as they grow.
const HomePage = lazyPage(() => import('../../features/home/components/HomePage').then((m) => m.HomePage));
const ChatPage = lazyPage(() => import('../../features/chat/components/ChatPage').then((m) => m.ChatPage));
const ContactsPage = lazyPage(() => import('../../features/contacts/components/ContactsPage').then((m) => m.ContactsPage));
const TicketsPage = lazyPage(() => import('../../features/tickets/components/TicketsPage').then((m) => m.TicketsPage));
const WebchatSettingsPage = lazyPage(() =>
  import('../../features/channel-webchat/components/WebchatSettingsPage').then((m) => m.WebchatSettingsPage),
);
const WebhookSettingsPage = lazyPage(() =>
  import('../../features/channel-webhook/components/WebhookSettingsPage').then((m) => m.WebhookSettingsPage),
);
const MembersPage = lazyPage(() => import('../../features/workspace-members/components/MembersPage').then((m) => m.MembersPage));
const TwoFactorSetupPage = lazyPage(() =>
  import('../../features/two-factor/components/TwoFactorSetupPage').then((m) => m.TwoFactorSetupPage),
);
const PlaceholderPage = lazyPage(() => import('../../components/PlaceholderPage').then((m) => m.PlaceholderPage));

/** The app layout (spec §2): its guards in order, then the drawer, the profile menu, the dialogs and the page. */
export function AppShell({ page, product }: { page: AppPage; product: string }) {
  const [path] = useLocation();
  return (
    <AppGuards
      blocked={
        <AppLayout product={product}>
          <StatusScreen text="The console is open in another tab." />
        </AppLayout>
      }
      twoFactorSetup={
        <PlainLayout>
          <Suspense fallback={<StatusScreen text="Loading…" />}>
            <TwoFactorSetupPage />
          </Suspense>
        </PlainLayout>
      }
    >
      <AppLayout product={product}>
        {/* Keyed by path: a page that failed does not keep the next page from rendering. */}
        <ErrorBoundary key={path} fallback={<ErrorView {...errorPageFor(500)} standalone={false} />}>
          <Suspense fallback={<PageLoading activity={consoleActivity} />}>
            {page.kind === 'home' ? (
              <HomePage product={product} />
            ) : page.kind === 'chat' ? (
              <ChatPage />
            ) : page.kind === 'contacts' ? (
              <ContactsPage />
            ) : page.kind === 'tickets' ? (
              <TicketsPage />
            ) : page.kind === 'webchatSettings' ? (
              <WebchatSettingsPage product={product} />
            ) : page.kind === 'webhookSettings' ? (
              <WebhookSettingsPage />
            ) : page.kind === 'members' ? (
              <MembersPage />
            ) : (
              <PlaceholderPage title={page.title} />
            )}
          </Suspense>
        </ErrorBoundary>
      </AppLayout>
    </AppGuards>
  );
}
