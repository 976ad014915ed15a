import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { FieldError } from '../../../components/form/FieldError';
import type { Holiday } from '../../../domain/businessHours';

interface Props {
  holidays: Holiday[];
  errors: Record<string, string>;
  onChange: (holidays: Holiday[]) => void;
}

/** Days the team is away all day: a single day or a range, optionally every year on the same dates. */
export function HolidaysEditor({ holidays, errors, onChange }: Props) {
  const change = (index: number, patch: Partial<Holiday>) => onChange(holidays.map((h, i) => (i === index ? { ...h, ...patch } : h)));
  return (
    <fieldset className="timework-holidays">
      <legend>Holidays</legend>
      <p className="muted">Closed all day from the first to the last day. Every year: the same dates each year, such as 25 December.</p>
      <FieldError message={errors.holidays} />
      {holidays.length === 0 ? <p className="muted">No holidays.</p> : null}
      {holidays.map((holiday, index) => {
        const label = `Holiday ${index + 1}`;
        const field = (name: keyof Holiday) => errors[`holidays.${index}.${name}`];
        const id = (name: string) => `tw-holiday-${index}-${name}`;
        const described = (name: keyof Holiday) => (field(name) ? { 'aria-invalid': true, 'aria-describedby': id(`${name}-error`) } : {});
        return (
          <div className="timework-holiday" role="group" aria-label={label} key={index}>
            <label htmlFor={id('name')}>Holiday name</label>
            <InputText id={id('name')} value={holiday.name} {...described('name')} onChange={(e) => change(index, { name: e.target.value })} />
            <label htmlFor={id('from')}>From</label>
            <InputText
              id={id('from')}
              type="date"
              value={holiday.from}
              {...described('from')}
              // A single day needs one date: the last day follows the first until it is set apart.
              onChange={(e) => change(index, { from: e.target.value, ...(holiday.to === '' || holiday.to < e.target.value ? { to: e.target.value } : {}) })}
            />
            <label htmlFor={id('to')}>To</label>
            <InputText id={id('to')} type="date" value={holiday.to} {...described('to')} onChange={(e) => change(index, { to: e.target.value })} />
            <span className="timework-holiday__yearly">
              <Checkbox inputId={id('yearly')} checked={holiday.yearly} onChange={(e) => change(index, { yearly: Boolean(e.checked) })} />
              <label htmlFor={id('yearly')}>Every year</label>
            </span>
            <Button type="button" text icon="pi pi-trash" aria-label={`Remove ${holiday.name.trim() || label.toLowerCase()}`} onClick={() => onChange(holidays.filter((_, i) => i !== index))} />
            <FieldError id={id('name-error')} message={field('name')} />
            <FieldError id={id('from-error')} message={field('from')} />
            <FieldError id={id('to-error')} message={field('to')} />
          </div>
        );
      })}
      <div>
        <Button type="button" outlined size="small" label="Add holiday" onClick={() => onChange([...holidays, { name: '', from: '', to: '', yearly: false }])} />
      </div>
    </fieldset>
  );
}
