import { useId } from 'react';
import { useField } from 'react-final-form';
import { WEBCHAT_POSITIONS, type WebchatPosition } from '../../../domain/webchat';

const POSITION_LABELS: Record<WebchatPosition, string> = { right: 'Bottom right', left: 'Bottom left' };

/** A colour as #rrggbb: the browser's picker and the same value as text, for people who know the code. */
export function ColorField({ name, label, disabled, serverError }: { name: string; label: string; disabled?: boolean; serverError?: string }) {
  const { input, meta } = useField<string>(name);
  const id = useId();
  const clientError = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  const error = clientError ?? (meta.dirtySinceLastSubmit ? undefined : serverError);
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
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Which bottom corner of the website the launcher sits in. */
export function PositionField({ name, disabled }: { name: string; disabled?: boolean }) {
  const { input } = useField<string>(name);
  const id = useId();
  return (
    <fieldset className="field webchat-settings__position">
      <legend>Launcher position</legend>
      {WEBCHAT_POSITIONS.map((position) => (
        <label key={position} htmlFor={`${id}-${position}`}>
          <input
            id={`${id}-${position}`}
            type="radio"
            name={input.name}
            value={position}
            checked={input.value === position}
            onChange={() => input.onChange(position)}
            disabled={disabled}
          />{' '}
          {POSITION_LABELS[position]}
        </label>
      ))}
    </fieldset>
  );
}
