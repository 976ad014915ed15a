import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { Skill } from '../../../domain/routing';
import { checkSkill, SKILL_DESCRIPTION_MAX, SKILL_NAME_MAX } from '../../../domain/skillRules';
import { skillCreateRequested, skillUpdateRequested, type SkillChangeKey } from '../skillsSlice';
import { FieldError } from '../../../components/form/FieldError';
import { useSkillBusy, useSkillFailure, useWhenSkillChangeDone } from './useSkillChange';

/** Adding a skill, or editing one: its name and what it covers. Closes once the api took it. */
export function SkillDialog({ skill, skills, onClose }: { skill?: Skill; skills: readonly Skill[]; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const key: SkillChangeKey = skill ? `skill:${skill.id}` : 'create';
  const busy = useSkillBusy(key);
  const server = useSkillFailure(key);
  const [name, setName] = useState(skill?.name ?? '');
  const [description, setDescription] = useState(skill?.description ?? '');
  const [checked, setChecked] = useState<Record<string, string>>({});
  const id = useId();
  useWhenSkillChangeDone(key, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = checkSkill({ name, description }, skills, skill?.id);
    setChecked('fields' in result ? result.fields : {});
    if (!('value' in result)) return;
    const draft = result.value;
    dispatch(skill ? skillUpdateRequested({ id: skill.id, draft }) : skillCreateRequested(draft));
  };
  const errors = { ...server.fields, ...checked };
  const described = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <Dialog
      visible
      onHide={onClose}
      header={<span id={`${id}-title`}>{skill ? `Edit ${skill.name}` : 'Add a skill'}</span>}
      aria-labelledby={`${id}-title`}
      style={{ width: '90vw', maxWidth: 480 }}
      draggable={false}
      resizable={false}
    >
      <form className="skills-page__dialog-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>Skill name</label>
        <InputText
          id={`${id}-name`}
          value={name}
          autoFocus
          maxLength={SKILL_NAME_MAX}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <FieldError id={described('name')} message={errors.name} />
        <label htmlFor={`${id}-description`}>Description</label>
        <InputTextarea
          id={`${id}-description`}
          value={description}
          rows={3}
          maxLength={SKILL_DESCRIPTION_MAX}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description')}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FieldError id={described('description')} message={errors.description} />
        <FieldError message={server.message} />
        <div className="skills-page__dialog-actions">
          <Button type="button" outlined label="Cancel" onClick={onClose} />
          <Button type="submit" label="Save skill" loading={busy} disabled={busy} />
        </div>
      </form>
    </Dialog>
  );
}
