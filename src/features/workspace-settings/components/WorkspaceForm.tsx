import { Button } from 'primereact/button';
import { useEffect, useId, useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { TextField } from '../../../components/form/TextField';
import { FormFailureAlert } from '../../../components/form/FormFailureAlert';
import { required } from '../../../domain/validation';
import { knownTimeZones } from '../../../services/timeZone';
import { WORKSPACE_LANGUAGES, workspaceLanguageError, type WorkspaceSettings } from '../../../domain/workspaceSettingsRules';
import { workspaceNameError } from '../../../domain/workspaceRules';
import { selectWorkspaceSettings, workspaceSettingsOpened, workspaceSettingsSaveRequested } from '../workspaceSettingsSlice';

function validate(values: Partial<WorkspaceSettings>): Record<string, string> {
  const errors: Record<string, string | undefined> = {
    name: workspaceNameError(values.name),
    timeZone: required(values.timeZone),
    language: workspaceLanguageError(values.language),
  };
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The 'Workspace' section: name, time zone (type to search the list), language. */
export function WorkspaceForm() {
  const dispatch = useAppDispatch();
  const { status, settings, saving, failure } = usePageSelector(selectWorkspaceSettings);
  const zones = useMemo(knownTimeZones, []);
  const listId = useId();

  useEffect(() => {
    dispatch(workspaceSettingsOpened());
  }, [dispatch]);

  return (
    <section className="workspace-settings__section" aria-labelledby="workspace-heading">
      <h2 id="workspace-heading">Workspace</h2>
      {status === 'failed' ? (
        <div role="alert">
          <p>The workspace settings could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(workspaceSettingsOpened())} />
        </div>
      ) : !settings ? (
        <p role="status">Loading…</p>
      ) : (
        <Form<WorkspaceSettings>
          initialValues={settings}
          validate={validate}
          onSubmit={(values) => {
            dispatch(workspaceSettingsSaveRequested({ name: values.name, timeZone: values.timeZone?.trim(), language: values.language }));
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="workspace-settings__form">
              <TextField name="name" label="Workspace name" required autoComplete="organization" serverError={failure?.fields.name} />
              <ZoneField listId={listId} serverError={failure?.fields.timeZone} />
              <datalist id={listId}>
                {zones.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
              <LanguageField serverError={failure?.fields.language} />
              <FormFailureAlert failure={failure} />
              <Button type="submit" label={saving ? 'Saving…' : 'Save'} disabled={saving} />
            </form>
          )}
        />
      )}
    </section>
  );
}

function useFieldError(name: string, serverError: string | undefined) {
  const { input, meta } = useField<string>(name);
  const clientError = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  return { input, error: clientError ?? (meta.dirtySinceLastSubmit ? undefined : serverError) };
}

function ZoneField({ listId, serverError }: { listId: string; serverError?: string }) {
  const { input, error } = useFieldError('timeZone', serverError);
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>Time zone</label>
      <p className="field__hint" id={`${id}-hint`}>
        Type to search, e.g. Berlin or New_York. Today, reports and every date filter count the days of this zone.
      </p>
      <input
        {...input}
        id={id}
        type="text"
        list={listId}
        autoComplete="off"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LanguageField({ serverError }: { serverError?: string }) {
  const { input, error } = useFieldError('language', serverError);
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>Language</label>
      <p className="field__hint" id={`${id}-hint`}>
        The console is written in English only for now; more languages will be offered here once it is translated.
      </p>
      <select {...input} id={id} aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}>
        {WORKSPACE_LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.label}
          </option>
        ))}
      </select>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
