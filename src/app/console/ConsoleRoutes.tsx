import { Route, Switch, useLocation } from 'wouter';
import { ErrorView } from '../../components/ErrorView';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { AuthGate } from '../../features/auth/components/AuthGate';
import { LogoutPage } from '../../features/auth/components/LogoutPage';
import { errorPageFor } from '../../features/errors/errorRules';
import { matchAppPage } from './appPages';
import { AppShell } from './AppShell';
import { PRODUCT_CODE } from './consoleConfig';

const ONBOARDING_TITLES: Record<string, string> = {
  'creating-workspace': 'Create your workspace',
  'getting-started': 'Getting started',
};

export function ConsoleRoutes() {
  const [path] = useLocation();
  const page = matchAppPage(path, PRODUCT_CODE);
  if (page) {
    return (
      <AuthGate>
        <AppShell page={page} />
      </AuthGate>
    );
  }

  return (
    <Switch>
      <Route path="/logout" component={LogoutPage} />
      <Route path="/maintenance">
        <ErrorView {...errorPageFor(503)} />
      </Route>
      <Route path="/account-recovery">
        <PlainPage title="Account recovery" />
      </Route>
      <Route path="/onboarding/:step">
        {({ step }) =>
          ONBOARDING_TITLES[step] ? (
            <AuthGate>
              <PlainPage title={ONBOARDING_TITLES[step]} />
            </AuthGate>
          ) : (
            <ErrorView {...errorPageFor(404)} />
          )
        }
      </Route>
      <Route path="/spectator">
        <AuthGate>
          <PlainPage title="Spectator" />
        </AuthGate>
      </Route>
      <Route path="/overview">
        <AuthGate>
          <PlainPage title="Product overview" />
        </AuthGate>
      </Route>
      <Route>
        <ErrorView {...errorPageFor(404)} />
      </Route>
    </Switch>
  );
}

/** The plain layout: no drawer, one centred column. */
function PlainPage({ title }: { title: string }) {
  return (
    <main className="plain-layout" id="main">
      <PlaceholderPage title={title} />
    </main>
  );
}
