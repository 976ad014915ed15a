import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeStore } from '../../../app/makeStore';
import type { AuthResponse } from '../../../domain/api';
import { DEFAULT_ROUTING_SETTINGS } from '../../../domain/routing';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { configSlice } from '../../config/configSlice';
import { errorsSlice } from '../../errors/errorsSlice';
import { helpWidgetSlice } from '../../help-widget/helpWidgetSlice';
import { alertsSlice } from '../../notifications/alertsSlice';
import { realtimeSlice } from '../../realtime/realtimeSlice';
import { themeSlice } from '../../theme/themeSlice';
import { profileSaga } from '../profileSagas';
import { profileSlice } from '../profileSlice';
import { ProfileMenu } from './ProfileMenu';

const AVAILABLE = anAuth('Agent', ['/home']);
const withStatus = (status: 'available' | 'aux', statusReason: string | null): AuthResponse => ({ ...AVAILABLE, user: { ...AVAILABLE.user, status, statusReason } });

function setup(routes: Record<string, RouteHandler>, auth: AuthResponse = AVAILABLE) {
  const { http, calls } = routedHttp(routes);
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      profile: profileSlice.reducer,
      helpWidget: helpWidgetSlice.reducer,
      config: configSlice.reducer,
      theme: themeSlice.reducer,
      alerts: alertsSlice.reducer,
      realtime: realtimeSlice.reducer,
      errors: errorsSlice.reducer,
    },
    deps: { http, clock: { now: () => 5_000 } },
    sagas: [profileSaga],
  });
  store.dispatch(statusReceived({ auth, receivedAt: 1 }));
  render(
    <Provider store={store}>
      <Router base="/v2" hook={memoryLocation({ path: '/v2/home' }).hook}>
        <ProfileMenu />
      </Router>
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Profile menu of ana' }));
  const status = () => within(screen.getByRole('dialog', { name: 'Profile' })).getByRole('group', { name: 'Status' });
  return { store, calls, status };
}

afterEach(cleanup);

describe('the status switch with aux reasons', () => {
  it("asks why when going aux, offers the workspace's reasons, and shows the one picked", async () => {
    const { calls, status } = setup({
      'GET /v2/api/routing/settings': () => ({ result: 'success', data: { ...DEFAULT_ROUTING_SETTINGS, auxReasons: ['Lunch', 'Coaching'] } }),
      'PUT /v2/api/profile/change-status': () => ({ result: 'success', data: { status: 'aux', reason: 'Lunch' } }),
      'GET /v2/api/auth': () => withStatus('aux', 'Lunch'),
    });
    expect(screen.getByTestId('profile-status')).toHaveTextContent('Available');
    fireEvent.click(within(status()).getByRole('button', { name: 'Aux' }));
    const picker = await screen.findByRole('group', { name: 'Why are you going aux?' });
    expect(within(picker).getAllByRole('button').map((b) => b.textContent)).toEqual(['Lunch', 'Coaching', 'Cancel']);
    expect(calls.map((c) => c.key)).toEqual(['GET /v2/api/routing/settings']);

    fireEvent.click(within(picker).getByRole('button', { name: 'Lunch' }));
    await waitFor(() => expect(screen.getByTestId('profile-status')).toHaveTextContent('Aux — Lunch'));
    expect(calls[1]).toEqual({ key: 'PUT /v2/api/profile/change-status', body: { status: 'aux', reason: 'Lunch' } });
    expect(screen.queryByRole('group', { name: 'Why are you going aux?' })).toBeNull();
    expect(within(status()).getByRole('button', { name: 'Aux' })).toBeDisabled();
    expect(within(screen.getByRole('dialog', { name: 'Profile' })).getByTestId('status-dot')).toHaveAttribute('data-colour', 'yellow');
  });

  it('goes back to available without a reason, and Cancel leaves the status as it was', async () => {
    const { calls, status } = setup(
      {
        'GET /v2/api/routing/settings': () => ({ result: 'success', data: DEFAULT_ROUTING_SETTINGS }),
        'PUT /v2/api/profile/change-status': () => ({ result: 'success', data: { status: 'available', reason: null } }),
        'GET /v2/api/auth': () => withStatus('available', null),
      },
      withStatus('aux', 'Break'),
    );
    expect(screen.getByTestId('profile-status')).toHaveTextContent('Aux — Break');
    fireEvent.click(within(status()).getByRole('button', { name: 'Available' }));
    await waitFor(() => expect(screen.getByTestId('profile-status')).toHaveTextContent(/^Available$/));
    expect(calls[0]).toEqual({ key: 'PUT /v2/api/profile/change-status', body: { status: 'available' } });
    expect(within(screen.getByRole('dialog', { name: 'Profile' })).getByTestId('status-dot')).toHaveAttribute('data-colour', 'green');

    fireEvent.click(within(status()).getByRole('button', { name: 'Aux' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Why are you going aux?' })).toBeNull();
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toHaveLength(1);
  });

  it('goes aux at once in a workspace without reasons', async () => {
    const { calls, status } = setup({
      'GET /v2/api/routing/settings': () => ({ result: 'success', data: { ...DEFAULT_ROUTING_SETTINGS, auxReasons: [] } }),
      'PUT /v2/api/profile/change-status': () => ({ result: 'success', data: { status: 'aux' } }),
      'GET /v2/api/auth': () => withStatus('aux', null),
    });
    fireEvent.click(within(status()).getByRole('button', { name: 'Aux' }));
    await waitFor(() => expect(screen.getByTestId('profile-status')).toHaveTextContent(/^Aux$/));
    expect(calls[1]).toEqual({ key: 'PUT /v2/api/profile/change-status', body: { status: 'aux' } });
  });
});
