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
import { pageTitle, type MatchedPage } from '../../features/shell/pageRules';
import { lazyPage } from '../lazyPage';
import { usePageComponent } from './pages/usePageComponent';

const TwoFactorSetupPage = lazyPage(() =>
  import('../../features/two-factor/components/TwoFactorSetupPage').then((m) => m.TwoFactorSetupPage),
);
const PlaceholderPage = lazyPage(() => import('../../components/PlaceholderPage').then((m) => m.PlaceholderPage));

/** The app layout (spec §2): its guards in order, then the drawer, the profile menu, the dialogs and the page. */
export function AppShell({ matched, product }: { matched: MatchedPage; product: string }) {
  const [path] = useLocation();
  const Page = usePageComponent(matched.page);
  return (
    <AppGuards
      pageAccess={matched.page.access}
      blocked={
        <AppLayout>
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
      <AppLayout>
        {/* Keyed by path: a page that failed does not keep the next page from rendering. */}
        <ErrorBoundary key={path} fallback={<ErrorView {...errorPageFor(500)} standalone={false} />}>
          <Suspense fallback={<PageLoading activity={consoleActivity} />}>
            {Page ? <Page product={product} params={matched.params} /> : <PlaceholderPage title={pageTitle(matched)} />}
          </Suspense>
        </ErrorBoundary>
      </AppLayout>
    </AppGuards>
  );
}
