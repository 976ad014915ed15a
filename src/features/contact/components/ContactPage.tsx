import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import { TextField } from '../../../components/form/TextField';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { trimContact, validateContact } from '../contactRules';
import { contactFormReopened, contactSubmitted, selectContact } from '../contactSlice';
import { useLandingDispatch, useLandingSelector } from '../../../app/hooks';

export function ContactPage() {
  useDocumentTitle('Contact us');
  const dispatch = useLandingDispatch();
  const { status, message, fieldErrors } = useLandingSelector(selectContact);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (status === 'succeeded') confirmationRef.current?.focus();
  }, [status]);

  return (
    <section className="section section--narrow" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact us</h1>
      {status === 'succeeded' ? (
        <div className="notice notice--success" role="status">
          <h2 ref={confirmationRef} tabIndex={-1}>
            Message sent
          </h2>
          <p data-testid="contact-confirmation">{message}</p>
          <button type="button" className="btn" onClick={() => dispatch(contactFormReopened())}>
            Send another message
          </button>
        </div>
      ) : (
        <>
          <p className="lead">Tell us about your team and what you need. We answer every message.</p>
          <Form
            onSubmit={(values) => {
              dispatch(contactSubmitted(trimContact(values)));
            }}
            validate={validateContact}
            render={({ handleSubmit }) => (
              <form
                ref={formRef}
                className="form"
                noValidate
                aria-describedby="contact-required-note"
                onSubmit={(event) => {
                  void handleSubmit(event);
                  // After a refused submit, take keyboard and screen-reader users to the first problem.
                  requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
                }}
              >
                <p id="contact-required-note" className="muted">
                  All fields are required unless marked optional.
                </p>
                <TextField name="name" label="Name" autoComplete="name" required serverError={fieldErrors.name} />
                <TextField name="email" label="E-mail" type="email" autoComplete="email" required serverError={fieldErrors.email} />
                <TextField name="company" label="Company" autoComplete="organization" serverError={fieldErrors.company} />
                <TextField name="message" label="Message" multiline required serverError={fieldErrors.message} />
                {status === 'failed' && message ? (
                  <p className="notice notice--error" role="alert">
                    {message}
                  </p>
                ) : null}
                <button type="submit" className="btn btn--primary" disabled={status === 'submitting'}>
                  {status === 'submitting' ? 'Sending…' : 'Send message'}
                </button>
              </form>
            )}
          />
        </>
      )}
    </section>
  );
}
