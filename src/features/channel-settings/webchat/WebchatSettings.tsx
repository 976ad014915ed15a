import { Button } from 'primereact/button';
import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { PrimeTextField } from '../../../components/form/PrimeFields';
import { TextField } from '../../../components/form/TextField';
import { webchatChannelType } from '../../../domain/channels';
import { selectWorkspace } from '../../auth/authSlice';
import type { AuthState } from '../../auth/authSlice';
import { formValues, validateWebchatForm, type WebchatForm } from './channelWebchatRules';
import { selectChannelWebchat, webchatSaveRequested, webchatSettingsOpened, type ChannelWebchatState } from './channelWebchatSlice';
import { ColorField, PositionField } from './WebchatFields';
import { PrechatFields } from './PrechatFields';
import { EmbedSnippet } from './EmbedSnippet';
import { LauncherPreview } from './LauncherPreview';
import './webchatSettings.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type State = { channelWebchat: ChannelWebchatState; auth: AuthState };

/**
 * The web chat's extras inside the generic channel page (/settings/channel/CHAT{product}WEBCHAT): the
 * workspace's one web chat, its look, its pre-chat form and its embed code.
 */
export function WebchatSettings({ product }: { product: string }) {
  const type = webchatChannelType(product);
  const dispatch = useAppDispatch();
  const { status, channel, saving, failure } = usePageSelector((state: State) => selectChannelWebchat(state));
  const isAdministrator = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');

  // A new object each render would make the form start over while the visitor types.
  const initialValues = useMemo(() => formValues(channel), [channel]);

  useEffect(() => {
    dispatch(webchatSettingsOpened({ type }));
  }, [dispatch, type]);

  return (
    <div className="webchat-settings">
      {status === 'loading' || status === 'idle' ? (
        <p role="status">Loading…</p>
      ) : status === 'failed' ? (
        <div role="alert">
          <p>The web chat settings could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(webchatSettingsOpened({ type }))} />
        </div>
      ) : (
        <div className="webchat-settings__layout">
          <Form<WebchatForm>
            initialValues={initialValues}
            validate={validateWebchatForm}
            onSubmit={(values) => {
              dispatch(webchatSaveRequested(values));
            }}
            render={({ handleSubmit, values }) => (
              <form className="form" onSubmit={handleSubmit} noValidate aria-label="Web chat personalization">
                <PrimeTextField name="name" label="Channel name" serverError={failure?.fields.name} disabled={!isAdministrator} />
                <PrimeTextField name="caption" label="Launcher caption" serverError={failure?.fields.caption} disabled={!isAdministrator} />
                <ColorField name="color" label="Colour" serverError={failure?.fields.color} disabled={!isAdministrator} />
                <PositionField name="position" disabled={!isAdministrator} />
                <TextField name="greeting" label="Greeting" multiline required serverError={failure?.fields.greeting} disabled={!isAdministrator} />
                <TextField
                  name="offlineMessage"
                  label="Offline message"
                  hint="Shown with a form for the visitor's name, e-mail and message when no agent is available."
                  multiline
                  required
                  serverError={failure?.fields.offlineMessage}
                  disabled={!isAdministrator}
                />
                <PrechatFields disabled={!isAdministrator} serverErrors={failure?.fields ?? {}} />
                <LauncherPreview caption={values.caption} color={values.color} />
                {failure?.message && Object.keys(failure.fields).length === 0 ? (
                  <p className="p-error" role="alert">
                    {failure.message}
                  </p>
                ) : null}
                {isAdministrator ? (
                  <Button type="submit" label={channel ? 'Save' : 'Create web chat'} loading={saving} disabled={saving} />
                ) : (
                  <p className="muted">Only an Administrator can change the web chat.</p>
                )}
              </form>
            )}
          />
          <EmbedSnippet publicId={channel?.publicId ?? null} origin={window.location.origin} />
        </div>
      )}
    </div>
  );
}
