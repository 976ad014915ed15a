import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { OnboardingProgress } from '../../../domain/onboardingProgress';
import { routedHttp } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { configSlice } from '../../config/configSlice';
import { onboardingSaga } from '../onboardingSagas';
import { onboardingSlice } from '../onboardingSlice';
import { GettingStartedPage } from './GettingStartedPage';

const PROGRESS = 'GET /v2/api/onboarding/progress';

function setup(progress: OnboardingProgress) {
  const { http, calls } = routedHttp({ [PROGRESS]: () => ({ result: 'success', data: progress }) });
  const store = makeStore({
    reducer: { auth: authSlice.reducer, config: configSlice.reducer, onboarding: onboardingSlice.reducer },
    deps: { http, clock: { now: () => 5 } },
    sagas: [onboardingSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth('Administrator', ['/settings']), receivedAt: 1 }));
  const memory = memoryLocation({ path: '/onboarding/getting-started', record: true });
  render(
    <Provider store={store}>
      <Router hook={memory.hook}>
        <GettingStartedPage />
      </Router>
    </Provider>,
  );
  return { calls, memory };
}

afterEach(cleanup);

const workspace = { name: 'Harbour Desk', timeZone: 'Europe/Lisbon' };

describe('GettingStartedPage', () => {
  it('shows each step done or to do as the server says, with the link where it is done', async () => {
    const { calls } = setup({ workspace, channel: true, invitation: false });

    const channel = await screen.findByTestId('step-channel');
    expect(within(channel).getByText('Done')).toBeTruthy();
    expect(within(screen.getByTestId('step-member')).getByText('To do')).toBeTruthy();
    expect(within(screen.getByTestId('step-member')).getByRole('link', { name: 'Invite a member' }).getAttribute('href')).toBe('/settings/workspace/member');
    expect(within(screen.getByTestId('step-workspace')).getByText(/Harbour Desk, its days counted in Europe\/Lisbon/)).toBeTruthy();
    expect(screen.queryByText('Set business hours')).toBeNull();
    expect(calls.map((c) => c.key)).toContain(PROGRESS);
  });

  it('sends the Administrator on to the console when every step is done already', async () => {
    const { memory } = setup({ workspace, channel: true, invitation: true });
    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe('/home'));
  });
});
