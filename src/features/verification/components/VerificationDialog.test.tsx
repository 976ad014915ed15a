import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { verificationRequested, verificationSlice } from '../verificationSlice';
import { VerificationDialog } from './VerificationDialog';

const NOW = Date.parse('2026-11-20T10:00:00Z');

function setup() {
  const store = makeStore({ reducer: { verification: verificationSlice.reducer }, deps: {}, sagas: [] });
  store.dispatch(verificationRequested({ action: 'email', target: 'new@x.test', form: {}, resendAvailableAt: NOW + 30_000 }));
  render(
    <Provider store={store}>
      <VerificationDialog />
    </Provider>,
  );
  return store;
}

describe('VerificationDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts the 30 s resend lock down, then unlocks Resend', () => {
    setup();
    const resend = screen.getByRole('button', { name: 'Resend in 30 s' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('new@x.test')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Resend in 20 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('takes digits only and checks the code before submitting', () => {
    const store = setup();
    const dispatch = vi.spyOn(store, 'dispatch');
    const input = screen.getByLabelText('Verification code');
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input).toHaveValue('12');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the numeric code from the e-mail')).toBeInTheDocument();
    expect(dispatch).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'verification/codeSubmitted', payload: '123456' });
  });
});
