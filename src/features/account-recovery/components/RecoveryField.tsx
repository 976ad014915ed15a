import { useId } from 'react';
import { useField } from 'react-final-form';

export interface RecoveryFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  inputMode?: 'numeric' | 'email' | 'text';
  autoComplete?: string;
  disabled?: boolean;
  hint?: string;
  serverError?: string;
}

/** A labelled input for the recovery forms (the shared TextField has no password or numeric variant). */
export function RecoveryField({ name, label, type = 'text', inputMode, autoComplete, disabled, hint, serverError }: RecoveryFieldProps) {
  const { input, meta } = useField<string>(name);
  const id = useId();
  const clientError = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  const error = clientError ?? (meta.dirtySinceLastSubmit ? undefined : serverError);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        type={type}
        value={input.value ?? ''}
        inputMode={inputMode}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
