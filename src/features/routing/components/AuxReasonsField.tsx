import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { FieldError } from '../../../components/form/FieldError';
import { AUX_REASON_MAX, AUX_REASONS_MAX } from '../../../domain/routingSettingsRules';

/** The reasons an agent picks from when going aux: edited in place, added and removed. */
export function AuxReasonsField({ reasons, errors, onChange }: { reasons: readonly string[]; errors: Readonly<Record<string, string>>; onChange: (reasons: string[]) => void }) {
  return (
    <fieldset className="assignment-form__group" aria-describedby="as-aux-help">
      <legend>Aux reasons</legend>
      <ol className="assignment-form__reasons">
        {reasons.map((reason, index) => (
          <li key={index}>
            <InputText
              aria-label={`Aux reason ${index + 1}`}
              value={reason}
              maxLength={AUX_REASON_MAX}
              aria-invalid={errors[`auxReasons.${index}`] ? true : undefined}
              onChange={(e) => onChange(reasons.map((r, i) => (i === index ? e.target.value : r)))}
            />
            <Button type="button" text size="small" severity="danger" label="Remove" aria-label={`Remove aux reason ${index + 1}`} onClick={() => onChange(reasons.filter((_, i) => i !== index))} />
            <FieldError message={errors[`auxReasons.${index}`]} />
          </li>
        ))}
      </ol>
      <FieldError message={errors.auxReasons} />
      <div>
        <Button type="button" outlined size="small" label="Add reason" disabled={reasons.length >= AUX_REASONS_MAX} onClick={() => onChange([...reasons, ''])} />
      </div>
      <small id="as-aux-help" className="muted">
        An agent going aux picks one of these; the time in each is kept for reports.
      </small>
    </fieldset>
  );
}
