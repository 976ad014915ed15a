import { Button } from 'primereact/button';
import { useState } from 'react';
import { AdminTable } from '../../../components/table/AdminTable';
import { EditDeleteActions } from '../../../components/table/EditDeleteActions';
import type { Skill } from '../../../domain/routing';
import { DeleteSkillDialog } from './DeleteSkillDialog';
import { SkillDialog } from './SkillDialog';

const COLUMNS = [{ label: 'Name' }, { label: 'Description' }, { label: 'Actions', hidden: true }];

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; skill: Skill } | null;

/** The workspace's skills; an Administrator adds, edits and deletes them. */
export function SkillList({ skills, editable }: { skills: readonly Skill[]; editable: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const columns = editable ? COLUMNS : COLUMNS.slice(0, 2);
  return (
    <section className="skills-page__section" aria-labelledby="skills-list-title">
      <h2 id="skills-list-title">Skills</h2>
      {editable ? <Button type="button" icon="pi pi-plus" label="Add skill" onClick={() => setOpen({ kind: 'add' })} /> : null}
      <AdminTable
        caption={skills.length === 1 ? '1 skill' : `${skills.length} skills`}
        columns={columns}
        rowCount={skills.length}
        empty={<p className="muted">No skills yet.{editable ? ' Add the first one: what a conversation may need, such as a language or a product.' : ''}</p>}
      >
        {skills.map((skill) => (
          <tr key={skill.id}>
            <th scope="row" data-label="Name">
              {skill.name}
            </th>
            <td data-label="Description">{skill.description}</td>
            {editable ? (
              <EditDeleteActions name={skill.name} onEdit={() => setOpen({ kind: 'edit', skill })} onDelete={() => setOpen({ kind: 'delete', skill })} />
            ) : null}
          </tr>
        ))}
      </AdminTable>
      {open?.kind === 'add' ? <SkillDialog skills={skills} onClose={close} /> : null}
      {open?.kind === 'edit' ? <SkillDialog skill={open.skill} skills={skills} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeleteSkillDialog skill={open.skill} onClose={close} /> : null}
    </section>
  );
}
