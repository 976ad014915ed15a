import { Button } from 'primereact/button';
import { useState } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { FormFailureAlert } from '../../../components/form/FormFailureAlert';
import type { BusinessCalendar } from '../../../domain/businessHours';
import { calendarSummary } from '../timeworkRules';
import { calendarDeleteRequested, calendarEditStarted, defaultCalendarRequested, failureFor, selectTimework } from '../timeworkSlice';

/** The workspace's calendars, the default first and marked, each to edit, make the default or delete. */
export function CalendarList() {
  const dispatch = useAppDispatch();
  const state = usePageSelector(selectTimework);
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <section className="timework-section" aria-labelledby="tw-calendars">
      <h2 id="tw-calendars">Calendars</h2>
      {state.calendars.length === 0 ? (
        <p className="muted">No calendar yet: the workspace counts as open around the clock. The first calendar you add becomes the default.</p>
      ) : (
        <ul className="timework-list">
          {state.calendars.map((calendar) => (
            <li key={calendar.id} className="timework-list__item">
              <div>
                <strong>{calendar.name}</strong> {calendar.isDefault ? <span className="timework-tag">Default</span> : null}
                <div className="muted">{calendarSummary(calendar)}</div>
              </div>
              <div className="timework-list__actions">
                <Button type="button" outlined size="small" label="Edit" aria-label={`Edit ${calendar.name}`} onClick={() => dispatch(calendarEditStarted(calendar.id))} />
                {calendar.isDefault ? null : (
                  <>
                    <Button
                      type="button"
                      text
                      size="small"
                      label="Make default"
                      aria-label={`Make ${calendar.name} the default`}
                      loading={state.pending === `default:${calendar.id}`}
                      onClick={() => dispatch(defaultCalendarRequested(calendar.id))}
                    />
                    <Button type="button" text size="small" severity="danger" label="Delete" aria-label={`Delete ${calendar.name}`} onClick={() => setConfirming(calendar.id)} />
                  </>
                )}
              </div>
              {confirming === calendar.id ? <ConfirmDelete calendar={calendar} onDone={() => setConfirming(null)} /> : null}
              <FormFailureAlert failure={failureFor(state, `delete:${calendar.id}`) ?? failureFor(state, `default:${calendar.id}`)} />
            </li>
          ))}
        </ul>
      )}
      <Button type="button" label="New calendar" icon="pi pi-plus" onClick={() => dispatch(calendarEditStarted('new'))} />
    </section>
  );
}

function ConfirmDelete({ calendar, onDone }: { calendar: BusinessCalendar; onDone: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <div className="timework-confirm" role="alertdialog" aria-label={`Delete ${calendar.name}?`}>
      <p>
        Delete {calendar.name}? Departments, channels and SLA policies that use it will follow the default calendar, and open tickets&apos; due times are
        computed again.
      </p>
      <Button
        type="button"
        severity="danger"
        size="small"
        label="Delete calendar"
        autoFocus
        onClick={() => {
          dispatch(calendarDeleteRequested(calendar.id));
          onDone();
        }}
      />
      <Button type="button" text size="small" label="Keep it" onClick={onDone} />
    </div>
  );
}
