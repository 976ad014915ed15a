import { Button } from 'primereact/button';
import { useId, useMemo } from 'react';
import { Form } from 'react-final-form';
import { TextField } from '../../../components/form/TextField';
import type { SettingsField } from '../../../domain/channelSettingsSchema';
import type { FormFailure } from '../../errors/formCall';
import type { SettingsChannel } from '../channelSettingsApi';
import { channelState, formValues, serverFieldErrors, settingsBody, validateChannelForm, type ChannelForm } from '../channelSettingsRules';
import { channelChangeRequested, type ChannelSettingsState } from '../channelSettingsSlice';
import { CopyValues, RotateSecret, TestConnection } from './ChannelActions';
import { ChannelHealthView } from './ChannelHealthView';
import { SchemaFields } from './SchemaFields';
import { useAppDispatch } from '../../../app/hooks';

interface Props {
  channel: SettingsChannel;
  fields: readonly SettingsField[];
  isAdministrator: boolean;
  busy: boolean;
  failure: FormFailure | undefined;
  /** Its type answers 'Test the connection'. */
  testable: boolean;
  test: ChannelSettingsState['tests'][string] | undefined;
  /** Its secret was rotated on this page: the new values show at once. */
  rotated: boolean;
}

/** What an Agent reads of a channel: its settings that are not secret. */
function ReadOnlySettings({ channel, fields }: { channel: SettingsChannel; fields: readonly SettingsField[] }) {
  const shown = fields.filter((f) => f.kind !== 'secret');
  return (
    <>
      {shown.map((field) => (
        <p key={field.key}>
          {field.label}: {String(channel.settings[field.key] ?? '') || 'not set'}
        </p>
      ))}
      <p className="muted">Only an Administrator can change this channel.</p>
    </>
  );
}

/** One channel of the type: its state and health, the values to copy, test and rotate, and its settings form from the schema. */
export function ChannelCard({ channel, fields, isAdministrator, busy, failure, testable, test, rotated }: Props) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const state = channelState(channel);
  const initialValues = useMemo(() => formValues(fields, channel, channel.name), [fields, channel]);
  const serverErrors = serverFieldErrors(failure?.fields ?? {});
  return (
    <article className="channel-settings__card" aria-labelledby={titleId}>
      <header className="channel-settings__card-header">
        <h2 id={titleId}>{channel.name}</h2>
        <span className={`channel-settings__state channel-settings__state--${state.tone}`}>{state.text}</span>
      </header>
      <ChannelHealthView channel={channel} />
      {isAdministrator ? (
        <div className="channel-settings__actions-block">
          <CopyValues channel={channel} rotated={rotated} />
          <RotateSecret channel={channel} busy={busy} />
          {testable ? <TestConnection channel={channel} test={test} /> : null}
        </div>
      ) : null}
      {isAdministrator ? (
        <>
          <Form<ChannelForm>
            initialValues={initialValues}
            validate={(values) => validateChannelForm(fields, values, channel.secretsSet)}
            onSubmit={(values) => {
              dispatch(channelChangeRequested({ id: channel.id, change: { name: values.name.trim(), settings: settingsBody(fields, values.settings) } }));
            }}
            render={({ handleSubmit, pristine }) => (
              <form className="form channel-settings__edit" onSubmit={handleSubmit} noValidate aria-label={`Settings of ${channel.name}`}>
                <TextField name="name" label="Channel name" required disabled={busy} {...(serverErrors.name ? { serverError: serverErrors.name } : {})} />
                <SchemaFields fields={fields} secretsSet={channel.secretsSet ?? []} disabled={busy} serverErrors={serverErrors.settings} />
                {failure?.message && Object.keys(failure.fields).length === 0 ? (
                  <p className="p-error" role="alert">
                    {failure.message}
                  </p>
                ) : null}
                <Button type="submit" label="Save" loading={busy} disabled={busy || pristine} />
              </form>
            )}
          />
          <EnabledSwitch channel={channel} busy={busy} />
        </>
      ) : (
        <ReadOnlySettings channel={channel} fields={fields} />
      )}
    </article>
  );
}

function EnabledSwitch({ channel, busy }: { channel: SettingsChannel; busy: boolean }) {
  const dispatch = useAppDispatch();
  const id = useId();
  return (
    <div className="channel-settings__switch">
      {/* A native switch: PrimeReact's nests its focusable input in another control (axe: nested-interactive). */}
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={channel.enabled}
        disabled={busy}
        onChange={(e) => dispatch(channelChangeRequested({ id: channel.id, change: { enabled: e.target.checked } }))}
      />
      <label htmlFor={id}>Take messages on this channel</label>
    </div>
  );
}
