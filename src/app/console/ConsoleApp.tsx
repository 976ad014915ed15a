import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { consoleActivity } from '../../features/progress/activity';
import { ProgressBar } from '../../features/progress/components/ProgressBar';
import { ThemeApplier } from '../../features/theme/components/ThemeApplier';
import { ROUTER_BASE_PATH } from '../routerBase';
import type { ConsoleStore } from './consoleStore';
import { ConsoleRoutes } from './ConsoleRoutes';

export function ConsoleApp({ store }: { store: ConsoleStore }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeApplier />
        <ProgressBar activity={consoleActivity} />
        <Router base={ROUTER_BASE_PATH}>
          <ConsoleRoutes />
        </Router>
      </Provider>
    </StrictMode>
  );
}
