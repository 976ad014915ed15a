import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { departmentNameError, type DepartmentDetail } from '../../../domain/departmentRules';
import { departmentRenameRequested, selectDepartmentsPage } from '../departmentsSlice';
import { ChangeErrorText } from './ChangeErrorText';
import { useChangeError, useWhenDone } from './useChangeError';

/** The department's name edited in its row: Enter saves, Escape or Cancel leaves it as it was. */
export function RenameForm({ department, departments, onClose }: { department: DepartmentDetail; departments: readonly DepartmentDetail[]; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const key = `rename:${department.id}` as const;
  const { busy } = usePageSelector(selectDepartmentsPage);
  const [name, setName] = useState(department.name);
  const [checked, setChecked] = useState<string | null>(null);
  const serverError = useChangeError(key, 'name');
  const id = useId();
  useWhenDone(key, onClose);

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
      <ChangeErrorText id={`${id}-error`} message={error} />
    </form>
  );
}
