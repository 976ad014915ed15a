import { usePageSelector, useAppDispatch } from '../../../app/hooks';
import { FieldError } from '../../../components/form/FieldError';
import type { BusinessCalendar } from '../../../domain/businessHours';
import type { AssignmentTarget } from '../timeworkApi';
import { calendarAssignRequested, failureFor, selectTimework } from '../timeworkSlice';

/** Which calendar each department and channel uses; none chosen: the default calendar. */
export function AssignmentsSection() {
  const { calendars, assignments } = usePageSelector(selectTimework);
  if (calendars.length === 0) return null;
  return (
    <section className="timework-section" aria-labelledby="tw-assignments">
      <h2 id="tw-assignments">Departments and channels</h2>
      <p className="muted">
        A conversation follows its department&apos;s calendar, else its channel&apos;s, else the default calendar: for its away message, the web chat and
        its SLA due times.
      </p>
      <div className="timework-assignments">
        <h3>Departments</h3>
        {assignments.departments.length === 0 ? <p className="muted">No departments yet.</p> : null}
        {assignments.departments.map((d) => (
          <Assignment key={d.id} target={{ kind: 'department', id: d.id }} label={`${d.name} department`} calendarId={d.calendarId} calendars={calendars} />
        ))}
        <h3>Channels</h3>
        {assignments.channels.length === 0 ? <p className="muted">No channels yet.</p> : null}
        {assignments.channels.map((c) => (
          <Assignment key={c.id} target={{ kind: 'channel', id: c.id }} label={`${c.name} channel`} calendarId={c.calendarId} calendars={calendars} />
        ))}
      </div>
    </section>
  );
}

function Assignment({ target, label, calendarId, calendars }: { target: AssignmentTarget; label: string; calendarId: string | null; calendars: BusinessCalendar[] }) {
  const dispatch = useAppDispatch();
  const state = usePageSelector(selectTimework);
  const key = `${target.kind}:${target.id}`;
  const id = `tw-assign-${target.kind}-${target.id}`;
  const error = failureFor(state, key)?.fields.calendarId ?? failureFor(state, key)?.message;
  const fallback = calendars.find((c) => c.isDefault)?.name;
  return (
    <div className="timework-assignment">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={calendarId ?? ''}
        disabled={state.pending === key}
        aria-invalid={error ? true : undefined}
        onChange={(e) => dispatch(calendarAssignRequested({ target, calendarId: e.target.value || null }))}
      >
        <option value="">{fallback ? `Default calendar (${fallback})` : 'Default calendar'}</option>
        {calendars.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <FieldError message={error} />
    </div>
  );
}
