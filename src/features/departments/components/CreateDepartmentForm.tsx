import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { departmentNameError } from '../../../domain/departmentRules';
import type { Department } from '../../../domain/inbox';
import { departmentCreateRequested, selectDepartmentsPage } from '../departmentsSlice';
import { ChangeErrorText } from './ChangeErrorText';
import { useChangeError, useWhenDone } from './useChangeError';

/** A new department by name, checked here with the api's own rules before it is sent. */
export function CreateDepartmentForm({ departments }: { departments: readonly Department[] }) {
  const dispatch = useAppDispatch();
  const { busy } = usePageSelector(selectDepartmentsPage);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const serverError = useChangeError('create', 'name');
  const id = useId();

  useWhenDone(
    'create',
    useCallback(() => {
      setName('');
      setChecked(null);
    }, []),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = departmentNameError(name, departments);
    setChecked(error ?? null);
    if (!error) dispatch(departmentCreateRequested(name.trim()));
  };
  const error = checked ?? serverError;

  return (
    <form className="departments-page__create" onSubmit={submit} noValidate>
      <label htmlFor={id}>New department</label>
      <div className="departments-page__inline">
        <InputText
          id={id}
          value={name}
          placeholder="e.g. Billing"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setChecked(null);
          }}
        />
        <Button type="submit" label="Create department" loading={busy === 'create'} disabled={busy === 'create'} />
      </div>
      <ChangeErrorText id={`${id}-error`} message={error} />
    </form>
  );
}
