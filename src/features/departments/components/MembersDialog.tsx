import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import type { DepartmentDetail } from '../../../domain/departmentRules';
import { selectMembers, type DirectoryState } from '../../directory/directorySlice';
import { addableMembers, departmentMembers, memberCountLabel } from '../departmentsRules';
import { departmentMemberChangeRequested, selectDepartmentsPage } from '../departmentsSlice';
import { ChangeErrorText } from './ChangeErrorText';
import { useChangeError } from './useChangeError';

/** A department's members: each can be taken out, and any other member of the workspace added. */
export function MembersDialog({ department, onClose }: { department: DepartmentDetail; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const key = `members:${department.id}` as const;
  const busy = usePageSelector(selectDepartmentsPage).busy === key;
  const everyone = usePageSelector((state: { directory: DirectoryState }) => selectMembers(state));
  const inIt = departmentMembers(everyone, department.memberIds);
  const others = addableMembers(everyone, department.memberIds);
  const [chosen, setChosen] = useState('');
  const error = useChangeError(key, 'userId');
  const ids = { title: useId(), select: useId() };
  const change = (userId: string, member: boolean) => dispatch(departmentMemberChangeRequested({ departmentId: department.id, userId, member }));

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    change(chosen, true);
    setChosen('');
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={<span id={ids.title}>Members of {department.name}</span>}
      aria-labelledby={ids.title}
      style={{ width: '90vw', maxWidth: 480 }}
      className="departments-dialog"
      draggable={false}
      resizable={false}
    >
      <p className="muted">{memberCountLabel(inIt.length)}</p>
      <ul className="departments-page__members" aria-label={`Members of ${department.name}`}>
        {inIt.map((member) => (
          <li key={member.id}>
            <span>
              {member.name}
              {member.email ? <span className="muted"> {member.email}</span> : null}
            </span>
            <Button
              type="button"
              outlined
              size="small"
              severity="danger"
              label="Take out"
              aria-label={`Take ${member.name} out of ${department.name}`}
              disabled={busy}
              onClick={() => change(member.id, false)}
            />
          </li>
        ))}
      </ul>
      <form className="departments-page__dialog-form" onSubmit={add}>
        <label htmlFor={ids.select}>Add a member</label>
        <div className="departments-page__inline">
          <select id={ids.select} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
            <option value="">{others.length ? 'Choose a member' : 'Every member is in it'}</option>
            {others.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
          <Button type="submit" label="Add" disabled={busy || !chosen} />
        </div>
        <ChangeErrorText message={error} />
      </form>
      <div className="departments-page__dialog-actions">
        <Button type="button" outlined label="Done" onClick={onClose} />
      </div>
    </Dialog>
  );
}
