import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { ROUTER_BASE_PATH } from '../routerBase';
import type { ConsoleStore } from './consoleStore';
import { ConsoleRoutes } from './ConsoleRoutes';

export function ConsoleApp({ store }: { store: ConsoleStore }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <Router base={ROUTER_BASE_PATH}>
          <ConsoleRoutes />
        </Router>
      </Provider>
    </StrictMode>
  );
}
