import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { SlaSettings } from '../../../domain/sla';
import { percentOf, readSettings } from '../slaRules';
import { slaSettingsSaveRequested } from '../slaSlice';
import { FieldError } from '../../../components/form/FieldError';
import { useSlaChange } from './useSlaChange';

/** The workspace's SLA settings: the share of a target left that makes a ticket at risk, and whether hold pauses. */
export function SlaSettingsForm({ saved }: { saved: SlaSettings }) {
  const dispatch = useAppDispatch();
  const { busy, failure } = useSlaChange('settings');
  const [percent, setPercent] = useState(percentOf(saved));
  const [pauseOnHold, setPauseOnHold] = useState(saved.pauseOnHold);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const id = useId();
  const errors: Record<string, string | undefined> = { ...failure.fields, ...checked };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readSettings(percent, pauseOnHold);
    setChecked('fields' in result ? result.fields : {});
    if ('settings' in result) dispatch(slaSettingsSaveRequested(result.settings));
  };

  return (
    <form className="sla-settings" onSubmit={submit} noValidate>
      <div className="sla-settings__share">
        <span id={`${id}-before`}>At risk when less than</span>
        <InputText
          id={`${id}-share`}
          inputMode="numeric"
          value={percent}
          aria-labelledby={`${id}-before ${id}-after`}
          aria-invalid={errors.atRiskShare ? true : undefined}
          aria-describedby={errors.atRiskShare ? `${id}-share-error` : undefined}
          onChange={(e) => setPercent(e.target.value)}
        />
        <span id={`${id}-after`}>% of the target is left</span>
      </div>
      <FieldError id={`${id}-share-error`} message={errors.atRiskShare} />
      <div className="sla-form__check">
        <Checkbox inputId={`${id}-hold`} checked={pauseOnHold} onChange={(e) => setPauseOnHold(Boolean(e.checked))} />
        <label htmlFor={`${id}-hold`}>Hold pauses the resolution clock</label>
      </div>
      <FieldError id={`${id}-hold-error`} message={errors.pauseOnHold} />
      {failure.message ? (
        <p className="p-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" label="Save SLA settings" loading={busy} disabled={busy} />
      </div>
    </form>
  );
}
