import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { FormFailureAlert } from '../../../components/form/FormFailureAlert';
import { ASSIGNMENT_MODES, ASSIGNMENT_MODE_LABELS, type AssignmentMode, type RoutingSettings } from '../../../domain/routing';
import { CAPACITY_MAX, CAPACITY_MIN, checkRoutingSettings } from '../../../domain/routingSettingsRules';
import type { AssignmentData } from '../assignmentRules';
import { assignmentSettingsSaveRequested, selectAssignmentSettings } from '../assignmentSlice';
import { AuxReasonsField } from './AuxReasonsField';
import { FieldError } from '../../../components/form/FieldError';
import { ChannelSkillTable, DepartmentRoutingTable } from './RoutingTables';

const HAND_BACK: { key: keyof RoutingSettings['handBack']; label: string }[] = [
  { key: 'aux', label: 'Give back open conversations when an agent goes aux' },
  { key: 'logout', label: 'Give back open conversations when an agent logs out' },
  { key: 'deactivate', label: 'Give back open conversations when an agent is deactivated' },
];

/** The assignment settings checked as the api checks them (checkRoutingSettings), then saved together. */
export function AssignmentForm({ saved }: { saved: AssignmentData }) {
  const dispatch = useAppDispatch();
  const { saving, failure } = usePageSelector(selectAssignmentSettings);
  const [settings, setSettings] = useState(saved.settings);
  const [capacity, setCapacity] = useState(String(saved.settings.defaultCapacity));
  const [departments, setDepartments] = useState(saved.departments);
  const [channels, setChannels] = useState(saved.channels);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...(failure?.fields ?? {}), ...checked };
  const change = (patch: Partial<RoutingSettings>) => setSettings({ ...settings, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const defaultCapacity = /^\d+$/.test(capacity.trim()) ? Number(capacity.trim()) : Number.NaN;
    const result = checkRoutingSettings(saved.settings, { ...settings, defaultCapacity });
    setChecked('fields' in result ? result.fields : {});
    if ('value' in result) dispatch(assignmentSettingsSaveRequested({ settings: result.value, departments, channels }));
  };

  return (
    <form className="assignment-form" onSubmit={submit} noValidate aria-labelledby="assignment-title">
      <div className="assignment-form__field">
        <label htmlFor="as-default-mode">Conversations without a department</label>
        <select id="as-default-mode" value={settings.defaultMode} onChange={(e) => change({ defaultMode: e.currentTarget.value as AssignmentMode })}>
          {ASSIGNMENT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {ASSIGNMENT_MODE_LABELS[mode]}
            </option>
          ))}
        </select>
        <FieldError message={errors.defaultMode} />
      </div>
      <DepartmentRoutingTable rows={departments} skills={saved.skills} errors={errors} onChange={setDepartments} />
      <ChannelSkillTable rows={channels} skills={saved.skills} errors={errors} onChange={setChannels} />
      <div className="assignment-form__field">
        <label htmlFor="as-capacity">Most open conversations per agent</label>
        <InputText
          id="as-capacity"
          inputMode="numeric"
          value={capacity}
          aria-invalid={errors.defaultCapacity ? true : undefined}
          aria-describedby={errors.defaultCapacity ? 'as-capacity-error' : 'as-capacity-help'}
          onChange={(e) => setCapacity(e.target.value)}
        />
        <FieldError id="as-capacity-error" message={errors.defaultCapacity} />
        <small id="as-capacity-help" className="muted">
          From {CAPACITY_MIN} to {CAPACITY_MAX}. An agent&apos;s own number on the Skills page comes first.
        </small>
      </div>
      <fieldset className="assignment-form__group">
        <legend>Waiting queue</legend>
        {(
          [
            ['oldest', 'Oldest first'],
            ['priority', 'Highest priority first, then oldest'],
          ] as const
        ).map(([value, label]) => (
          <div key={value} className="assignment-form__choice">
            <RadioButton inputId={`as-queue-${value}`} name="queueOrder" value={value} checked={settings.queueOrder === value} onChange={() => change({ queueOrder: value })} />
            <label htmlFor={`as-queue-${value}`}>{label}</label>
          </div>
        ))}
        <div className="assignment-form__choice">
          <Checkbox inputId="as-position" checked={settings.showQueuePosition} onChange={(e) => change({ showQueuePosition: Boolean(e.checked) })} />
          <label htmlFor="as-position">Show web chat customers their place in the queue</label>
        </div>
      </fieldset>
      <fieldset className="assignment-form__group">
        <legend>Giving conversations back to the queue</legend>
        {HAND_BACK.map(({ key, label }) => (
          <div key={key} className="assignment-form__choice">
            <Checkbox inputId={`as-hand-${key}`} checked={settings.handBack[key]} onChange={(e) => change({ handBack: { ...settings.handBack, [key]: Boolean(e.checked) } })} />
            <label htmlFor={`as-hand-${key}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <AuxReasonsField reasons={settings.auxReasons} errors={errors} onChange={(auxReasons) => change({ auxReasons })} />
      <FormFailureAlert failure={failure} />
      <div>
        <Button type="submit" label="Save assignment settings" loading={saving} disabled={saving} />
      </div>
    </form>
  );
}
