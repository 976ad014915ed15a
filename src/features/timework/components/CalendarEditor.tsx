import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { FieldError } from '../../../components/form/FieldError';
import { FormFailureAlert } from '../../../components/form/FormFailureAlert';
import { checkCalendar, type CheckedCalendar } from '../../../domain/businessHoursRules';
import { knownTimeZones } from '../../../services/timeZone';
import { calendarEditClosed, calendarSaveRequested, failureFor, selectTimework } from '../timeworkSlice';
import { HolidaysEditor } from './HolidaysEditor';
import { WeekEditor } from './WeekEditor';

/** One calendar's form: checked here as the api checks it (checkCalendar), then saved whole. */
export function CalendarEditor({ id, saved }: { id: string | null; saved: CheckedCalendar }) {
  const dispatch = useAppDispatch();
  const state = usePageSelector(selectTimework);
  const failure = failureFor(state, 'save');
  const [draft, setDraft] = useState(saved);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...(failure?.fields ?? {}), ...checked };
  const zones = useMemo(knownTimeZones, []);
  const listId = useId();
  const change = (patch: Partial<CheckedCalendar>) => setDraft({ ...draft, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkCalendar(draft);
    setChecked('fields' in result ? result.fields : {});
    if ('calendar' in result) dispatch(calendarSaveRequested({ id, calendar: result.calendar }));
  };

  return (
    <form className="timework-editor" onSubmit={submit} noValidate aria-labelledby="tw-editor-title">
      <h2 id="tw-editor-title">{id ? `Edit ${saved.name}` : 'New calendar'}</h2>
      <div className="timework-field">
        <label htmlFor="tw-name">Calendar name</label>
        <InputText
          id="tw-name"
          value={draft.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'tw-name-error' : undefined}
          onChange={(e) => change({ name: e.target.value })}
        />
        <FieldError id="tw-name-error" message={errors.name} />
      </div>
      <div className="timework-field">
        <label htmlFor="tw-zone">Time zone</label>
        <InputText
          id="tw-zone"
          list={listId}
          autoComplete="off"
          value={draft.timeZone}
          aria-invalid={errors.timeZone ? true : undefined}
          aria-describedby={errors.timeZone ? 'tw-zone-error' : 'tw-zone-help'}
          onChange={(e) => change({ timeZone: e.target.value })}
        />
        <datalist id={listId}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <small id="tw-zone-help" className="muted">
          Type to search, e.g. Berlin or New_York. The hours and holidays below are counted in this zone, daylight saving included.
        </small>
        <FieldError id="tw-zone-error" message={errors.timeZone} />
      </div>
      <WeekEditor week={draft.week} errors={errors} onChange={(week) => change({ week })} />
      <HolidaysEditor holidays={draft.holidays} errors={errors} onChange={(holidays) => change({ holidays })} />
      <FormFailureAlert failure={failure} />
      <div className="timework-editor__actions">
        <Button type="submit" label="Save calendar" loading={state.pending === 'save'} disabled={state.pending === 'save'} />
        <Button type="button" text label="Cancel" onClick={() => dispatch(calendarEditClosed())} />
      </div>
    </form>
  );
}
