import { Button } from 'primereact/button';
import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import { TextField } from '../../../components/form/TextField';
import { formLevelMessage } from '../../../components/form/fieldErrors';
import { ACCESS_URLS } from '../../../domain/access';
import { ACCESS_LABELS } from '../../../domain/accessPresets';
import type { Role } from '../../../domain/api';
import { defaultAccessFor } from '../../../domain/accessPresets';
import { ROLES, invitationErrors, readInvitation } from '../../../domain/invitationRules';
import { selectDepartments } from '../../directory/directorySlice';
import { inviteRequested, selectMemberAdmin } from '../memberAdminSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

interface Values {
  email: string;
  role: Role;
  departmentIds: string[];
  access: string[];
}

// One object: final-form starts over whenever initialValues is a new one, which would drop what was typed.
const INITIAL: Values = { email: '', role: 'Agent', departmentIds: [], access: defaultAccessFor('Agent') };

/** Invite by e-mail with a role, departments and the pages they may open (the role's defaults to start). */
export function InviteForm() {
  const dispatch = useAppDispatch();
  const { busy, inviteFailure, invitesSent } = usePageSelector(selectMemberAdmin);
  const departments = usePageSelector(selectDepartments);
  const roleId = useId();
  const server = inviteFailure?.fields ?? {};
  return (
    <Form<Values>
      key={invitesSent}
      initialValues={INITIAL}
      validate={(values) => invitationErrors(values)}
      onSubmit={(values) => {
        dispatch(inviteRequested(readInvitation({ ...values })));
      }}
      render={({ handleSubmit, form, submitFailed, errors }) => (
        <form className="members-page__invite" onSubmit={handleSubmit} noValidate aria-labelledby="invite-title">
          <h2 id="invite-title">Invite a member</h2>
          <TextField name="email" label="E-mail" type="email" autoComplete="off" required serverError={server.email} />
          <div className="field">
            <label htmlFor={roleId}>Role</label>
            <Field<Role> name="role">
              {({ input }) => (
                <select
                  id={roleId}
                  value={input.value}
                  onChange={(event) => {
                    input.onChange(event.target.value);
                    // A new role starts from its own default pages.
                    form.change('access', defaultAccessFor(event.target.value as Role));
                  }}
                >
                  {ROLES.map((role) => (
                    <option key={role}>{role}</option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <CheckGroup name="departmentIds" legend="Departments" options={departments.map((d) => ({ value: d.id, label: d.name }))} error={server.departmentIds ?? (submitFailed ? errors?.departmentIds : undefined)} empty="This workspace has no departments yet." />
          <CheckGroup name="access" legend="Pages they may open" options={ACCESS_URLS.map((url) => ({ value: url, label: ACCESS_LABELS[url] }))} error={server.access ?? (submitFailed ? errors?.access : undefined)} />
          {formLevelMessage(inviteFailure) ? (
            <p className="p-error" role="alert">
              {formLevelMessage(inviteFailure)}
            </p>
          ) : null}
          <Button type="submit" label={busy === 'invite' ? 'Sending…' : 'Send invitation'} disabled={busy === 'invite'} />
        </form>
      )}
    />
  );
}

function CheckGroup({ name, legend, options, error, empty }: { name: string; legend: string; options: { value: string; label: string }[]; error?: string | undefined; empty?: string }) {
  const errorId = useId();
  return (
    <fieldset className="members-page__checks" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.length === 0 && empty ? <p className="muted">{empty}</p> : null}
      {options.map((option) => (
        <label key={option.value}>
          <Field name={name} type="checkbox" value={option.value} component="input" /> {option.label}
        </label>
      ))}
      {error ? (
        <p className="p-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
