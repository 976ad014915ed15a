import { Suspense } from 'react';
import { StatusScreen } from '../../components/StatusScreen';
import { selectWebchatProduct } from '../../features/config/configSlice';
import { useAppSelector } from '../hooks';
import { usePageComponent } from './pages/usePageComponent';
import type { ConsolePage } from '../../features/shell/pageTypes';

// The plain-layout pages of the shell, each a lazy module with its own state: few users ever open them.
// Their routes and guards are ConsoleRoutes' (they sit outside the app layout and its access guard).
const plain = (path: ConsolePage['path'], title: string, load: ConsolePage['load']): ConsolePage => ({ path, title, access: null, load });

const PAGES = {
  'account-recovery': plain('/account-recovery', 'Account recovery', () => import('../../features/account-recovery/accountRecoveryPage')),
  'creating-workspace': plain('/onboarding/creating-workspace', 'Create your workspace', () => import('../../features/onboarding/creatingWorkspacePage')),
  'getting-started': plain('/onboarding/getting-started', 'Getting started', () => import('../../features/onboarding/gettingStartedPage')),
  join: plain('/onboarding/join', 'Join a workspace', () => import('../../features/workspace-members/joinPage')),
  spectator: plain('/spectator', 'Spectator', () => import('../../features/spectator/spectatorPage')),
  overview: plain('/overview', 'Product guide', () => import('../../features/overview/overviewPage')),
};

export function PlainPages({ page }: { page: keyof typeof PAGES }) {
  const product = useAppSelector(selectWebchatProduct);
  const Page = usePageComponent(PAGES[page]);
  return <Suspense fallback={<StatusScreen text="Loading…" />}>{Page ? <Page product={product} params={{}} /> : null}</Suspense>;
}
