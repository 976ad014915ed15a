import { useId } from 'react';
import { useField } from 'react-final-form';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  inputMode?: 'numeric' | 'email' | 'text';
  disabled?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  /** an error the server gave for this field on the last submit */
  serverError?: string;
}

/**
 * A labelled input bound to final-form. Client errors show once the field was left or a submit was
 * tried; the server's error shows until the value is edited after that submit.
 */
export function TextField({ name, label, type = 'text', inputMode, disabled, multiline, autoComplete, required, hint, serverError }: TextFieldProps) {
  const { input, meta } = useField<string>(name);
  const id = useId();
  const clientError = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  const error = clientError ?? (meta.dirtySinceLastSubmit ? undefined : serverError);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    ...input,
    id,
    value: input.value ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    autoComplete,
    disabled,
  };

  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="field__optional"> (optional)</span>}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} inputMode={inputMode} {...common} />}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
