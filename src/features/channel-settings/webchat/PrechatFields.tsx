import { useId } from 'react';
import { useField } from 'react-final-form';
import { PRECHAT_FIELDS, PRECHAT_MODES, type PrechatField, type PrechatMode } from '../../../domain/webchatPrechat';
import { ChoiceField } from './WebchatFields';

const FIELD_LABELS: Record<PrechatField, string> = { name: 'Name', email: 'E-mail', message: 'First message' };
const MODE_LABELS: Record<PrechatMode, string> = { off: 'Off', optional: 'Optional', required: 'Required' };
const MODE_CHOICES = PRECHAT_MODES.map((mode) => [mode, MODE_LABELS[mode]] as const);

/**
 * The pre-chat form the chat window shows before a visitor's first message (the answers fill the
 * contact), and whether agents see what visitors type before they send it.
 */
export function PrechatFields({ disabled, serverErrors }: { disabled?: boolean; serverErrors: Record<string, string> }) {
  const typing = useField<boolean>('showVisitorTyping', { type: 'checkbox' });
  const typingId = useId();
  return (
    <>
      <fieldset className="field webchat-settings__prechat">
        <legend>Pre-chat form</legend>
        <p className="muted">Asked before the visitor's first message, when someone is available. The name and e-mail address fill the contact.</p>
        {PRECHAT_FIELDS.map((field) => (
          <ChoiceField
            key={field}
            name={`prechat.${field}`}
            legend={FIELD_LABELS[field]}
            choices={MODE_CHOICES}
            className="webchat-settings__prechat-field"
            disabled={disabled}
            serverError={serverErrors[`prechat.${field}`]}
          />
        ))}
        {serverErrors.prechat ? <p className="field__error">{serverErrors.prechat}</p> : null}
      </fieldset>
      <div className="field webchat-settings__typing">
        <label htmlFor={typingId}>
          <input
            id={typingId}
            type="checkbox"
            name={typing.input.name}
            checked={typing.input.checked ?? false}
            onChange={typing.input.onChange}
            onBlur={typing.input.onBlur}
            onFocus={typing.input.onFocus}
            disabled={disabled}
            aria-describedby={`${typingId}-hint`}
          /> Show what visitors type
        </label>
        <p className="muted" id={`${typingId}-hint`}>
          Agents see a visitor's text as it is typed, before it is sent. Off, they only see that the visitor is typing.
        </p>
      </div>
    </>
  );
}
