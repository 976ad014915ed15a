import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { FieldError } from '../../../components/form/FieldError';
import { WEEKDAYS, type Period, type Weekday, type WeekHours } from '../../../domain/businessHours';
import { copyMondayToWeekdays, DAY_NAMES, newPeriod } from '../timeworkRules';

interface Props {
  week: WeekHours;
  errors: Record<string, string>;
  onChange: (week: WeekHours) => void;
}

/** Per weekday its periods (several for split shifts), 'Closed' when it has none. */
export function WeekEditor({ week, errors, onChange }: Props) {
  const setDay = (day: Weekday, periods: Period[]) => onChange({ ...week, [day]: periods });
  return (
    <fieldset className="timework-week">
      <legend>Opening hours</legend>
      <p className="muted" id="tw-week-help">
        Times are in the calendar&apos;s time zone, such as 09:00 or 17:30; 24:00 ends at midnight. Add hours twice for a split shift.
      </p>
      <FieldError message={errors.week} />
      {WEEKDAYS.map((day) => (
        <Day key={day} day={day} periods={week[day]} errors={errors} onChange={(periods) => setDay(day, periods)}>
          {day === 'mon' ? <Button type="button" text label="Copy Monday to weekdays" onClick={() => onChange(copyMondayToWeekdays(week))} /> : null}
        </Day>
      ))}
    </fieldset>
  );
}

function Day({ day, periods, errors, onChange, children }: { day: Weekday; periods: Period[]; errors: Record<string, string>; onChange: (periods: Period[]) => void; children?: ReactNode }) {
  const name = DAY_NAMES[day];
  const change = (index: number, patch: Partial<Period>) => onChange(periods.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <div className="timework-day" role="group" aria-label={name}>
      <span className="timework-day__name">{name}</span>
      <div className="timework-day__periods">
        {periods.length === 0 ? <span className="muted">Closed</span> : null}
        {periods.map((period, index) => {
          const nth = index === 0 ? '' : ` (${index + 1})`;
          const error = errors[`week.${day}.${index}`];
          const errorId = `tw-${day}-${index}-error`;
          return (
            <div className="timework-period" key={index}>
              <InputText
                aria-label={`${name} opens${nth}`}
                value={period.start}
                inputMode="numeric"
                placeholder="09:00"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : 'tw-week-help'}
                onChange={(e) => change(index, { start: e.target.value })}
              />
              <span aria-hidden="true">–</span>
              <InputText
                aria-label={`${name} closes${nth}`}
                value={period.end}
                inputMode="numeric"
                placeholder="17:00"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : 'tw-week-help'}
                onChange={(e) => change(index, { end: e.target.value })}
              />
              <Button type="button" text icon="pi pi-times" aria-label={`Remove ${name} hours${nth}`} onClick={() => onChange(periods.filter((_, i) => i !== index))} />
              <FieldError id={errorId} message={error} />
            </div>
          );
        })}
        <FieldError message={errors[`week.${day}`]} />
      </div>
      <div className="timework-day__actions">
        <Button type="button" outlined size="small" label="Add hours" onClick={() => onChange([...periods, newPeriod(periods)])} />
        {children}
      </div>
    </div>
  );
}
