import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import type { DepartmentDetail } from '../../../domain/departmentRules';
import { moveTargets } from '../departmentsRules';
import { departmentRemoveRequested, selectDepartmentsPage } from '../departmentsSlice';
import { ChangeErrorText } from './ChangeErrorText';
import { useChangeError, useWhenDone } from './useChangeError';

/** Removing a department asks where its tickets and conversations go; nothing moves until Remove. */
export function RemoveDialog({ department, departments, onClose }: { department: DepartmentDetail; departments: readonly DepartmentDetail[]; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const key = `remove:${department.id}` as const;
  const { busy } = usePageSelector(selectDepartmentsPage);
  const targets = moveTargets(departments, department.id);
  const [moveTo, setMoveTo] = useState(targets.find((d) => d.isDefault)?.id ?? targets[0]?.id ?? '');
  const error = useChangeError(key, 'moveTo');
  const ids = { title: useId(), select: useId() };
  useWhenDone(key, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (moveTo) dispatch(departmentRemoveRequested({ id: department.id, moveTo }));
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={<span id={ids.title}>Remove {department.name}?</span>}
      aria-labelledby={ids.title}
      style={{ width: '90vw', maxWidth: 460 }}
      className="departments-dialog"
      draggable={false}
      resizable={false}
    >
      <form className="departments-page__dialog-form" onSubmit={submit}>
        <p>Its tickets and conversations move to the department you choose. Its members leave it and stay in the workspace.</p>
        <label htmlFor={ids.select}>Move its tickets and conversations to</label>
        <select id={ids.select} value={moveTo} required onChange={(event) => setMoveTo(event.currentTarget.value)} aria-describedby={error ? `${ids.select}-error` : undefined}>
          {targets.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
        <ChangeErrorText id={`${ids.select}-error`} message={error} />
        <div className="departments-page__dialog-actions">
          <Button type="button" outlined label="Cancel" onClick={onClose} />
          <Button type="submit" severity="danger" label="Remove" loading={busy === key} disabled={busy === key || !moveTo} />
        </div>
      </form>
    </Dialog>
  );
}
