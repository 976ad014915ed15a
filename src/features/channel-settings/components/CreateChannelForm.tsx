import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { TextField } from '../../../components/form/TextField';
import type { FormFailure } from '../../errors/formCall';
import type { ChannelTypeInfo } from '../channelSettingsApi';
import { formValues, serverFieldErrors, settingsBody, validateChannelForm, type ChannelForm } from '../channelSettingsRules';
import { channelCreateRequested } from '../channelSettingsSlice';
import { SchemaFields } from './SchemaFields';
import { useAppDispatch } from '../../../app/hooks';

/** The page gives it a new key after each channel it creates, so the next one starts from a clean form. */
export function CreateChannelForm({ info, creating, failure }: { info: ChannelTypeInfo; creating: boolean; failure: FormFailure | null }) {
  const dispatch = useAppDispatch();
  const fields = info.settings.fields;
  const initialValues = useMemo(() => formValues(fields, null, info.label), [fields, info.label]);
  const serverErrors = serverFieldErrors(failure?.fields ?? {});
  return (
    <Form<ChannelForm>
      initialValues={initialValues}
      validate={(values) => validateChannelForm(fields, values)}
      onSubmit={(values) => {
        dispatch(channelCreateRequested({ type: info.type, name: values.name.trim(), settings: settingsBody(fields, values.settings) }));
      }}
      render={({ handleSubmit }) => (
        <form className="form channel-settings__create" onSubmit={handleSubmit} noValidate aria-labelledby="channel-create-title">
          <h2 id="channel-create-title">New {info.label} channel</h2>
          <TextField name="name" label="Channel name" required {...(serverErrors.name ? { serverError: serverErrors.name } : {})} />
          <SchemaFields fields={fields} secretsSet={null} disabled={creating} serverErrors={serverErrors.settings} />
          {failure?.message && Object.keys(serverErrors.settings).length === 0 && !serverErrors.name ? (
            <p className="p-error" role="alert">
              {failure.message}
            </p>
          ) : null}
          <Button type="submit" label={`Create ${info.label} channel`} loading={creating} disabled={creating} />
        </form>
      )}
    />
  );
}
