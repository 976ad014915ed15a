import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { resendLabel, resendSecondsLeft, validateCode, verificationTitle } from '../verificationRules';
import { codeSubmitted, resendRequested, selectVerification, verificationClosed, type VerificationState } from '../verificationSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** Re-renders once a second while Resend is locked, so the countdown the user sees stays current. */
function useSecondsLeft(availableAt: number | null): number {
  const [, setTick] = useState(0);
  const left = resendSecondsLeft(availableAt, Date.now());
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [availableAt, left === 0]);
  return left;
}

/** Spec §4: the code sent for an e-mail or password change; Resend is locked for 30 s. */
export function VerificationDialog() {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s: { verification: VerificationState }) => selectVerification(s));
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const secondsLeft = useSecondsLeft(state.open ? state.resendAvailableAt : null);

  useEffect(() => {
    if (!state.open) {
      setCode('');
      setTouched(false);
    }
  }, [state.open]);

  const codeError = touched ? validateCode(code) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validateCode(code) === undefined) dispatch(codeSubmitted(code.trim()));
  };
  const busy = state.status !== 'idle';
  const describedBy = [`${id}-intro`, codeError ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <Dialog
      visible={state.open}
      onHide={() => dispatch(verificationClosed())}
      header={verificationTitle(state.action)}
      className="verification-dialog"
      style={{ width: '90vw', maxWidth: 420 }}
      draggable={false}
      resizable={false}
    >
      <form onSubmit={submit} noValidate>
        <p id={`${id}-intro`}>
          We sent a code to <strong>{state.target}</strong>. Enter it to confirm the change.
        </p>
        <div className={codeError ? 'field field--invalid' : 'field'}>
          <label htmlFor={id}>Verification code</label>
          <InputText
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D+/g, ''))}
            onBlur={() => setTouched(true)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            autoFocus
            invalid={Boolean(codeError)}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={describedBy}
          />
          {codeError ? (
            <small className="field__error p-error" id={`${id}-error`}>
              {codeError}
            </small>
          ) : null}
        </div>
        {state.error ? (
          <p className="p-error" role="alert">
            {state.error}
          </p>
        ) : null}
        {state.notice ? <p role="status">{state.notice}</p> : null}
        <div className="verification-dialog__actions">
          <Button
            type="button"
            outlined
            label={resendLabel(secondsLeft)}
            disabled={secondsLeft > 0 || busy}
            onClick={() => dispatch(resendRequested())}
          />
          <Button type="submit" label="Verify" loading={state.status === 'verifying'} disabled={busy} />
        </div>
      </form>
    </Dialog>
  );
}
