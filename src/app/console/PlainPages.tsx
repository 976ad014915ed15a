import { Suspense } from 'react';
import { StatusScreen } from '../../components/StatusScreen';
import { lazyPage } from '../lazyPage';

// The plain-layout pages of the shell, each its own chunk: few users ever open them.
const PAGES = {
  'account-recovery': lazyPage(() =>
    import('../../features/account-recovery/components/AccountRecoveryPage').then((m) => m.AccountRecoveryPage),
  ),
  'creating-workspace': lazyPage(() =>
    import('../../features/onboarding/components/CreatingWorkspacePage').then((m) => m.CreatingWorkspacePage),
  ),
  'getting-started': lazyPage(() =>
    import('../../features/onboarding/components/GettingStartedPage').then((m) => m.GettingStartedPage),
  ),
  spectator: lazyPage(() => import('../../features/spectator/components/SpectatorPage').then((m) => m.SpectatorPage)),
  overview: lazyPage(() => import('../../features/overview/components/OverviewPage').then((m) => m.OverviewPage)),
};

export function PlainPages({ page }: { page: keyof typeof PAGES }) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<StatusScreen text="Loading…" />}>
      <Page />
    </Suspense>
  );
}
