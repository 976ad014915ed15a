import { Suspense } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ErrorView } from '../../components/ErrorView';
import { StatusScreen } from '../../components/StatusScreen';
import { errorPageFor } from '../../features/errors/errorRules';
import { AccessGuard } from '../../features/shell/components/AccessGuard';
import { AppLayout } from '../../features/shell/components/AppLayout';
import type { AppPage } from './appPages';
import { PRODUCT_CODE } from './consoleConfig';
import { lazyPage } from '../lazyPage';

// Pages load on demand so the console's first load stays small as they grow.
const HomePage = lazyPage(() => import('../../features/home/components/HomePage').then((m) => m.HomePage));
const ChatPage = lazyPage(() => import('../../features/chat/components/ChatPage').then((m) => m.ChatPage));
const PlaceholderPage = lazyPage(() => import('../../components/PlaceholderPage').then((m) => m.PlaceholderPage));

export function AppShell({ page }: { page: AppPage }) {
  return (
    <AppLayout product={PRODUCT_CODE}>
      <AccessGuard>
        <ErrorBoundary fallback={<ErrorView {...errorPageFor(500)} standalone={false} />}>
          <Suspense fallback={<StatusScreen text="Loading…" />}>
            {page.kind === 'home' ? (
              <HomePage product={PRODUCT_CODE} />
            ) : page.kind === 'chat' ? (
              <ChatPage />
            ) : (
              <PlaceholderPage title={page.title} />
            )}
          </Suspense>
        </ErrorBoundary>
      </AccessGuard>
    </AppLayout>
  );
}
