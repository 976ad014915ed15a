import { Route, Switch, useLocation } from 'wouter';
import { ErrorView } from '../../components/ErrorView';
import { AuthGate } from '../../features/auth/components/AuthGate';
import { LogoutPage } from '../../features/auth/components/LogoutPage';
import { errorPageFor } from '../../features/errors/errorRules';
import { FullPageError } from '../../features/errors/components/FullPageError';
import { selectFullPageError } from '../../features/errors/errorsSlice';
import { selectWebchatProduct } from '../../features/config/configSlice';
import { MaintenancePage } from '../../features/maintenance/components/MaintenancePage';
import { SpectatorGuard } from '../../features/shell/components/AppGuards';
import { PlainLayout } from '../../features/shell/components/PlainLayout';
import { useAppSelector } from '../hooks';
import { PagesContext } from '../../features/shell/components/PagesContext';
import { matchPage } from '../../features/shell/pageRules';
import { CONSOLE_PAGES } from './pages/registry';
import { AppShell } from './AppShell';
import { PlainPages } from './PlainPages';

const ONBOARDING_TITLES: Record<string, string> = {
  'creating-workspace': 'Create your workspace',
  'getting-started': 'Getting started',
};

export function ConsoleRoutes() {
  const [path] = useLocation();
  const product = useAppSelector(selectWebchatProduct);
  const fullPageError = useAppSelector(selectFullPageError);
  // Spec §8: errors the console cannot go on after replace whatever was on screen.
  if (fullPageError) return <FullPageError message={fullPageError.message} />;

  // The app layout runs its own guards (maintenance first, then authentication, ...).
  const matched = matchPage(CONSOLE_PAGES, path, product);
  if (matched) {
    return (
      <PagesContext.Provider value={CONSOLE_PAGES}>
        <AppShell matched={matched} product={product} />
      </PagesContext.Provider>
    );
  }

  return (
    <PlainLayout>
      <Switch>
        <Route path="/logout" component={LogoutPage} />
        <Route path="/maintenance" component={MaintenancePage} />
        <Route path="/account-recovery">
          <PlainPages page="account-recovery" />
        </Route>
        <Route path="/onboarding/join">
          {/* An invitation's link: it checks the link before any session (src/features/workspace-members/join). */}
          <PlainPages page="join" />
        </Route>
        <Route path="/onboarding/:step">
          {({ step }) =>
            ONBOARDING_TITLES[step] ? (
              <AuthGate>
                <PlainPages page={step === 'creating-workspace' ? 'creating-workspace' : 'getting-started'} />
              </AuthGate>
            ) : (
              <ErrorView {...errorPageFor(404)} />
            )
          }
        </Route>
        <Route path="/spectator">
          <SpectatorGuard>
            <PlainPages page="spectator" />
          </SpectatorGuard>
        </Route>
        <Route path="/overview">
          <AuthGate>
            <PlainPages page="overview" />
          </AuthGate>
        </Route>
        <Route>
          <ErrorView {...errorPageFor(404)} />
        </Route>
      </Switch>
    </PlainLayout>
  );
}
