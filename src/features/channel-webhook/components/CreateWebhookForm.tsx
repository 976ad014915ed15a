import { Button } from 'primereact/button';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { PrimeTextField } from '../../../components/form/PrimeFields';
import { DEFAULT_WEBHOOK_NAME, validateWebhookForm, type WebhookForm } from '../channelWebhookRules';
import { webhookCreateRequested, type FormFailure } from '../channelWebhookSlice';

const INITIAL: WebhookForm = { name: DEFAULT_WEBHOOK_NAME, url: '' };

/** The page gives it a new key after each channel it creates, so the next one starts from a clean form. */
export function CreateWebhookForm({ creating, failure }: { creating: boolean; failure: FormFailure | null }) {
  const dispatch = useDispatch();
  return (
    <Form<WebhookForm>
      initialValues={INITIAL}
      validate={validateWebhookForm}
      onSubmit={(values) => {
        dispatch(webhookCreateRequested(values));
      }}
      render={({ handleSubmit }) => (
        <form className="form webhook-settings__create" onSubmit={handleSubmit} noValidate aria-labelledby="webhook-create-title">
          <h2 id="webhook-create-title">New webhook channel</h2>
          <PrimeTextField name="name" label="Channel name" serverError={failure?.fields.name} />
          <PrimeTextField name="url" label="Reply URL" serverError={failure?.fields.url} />
          <p className="muted">Agent replies are POSTed to this URL, signed like the messages you send us.</p>
          {failure?.message && Object.keys(failure.fields).length === 0 ? (
            <p className="p-error" role="alert">
              {failure.message}
            </p>
          ) : null}
          <Button type="submit" label="Create webhook channel" loading={creating} disabled={creating} />
        </form>
      )}
    />
  );
}
