import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeConsoleStore } from '../../../app/console/consoleStore';
import { ConsoleRoutes } from '../../../app/console/ConsoleRoutes';
import { silentLogger } from '../../../services/logger';
import { createMemoryStorage } from '../../../services/storage';
import { routedHttp } from '../../../services/testing/routedHttp';
import { anAuth } from '../../auth/testing/authFixture';
import { DEFAULT_CONFIG } from '../../config/configRules';
import { inertRealtimeDeps } from '../../realtime/testing/inertRealtimeDeps';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>';
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

afterEach(cleanup);

describe('a member held for two-factor set-up', () => {
  it('sees the set-up page instead of the console, makes no workspace call, and gets the console once done', async () => {
    let held = true;
    const { http, calls } = routedHttp({
      'GET /v2/api/config': () => ({ result: 'success', data: { ...DEFAULT_CONFIG, me: { developer: false, spectator: false, serviceAccount: false, spectating: false } } }),
      'GET /v2/api/auth': () => ({ ...anAuth('Agent', ['/home']), ...(held ? { twoFactorSetupRequired: true } : {}) }),
      'POST /v2/api/two-factor/enrol': () => ({ result: 'success', data: { qrSvg: SVG, uri: 'otpauth://x', secret: 'JBSWY3DPEHPK3PXP' } }),
      'POST /v2/api/two-factor/confirm': () => {
        held = false;
        return { result: 'success', data: { recoveryCodes: CODES } };
      },
      'GET /v2/api/two-factor': () => ({ result: 'success', data: { enabled: true, enabledAt: '2030-01-01T00:00:00.000Z', recoveryCodesLeft: 10, required: true } }),
      'POST /v2/api/billing/status': () => ({ result: 'success', package: { account_id: 'a', status: 'active', expired_date: null }, features: [{ name: 'x' }], signature: 's' }),
    });
    const store = makeConsoleStore({
      http,
      location: { assign: vi.fn(), origin: () => 'http://localhost' },
      clock: { now: () => 1 },
      logger: silentLogger,
      storage: createMemoryStorage(),
      ...inertRealtimeDeps(),
    });
    render(
      <Provider store={store}>
        <Router base="/v2" hook={memoryLocation({ path: '/v2/home' }).hook}>
          <ConsoleRoutes />
        </Router>
      </Provider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor login' })).toBeTruthy();
    expect(screen.getByText('WS')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/v2/logout');
    expect(calls.map((c) => c.key)).not.toContain('POST /v2/api/billing/status');

    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor login' }));
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Set up two-factor login' })).toBeNull();
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /v2/api/billing/status'));
  });
});
