// final-form ↔ PrimeReact adapters: a label, the input, and the error under it, wired for screen readers.

import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';

interface FieldProps {
  name: string;
  label: string;
  autoComplete?: string;
  disabled?: boolean;
  /** an error the server gave for this field on the last submit */
  serverError?: string;
}

function useFieldState(name: string, serverError?: string) {
  const { input, meta } = useField<string>(name);
  const id = useId();
  // Leaving an empty field untouched says nothing until a submit: an error appearing on that blur would
  // shift the buttons under the pointer and swallow the click that caused it.
  const clientError = ((meta.touched && meta.modified) || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  const error = clientError ?? (meta.dirtySinceLastSubmit ? undefined : serverError);
  return { input, id, error };
}

function FieldFrame({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <small className="field__error p-error" id={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}

export function PrimeTextField({
  name,
  label,
  autoComplete,
  disabled,
  serverError,
  type = 'text',
  inputMode,
  maxLength,
}: FieldProps & { type?: 'text' | 'email'; inputMode?: 'numeric' | 'text'; maxLength?: number }) {
  const { input, id, error } = useFieldState(name, serverError);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <InputText
        {...input}
        id={id}
        type={type}
        value={input.value ?? ''}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldFrame>
  );
}

export function PrimePasswordField({ name, label, autoComplete, disabled, serverError }: FieldProps) {
  const { input, id, error } = useFieldState(name, serverError);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <Password
        inputId={id}
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        feedback={false}
        toggleMask
        autoComplete={autoComplete}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldFrame>
  );
}
