import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { SlaPolicy } from '../../../domain/sla';
import { priorityLabel, TICKET_PRIORITIES } from '../../../domain/statusLabels';
import { draftOf, readDraft, type PolicyDraft } from '../slaRules';
import { slaPolicyCreateRequested, slaPolicyUpdateRequested } from '../slaSlice';
import { FieldError } from '../../../components/form/FieldError';
import { useScopeNames } from './useScopeNames';
import { useSlaChange } from './useSlaChange';

const MINUTE_FIELDS = [
  ['firstResponseMinutes', 'First response (minutes)'],
  ['nextResponseMinutes', 'Next response (minutes)'],
  ['resolutionMinutes', 'Resolution (minutes)'],
] as const;

const PRIORITIES = TICKET_PRIORITIES.map((value) => ({ value: value as string, label: priorityLabel(value) }));

/** Adds a policy (policy null) or edits one; checked here as the api checks it, the api's refusals beside the inputs. */
export function PolicyDialog({ policy, onClose }: { policy: SlaPolicy | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const key = policy ? (`policy:${policy.id}` as const) : 'create';
  const { busy, failure } = useSlaChange(key, onClose);
  const { channels, departments } = useScopeNames();
  const [draft, setDraft] = useState<PolicyDraft>(() => draftOf(policy, 'medium'));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const id = useId();
  const errors: Record<string, string | undefined> = { ...failure.fields, ...checked };
  const change = (patch: Partial<PolicyDraft>) => setDraft({ ...draft, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readDraft(draft, policy?.calendarId ?? null);
    setChecked('fields' in result ? result.fields : {});
    if ('policy' in result) dispatch(policy ? slaPolicyUpdateRequested({ id: policy.id, input: result.policy }) : slaPolicyCreateRequested(result.policy));
  };
  // Each input names its error for screen readers; ids are the field's name under the dialog's own id.
  const field = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Dialog
      visible
      onHide={onClose}
      header={policy ? `Edit ${policy.name}` : 'Add a policy'}
      style={{ width: '90vw', maxWidth: 520 }}
      draggable={false}
      resizable={false}
    >
      <form className="sla-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>Policy name</label>
        <InputText {...field('name')} value={draft.name} maxLength={120} onChange={(e) => change({ name: e.target.value })} />
        <FieldError id={`${id}-name-error`} message={errors.name} />

        {(
          [
            ['priority', 'Priority', null, PRIORITIES],
            ['channelType', 'Channel', 'Any channel', channels],
            ['departmentId', 'Department', 'Any department', departments],
          ] as const
        ).map(([name, label, any, options]) => (
          <div key={name} className="sla-form__field">
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <select {...field(name)} value={draft[name]} onChange={(e) => change({ [name]: e.currentTarget.value })}>
              {any ? <option value="">{any}</option> : null}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-${name}-error`} message={errors[name]} />
          </div>
        ))}

        {MINUTE_FIELDS.map(([name, label]) => (
          <div key={name} className="sla-form__field">
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <InputText {...field(name)} inputMode="numeric" value={draft[name]} placeholder="No target" onChange={(e) => change({ [name]: e.target.value })} />
            <FieldError id={`${id}-${name}-error`} message={errors[name]} />
          </div>
        ))}

        <div className="sla-form__check">
          <Checkbox inputId={`${id}-businessHours`} checked={draft.businessHours} onChange={(e) => change({ businessHours: Boolean(e.checked) })} />
          <label htmlFor={`${id}-businessHours`}>Count business hours only</label>
        </div>
        <small className="muted">
          Off: the clock runs around the clock. On: it runs only in the business hours of the ticket&apos;s channel or department, else the
          workspace&apos;s default calendar.
        </small>
        <FieldError id={`${id}-businessHours-error`} message={errors.businessHours ?? errors.calendarId} />

        {failure.message ? (
          <p className="p-error" role="alert">
            {failure.message}
          </p>
        ) : null}
        <div className="sla-page__dialog-actions">
          <Button type="button" outlined label="Cancel" onClick={onClose} />
          <Button type="submit" label="Save" loading={busy} disabled={busy} />
        </div>
      </form>
    </Dialog>
  );
}
