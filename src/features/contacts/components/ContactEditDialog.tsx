import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId, useMemo } from 'react';
import { Form } from 'react-final-form';
import { TextField } from '../../../components/form/TextField';
import type { Contact } from '../../../domain/inbox';
import { contactBody, formValues, validateContact, type ContactFormValues } from '../contactFormRules';
import { contactEditClosed, contactSaveRequested, selectContactEdit, type ContactsState } from '../contactsSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type WithContacts = { contacts: ContactsState };

/** Edit name, e-mail, phone, notes and tags; the api's own refusals show beside the fields. */
export function ContactEditDialog({ contact }: { contact: Contact }) {
  const dispatch = useAppDispatch();
  const edit = usePageSelector((s: WithContacts) => selectContactEdit(s));
  const titleId = useId();
  // New initial values only when the dialog opens, so a live change does not reset what is being typed.
  const initialValues = useMemo(() => formValues(contact), [edit.open, contact.id]);
  const fields = edit.failure?.fields ?? {};
  const saving = edit.status === 'saving';

  return (
    <Dialog
      visible={edit.open}
      onHide={() => dispatch(contactEditClosed())}
      header={<span id={titleId}>Edit contact</span>}
      aria-labelledby={titleId}
      style={{ width: '90vw', maxWidth: 520 }}
      className="contact-dialog"
      draggable={false}
      resizable={false}
    >
      <Form<ContactFormValues>
        initialValues={initialValues}
        validate={validateContact}
        onSubmit={(values) => {
          dispatch(contactSaveRequested({ id: contact.id, body: contactBody(values) }));
        }}
        render={({ handleSubmit }) => (
          <form className="contact-form" onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
            <TextField name="name" label="Name" autoComplete="off" required serverError={fields.name} />
            <TextField name="email" label="E-mail" type="email" inputMode="email" autoComplete="off" serverError={fields.email} />
            <TextField name="phone" label="Phone" autoComplete="off" serverError={fields.phone} />
            <TextField name="tags" label="Tags" hint="Separate tags with commas." autoComplete="off" serverError={fields.tags} />
            <TextField name="notes" label="Notes" multiline serverError={fields.notes} />
            {edit.failure?.message && Object.keys(fields).length === 0 ? (
              <p className="p-error" role="alert">
                {edit.failure.message}
              </p>
            ) : null}
            <div className="contact-form__actions">
              <Button type="button" outlined label="Cancel" onClick={() => dispatch(contactEditClosed())} />
              <Button type="submit" label="Save" loading={saving} disabled={saving} />
            </div>
          </form>
        )}
      />
    </Dialog>
  );
}
