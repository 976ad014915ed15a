import { Button } from 'primereact/button';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

export interface TypedConfirmFormProps {
  /** what the person reads before typing (what goes, that it cannot be undone) */
  children: ReactNode;
  label: ReactNode;
  /** the page's copy of the api's rule: a message while the typed text is not what is asked */
  check: (typed: string) => string | undefined;
  /** the api's refusal of the last try */
  serverError?: string;
  busy: boolean;
  action: string;
  busyAction: string;
  onConfirm: (typed: string) => void;
  className?: string;
}

/** A destructive action held behind a word typed exactly (a contact's name, the workspace's name). */
export function TypedConfirmForm({ children, label, check, serverError, busy, action, busyAction, onConfirm, className }: TypedConfirmFormProps) {
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const error = (tried ? check(typed) : undefined) ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!check(typed)) onConfirm(typed);
  };

  return (
    <form onSubmit={submit} noValidate className={className}>
      {children}
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${id}-confirm`}>{label}</label>
        <input
          id={`${id}-confirm`}
          value={typed}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" severity="danger" label={busy ? busyAction : action} disabled={busy} />
    </form>
  );
}
