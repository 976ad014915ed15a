import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeStore } from '../../../app/makeStore';
import type { TwoFactorStatus } from '../../../domain/twoFactor';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { configSlice } from '../../config/configSlice';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { helpWidgetSlice } from '../../help-widget/helpWidgetSlice';
import { ProfileMenu } from '../../profile/components/ProfileMenu';
import { profileSaga } from '../../profile/profileSagas';
import { profileSlice } from '../../profile/profileSlice';
import { themeSlice } from '../../theme/themeSlice';
import { OFF_MESSAGE, ON_MESSAGE, twoFactorSaga } from '../twoFactorSagas';
import { twoFactorSlice } from '../twoFactorSlice';

const OFF: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const ON: TwoFactorStatus = { enabled: true, enabledAt: '2030-05-04T10:00:00.000Z', recoveryCodesLeft: 10, required: false };
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h29v29H0z"/></svg>';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

async function setup(routes: Record<string, RouteHandler>) {
  const { http, calls } = routedHttp({ 'GET /v2/api/auth': () => anAuth('Agent', ['/home']), ...routes });
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      profile: profileSlice.reducer,
      twoFactor: twoFactorSlice.reducer,
      helpWidget: helpWidgetSlice.reducer,
      config: configSlice.reducer,
      theme: themeSlice.reducer,
      notice: noticeSlice.reducer,
      errors: errorsSlice.reducer,
    },
    deps: { http, clock: { now: () => 1 } },
    sagas: [twoFactorSaga, profileSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth('Agent', ['/home']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <Router base="/v2" hook={memoryLocation({ path: '/v2/home' }).hook}>
        <ProfileMenu />
      </Router>
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Profile menu of ana' }));
  fireEvent.click(screen.getByRole('button', { name: 'Two-factor login' }));
  // the profile menu loads its two-factor step when first opened
  await screen.findByRole('heading', { name: 'Two-factor login' });
  return { store, calls, panel: () => screen.getByRole('dialog', { name: 'Profile' }) };
}

afterEach(cleanup);

describe('the profile menu’s two-factor step', () => {
  it('sets it up: QR code as an image, the key, a first code, then the recovery codes once', async () => {
    let status = OFF;
    const { store, calls, panel } = await setup({
      'GET /v2/api/two-factor': () => ({ result: 'success', data: status }),
      'POST /v2/api/two-factor/enrol': () => ({ result: 'success', data: { qrSvg: SVG, uri: `otpauth://totp/x?secret=${SECRET}`, secret: SECRET } }),
      'POST /v2/api/two-factor/confirm': (body) => {
        if ((body as { code: string }).code !== '123456') throw new ApiError(406, 'The code is not right. Please check it and try again.', { result: 'error' });
        status = ON;
        return { result: 'success', data: { recoveryCodes: CODES } };
      },
    });
    expect(panel().style.width).toBe('428px');
    expect(within(panel()).getByRole('heading', { name: 'Two-factor login' })).toBeTruthy();
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Set up' }));

    const qr = await within(panel()).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    // The QR code's markup is never part of the page itself.
    expect(panel().querySelector('svg path[d="M0 0h29v29H0z"]')).toBeNull();
    expect(within(panel()).getByTestId('two-factor-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const code = within(panel()).getByLabelText('Code from the app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Turn on' }));
    expect(await within(panel()).findByText('Enter the 6-digit code from your app')).toBeTruthy();
    fireEvent.change(code, { target: { value: '654 321' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Turn on' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('The code is not right. Please check it and try again.');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Turn on' }));

    const list = await within(panel()).findByTestId('recovery-codes');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(calls.filter((c) => c.key === 'POST /v2/api/two-factor/confirm').map((c) => c.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
    expect(store.getState().twoFactor.enrolment).toBeNull();

    fireEvent.click(within(panel()).getByRole('button', { name: 'I have saved them' }));
    expect(await within(panel()).findByText(/^On$/)).toBeTruthy();
    expect(within(panel()).getByTestId('recovery-codes-left')).toHaveTextContent('10 of 10 recovery codes left.');
    expect(store.getState().notice.success?.message).toBe(ON_MESSAGE);
    expect(store.getState().twoFactor.recoveryCodes).toBeNull();
    await vi.waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /v2/api/auth'));
  });

  it('copies and downloads the recovery codes', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const { panel } = await setup({
      'GET /v2/api/two-factor': () => ({ result: 'success', data: ON }),
      'POST /v2/api/two-factor/recovery-codes': () => ({ result: 'success', data: { recoveryCodes: CODES } }),
    });
    fireEvent.click(await within(panel()).findByRole('button', { name: 'New recovery codes' }));
    fireEvent.change(within(panel()).getByLabelText('Password'), { target: { value: 'my password' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Make new codes' }));
    await within(panel()).findByTestId('recovery-codes');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await within(panel()).findByText('Copied.')).toBeTruthy();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(panel()).getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toContain(CODES.join('\n'));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('omnichannel-inbox-recovery-codes.txt');
    click.mockRestore();
  });

  it('turns it off with the password and a code; a wrong one is answered in the form', async () => {
    let attempts = 0;
    const { store, calls, panel } = await setup({
      'GET /v2/api/two-factor': () => ({ result: 'success', data: ON }),
      'POST /v2/api/two-factor/disable': () => {
        if (++attempts === 1) throw new ApiError(406, 'The password is not right.', { result: 'error' });
        return { result: 'success', data: OFF };
      },
    });
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Turn off' }));
    const form = within(panel()).getByRole('form', { name: 'Turn off two-factor login' });
    fireEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findAllByText('Required')).toHaveLength(2);
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret words' } });
    fireEvent.change(within(form).getByLabelText('Code from the app, or a recovery code'), { target: { value: ' ABCDE-fgh23 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The password is not right.');
    fireEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(panel()).findByRole('button', { name: 'Set up' })).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /v2/api/two-factor/disable').at(-1)!.body).toEqual({ password: 'secret words', code: 'ABCDE-fgh23' });
    expect(store.getState().notice.success?.message).toBe(OFF_MESSAGE);
  });

  it('forgets the secret on screen when the menu closes', async () => {
    const { store, panel } = await setup({
      'GET /v2/api/two-factor': () => ({ result: 'success', data: OFF }),
      'POST /v2/api/two-factor/enrol': () => ({ result: 'success', data: { qrSvg: SVG, uri: 'otpauth://x', secret: SECRET } }),
    });
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Set up' }));
    await within(panel()).findByTestId('two-factor-key');
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(store.getState().twoFactor.enrolment).toBeNull();
    expect(screen.queryByText(/JBSW/)).toBeNull();
  });
});
