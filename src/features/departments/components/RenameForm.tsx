import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { departmentNameError, type DepartmentDetail } from '../../../domain/departmentRules';
import { departmentRenameRequested, selectDepartmentsPage } from '../departmentsSlice';
import { useChangeError } from './useChangeError';

/** The department's name edited in its row: Enter saves, Escape or Cancel leaves it as it was. */
export function RenameForm({ department, departments, onClose }: { department: DepartmentDetail; departments: readonly DepartmentDetail[]; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const key = `rename:${department.id}` as const;
  const { busy, done } = usePageSelector(selectDepartmentsPage);
  const [name, setName] = useState(department.name);
  const [checked, setChecked] = useState<string | null>(null);
  const serverError = useChangeError(key, 'name');
  const id = useId();
  const doneCount = useRef(done?.key === key ? done.count : -1);

  useEffect(() => {
    if (done?.key === key && done.count !== doneCount.current) onClose();
  }, [done, key, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === department.name) return onClose();
    const error = departmentNameError(name, departments, department.id);
    setChecked(error ?? null);
    if (!error) dispatch(departmentRenameRequested({ id: department.id, name: name.trim() }));
  };
  const error = checked ?? serverError;

  return (
    <form className="departments-page__rename" onSubmit={submit} noValidate onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="departments-page__inline">
        <InputText
          id={id}
          value={name}
          autoFocus
          aria-label={`New name for ${department.name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setChecked(null);
          }}
        />
        <Button type="submit" size="small" label="Save" loading={busy === key} disabled={busy === key} />
        <Button type="button" size="small" outlined label="Cancel" onClick={onClose} />
      </div>
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </form>
  );
}
