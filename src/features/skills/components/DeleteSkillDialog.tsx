import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { Skill } from '../../../domain/routing';
import { skillRemoveRequested } from '../skillsSlice';
import { FieldError } from '../../../components/form/FieldError';
import { useSkillBusy, useSkillFailure, useWhenSkillChangeDone } from './useSkillChange';

/** Deleting a skill asks first: agents lose it, and whatever needed it stops needing it. */
export function DeleteSkillDialog({ skill, onClose }: { skill: Skill; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const key = `remove:${skill.id}` as const;
  const busy = useSkillBusy(key);
  const server = useSkillFailure(key);
  const title = useId();
  useWhenSkillChangeDone(key, onClose);
  return (
    <Dialog
      visible
      onHide={onClose}
      header={<span id={title}>Delete {skill.name}?</span>}
      aria-labelledby={title}
      style={{ width: '90vw', maxWidth: 460 }}
      draggable={false}
      resizable={false}
    >
      <p>Agents lose this skill, and the channels, departments and keyword rules that need it stop needing a skill.</p>
      <FieldError message={server.message ?? Object.values(server.fields)[0]} />
      <div className="skills-page__dialog-actions">
        <Button type="button" outlined label="Cancel" onClick={onClose} />
        <Button type="button" severity="danger" label="Delete" loading={busy} disabled={busy} onClick={() => dispatch(skillRemoveRequested(skill.id))} />
      </div>
    </Dialog>
  );
}
