import { StrictMode, Suspense } from 'react';
import { Provider } from 'react-redux';
import { Route, Router, Switch } from 'wouter';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ErrorView } from '../../components/ErrorView';
import { StatusScreen } from '../../components/StatusScreen';
import { errorPageFor } from '../../features/errors/errorRules';
import { LandingHome } from '../../features/landing/components/LandingHome';
import { LandingLayout } from '../../features/landing/components/LandingLayout';
import { lazyPage } from '../lazyPage';
import { ROUTER_BASE_PATH } from '../routerBase';
import type { LandingStore } from './landingStore';

// The form library and the pricing view load with their page, so the front page stays within its budget.
const PricingPage = lazyPage(() => import('../../features/pricing/components/PricingPage').then((m) => m.PricingPage));
const ContactPage = lazyPage(() => import('../../features/contact/components/ContactPage').then((m) => m.ContactPage));

export function LandingApp({ store }: { store: LandingStore }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <Router base={ROUTER_BASE_PATH}>
          <LandingLayout>
            <ErrorBoundary fallback={<ErrorView {...errorPageFor(500)} standalone={false} />}>
              <Suspense fallback={<StatusScreen text="Loading…" />}>
                <Switch>
                  <Route path="/" component={LandingHome} />
                  <Route path="/pricing" component={PricingPage} />
                  <Route path="/contact-us" component={ContactPage} />
                  <Route>
                    <ErrorView {...errorPageFor(404)} standalone={false} />
                  </Route>
                </Switch>
              </Suspense>
            </ErrorBoundary>
          </LandingLayout>
        </Router>
      </Provider>
    </StrictMode>
  );
}
