import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { TIME_ZONE_MESSAGE } from '../../../domain/timeZoneName';
import { routedHttp } from '../../../services/testing/routedHttp';
import { authSlice } from '../../auth/authSlice';
import { errorsSlice } from '../../errors/errorsSlice';
import { onboardingSaga } from '../onboardingSagas';
import { onboardingSlice } from '../onboardingSlice';
import { CreatingWorkspacePage } from './CreatingWorkspacePage';

const CREATE = 'POST /v2/api/workspace/create';

function setup(browserZone: string | undefined) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  // Only the page's first read (the browser's zone); the zone rule reads the runtime's own.
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementationOnce(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: browserZone } as Intl.ResolvedDateTimeFormatOptions;
  });
  const { http, calls } = routedHttp({ [CREATE]: () => ({ result: 'success', data: { id: 'w1', name: 'Acme', botid: 'b1', timeZone: 'Asia/Tokyo' } }) });
  const store = makeStore({
    reducer: { auth: authSlice.reducer, onboarding: onboardingSlice.reducer, errors: errorsSlice.reducer },
    deps: { http, clock: { now: () => 5 } },
    sagas: [onboardingSaga],
  });
  render(
    <Provider store={store}>
      <CreatingWorkspacePage />
    </Provider>,
  );
  return { calls };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const zone = () => screen.getByLabelText('Time zone') as HTMLInputElement;

describe('CreatingWorkspacePage', () => {
  it("asks the name and the time zone, the browser's by default, and posts both", async () => {
    const { calls } = setup('America/Sao_Paulo');
    expect(zone().value).toBe('America/Sao_Paulo');
    fireEvent.change(screen.getByLabelText('Workspace name'), { target: { value: 'Acme' } });
    fireEvent.change(zone(), { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(calls.find((c) => c.key === CREATE)?.body).toEqual({ name: 'Acme', timeZone: 'Asia/Tokyo' }));
  });

  it("refuses a zone that does not exist with the api's own message, and sends nothing", () => {
    const { calls } = setup(undefined);
    expect(zone().value).toBe('UTC');
    fireEvent.change(screen.getByLabelText('Workspace name'), { target: { value: 'Acme' } });
    fireEvent.change(zone(), { target: { value: 'Mars/Olympus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(screen.getByText(TIME_ZONE_MESSAGE)).toBeTruthy();
    expect(calls.some((c) => c.key === CREATE)).toBe(false);
  });
});
