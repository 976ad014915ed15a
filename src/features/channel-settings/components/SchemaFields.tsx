import { useId } from 'react';
import { Field } from 'react-final-form';
import { TextField } from '../../../components/form/TextField';
import type { SettingsField } from '../../../domain/channelSettingsSchema';

interface Props {
  fields: readonly SettingsField[];
  /** The secret keys that hold a value; null for a channel not created yet. */
  secretsSet: readonly string[] | null;
  disabled: boolean;
  serverErrors: Record<string, string>;
}

function SecretField({ field, isSet, creating, disabled, serverError }: { field: SettingsField; isSet: boolean; creating: boolean; disabled: boolean; serverError?: string }) {
  // Write-only: the page says whether a value is stored and takes a new one; it never has the value.
  return (
    <>
      {creating ? null : (
        <p className="channel-settings__secret-state">
          {field.label}: <strong>{isSet ? 'Set' : 'Not set'}</strong>
        </p>
      )}
      <TextField
        name={`settings.${field.key}`}
        label={creating || !isSet ? field.label : `New ${field.label.toLowerCase()}`}
        type="password"
        autoComplete="off"
        required={field.required === true && !isSet}
        hint={[field.help, isSet ? 'Leave it empty to keep the one that is set.' : undefined].filter(Boolean).join(' ') || undefined}
        disabled={disabled}
        {...(serverError ? { serverError } : {})}
      />
    </>
  );
}

function CheckboxField({ field, disabled }: { field: SettingsField; disabled: boolean }) {
  const id = useId();
  return (
    <Field name={`settings.${field.key}`} type="checkbox">
      {({ input }) => (
        <div className="channel-settings__switch">
          <input {...input} id={id} disabled={disabled} />
          <label htmlFor={id}>{field.label}</label>
        </div>
      )}
    </Field>
  );
}

function SelectField({ field, disabled }: { field: Extract<SettingsField, { kind: 'select' }>; disabled: boolean }) {
  const id = useId();
  return (
    <Field name={`settings.${field.key}`}>
      {({ input }) => (
        <div className="field">
          <label htmlFor={id}>{field.label}</label>
          <select {...input} id={id} disabled={disabled}>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}

/** The fields of a channel type's settings schema, as final-form fields named settings.<key>. */
export function SchemaFields({ fields, secretsSet, disabled, serverErrors }: Props) {
  return (
    <>
      {fields.map((field) => {
        const serverError = serverErrors[field.key];
        if (field.kind === 'secret') {
          return <SecretField key={field.key} field={field} isSet={secretsSet?.includes(field.key) === true} creating={secretsSet === null} disabled={disabled} {...(serverError ? { serverError } : {})} />;
        }
        if (field.kind === 'boolean') return <CheckboxField key={field.key} field={field} disabled={disabled} />;
        if (field.kind === 'select') return <SelectField key={field.key} field={field} disabled={disabled} />;
        return (
          <TextField
            key={field.key}
            name={`settings.${field.key}`}
            label={field.label}
            type={field.kind === 'email' ? 'email' : 'text'}
            inputMode={field.kind === 'number' ? 'numeric' : field.kind === 'email' ? 'email' : 'text'}
            required={field.required === true}
            disabled={disabled}
            {...(field.help ? { hint: field.help } : {})}
            {...(serverError ? { serverError } : {})}
          />
        );
      })}
    </>
  );
}
