import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { Skill } from '../../../domain/routing';
import { skillCreateRequested, skillUpdateRequested, type SkillChangeKey } from '../skillsSlice';
import { FieldMessage } from './FieldMessage';
import { useSkillBusy, useSkillFailure, useWhenSkillChangeDone } from './useSkillChange';

/** Adding a skill, or editing one: its name and what it covers. Closes once the api took it. */
export function SkillDialog({ skill, onClose }: { skill?: Skill; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const key: SkillChangeKey = skill ? `skill:${skill.id}` : 'create';
  const busy = useSkillBusy(key);
  const server = useSkillFailure(key);
  const [name, setName] = useState(skill?.name ?? '');
  const [description, setDescription] = useState(skill?.description ?? '');
  const id = useId();
  useWhenSkillChangeDone(key, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const draft = { name: name.trim(), description: description.trim() };
    dispatch(skill ? skillUpdateRequested({ id: skill.id, draft }) : skillCreateRequested(draft));
  };
  const errors = server.fields;
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
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <FieldMessage id={described('name')} message={errors.name} />
        <label htmlFor={`${id}-description`}>Description</label>
        <InputTextarea
          id={`${id}-description`}
          value={description}
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description')}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FieldMessage id={described('description')} message={errors.description} />
        <FieldMessage message={server.message} />
        <div className="skills-page__dialog-actions">
          <Button type="button" outlined label="Cancel" onClick={onClose} />
          <Button type="submit" label="Save skill" loading={busy} disabled={busy} />
        </div>
      </form>
    </Dialog>
  );
}
