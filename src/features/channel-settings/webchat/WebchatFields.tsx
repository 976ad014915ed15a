import { useId } from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import { WEBCHAT_POSITIONS, type WebchatPosition } from '../../../domain/webchat';

const POSITION_LABELS: Record<WebchatPosition, string> = { right: 'Bottom right', left: 'Bottom left' };

/** The form's own error once the field was left or the form sent; else the api's, until the field changes. */
function shownError(meta: FieldMetaState<unknown>, serverError?: string): string | undefined {
  const clientError = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  return clientError ?? (meta.dirtySinceLastSubmit ? undefined : serverError);
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** A colour as #rrggbb: the browser's picker and the same value as text, for people who know the code. */
export function ColorField({ name, label, disabled, serverError }: { name: string; label: string; disabled?: boolean; serverError?: string }) {
  const { input, meta } = useField<string>(name);
  const id = useId();
  const error = shownError(meta, serverError);
  const valid = /^#[0-9a-f]{6}$/i.test(input.value ?? '');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="webchat-settings__color">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? input.value.toLowerCase() : '#000000'}
          onChange={(event) => input.onChange(event.target.value)}
          disabled={disabled}
        />
        <input
          {...input}
          id={id}
          type="text"
          value={input.value ?? ''}
          maxLength={7}
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** One of a few choices as radio buttons, under a legend; the api's error for it below. */
export function ChoiceField({
  name,
  legend,
  choices,
  className,
  disabled,
  serverError,
}: {
  name: string;
  legend: string;
  choices: readonly (readonly [value: string, label: string])[];
  className: string;
  disabled?: boolean;
  serverError?: string;
}) {
  const { input, meta } = useField<string>(name);
  const id = useId();
  const error = shownError(meta, serverError);
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="webchat-settings__choices">
        {choices.map(([value, label]) => (
          <label key={value} htmlFor={`${id}-${value}`}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={input.name}
              value={value}
              checked={input.value === value}
              onChange={() => input.onChange(value)}
              disabled={disabled}
            />{' '}
            {label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Which bottom corner of the website the launcher sits in. */
export function PositionField({ name, disabled }: { name: string; disabled?: boolean }) {
  return (
    <ChoiceField
      name={name}
      legend="Launcher position"
      choices={WEBCHAT_POSITIONS.map((position) => [position, POSITION_LABELS[position]] as const)}
      className="field webchat-settings__position"
      disabled={disabled}
    />
  );
}
