import { Button } from 'primereact/button';
import { useState } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import type { DepartmentDetail } from '../../../domain/departmentRules';
import { memberCountLabel } from '../departmentsRules';
import { defaultDepartmentChangeRequested, selectDepartmentsPage } from '../departmentsSlice';
import { AdminActions, AdminTable } from '../../../components/table/AdminTable';
import { MembersDialog } from './MembersDialog';
import { RemoveDialog } from './RemoveDialog';
import { RenameForm } from './RenameForm';
import { ChangeErrorText } from './ChangeErrorText';
import { useChangeError } from './useChangeError';

const COLUMNS = [{ label: 'Name' }, { label: 'Members' }, { label: 'Actions', hidden: true }];

type Open = { kind: 'members' | 'remove'; id: string } | null;

/** Every department with its member count, renamed in place; members and removal in dialogs. */
export function DepartmentTable({ departments }: { departments: readonly DepartmentDetail[] }) {
  const dispatch = useAppDispatch();
  const { busy } = usePageSelector(selectDepartmentsPage);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const defaultError = useChangeError('default');
  const opened = open && departments.find((d) => d.id === open.id);

  if (departments.length === 0) return <p className="departments-page__empty">No departments yet: create the first one above.</p>;
  return (
    <>
      <ChangeErrorText message={defaultError} />
      <AdminTable caption={departments.length === 1 ? '1 department' : `${departments.length} departments`} columns={COLUMNS} rowCount={departments.length}>
        {departments.map((department) => (
          <tr key={department.id}>
            <th scope="row" data-label="Name">
              {renaming === department.id ? (
                <RenameForm department={department} departments={departments} onClose={() => setRenaming(null)} />
              ) : (
                <>
                  {department.name}
                  {department.isDefault ? <span className="departments-page__badge">Default</span> : null}
                </>
              )}
            </th>
            <td data-label="Members">
              <Button
                type="button"
                link
                label={memberCountLabel(department.memberIds.length)}
                aria-label={`Members of ${department.name}: ${memberCountLabel(department.memberIds.length)}`}
                onClick={() => setOpen({ kind: 'members', id: department.id })}
              />
            </td>
            <AdminActions>
              {renaming === department.id ? null : (
                <Button type="button" outlined size="small" label="Rename" aria-label={`Rename ${department.name}`} onClick={() => setRenaming(department.id)} />
              )}
              {department.isDefault ? null : (
                <>
                  <Button
                    type="button"
                    outlined
                    size="small"
                    label="Make default"
                    aria-label={`Make ${department.name} the default department`}
                    disabled={busy === 'default'}
                    onClick={() => dispatch(defaultDepartmentChangeRequested(department.id))}
                  />
                  <Button
                    type="button"
                    outlined
                    size="small"
                    severity="danger"
                    label="Remove"
                    aria-label={`Remove ${department.name}`}
                    onClick={() => setOpen({ kind: 'remove', id: department.id })}
                  />
                </>
              )}
            </AdminActions>
          </tr>
        ))}
      </AdminTable>
      <p className="muted departments-page__hint">
        The default department takes new conversations whose channel names none; it cannot be removed while it is the default.
      </p>
      {opened && open?.kind === 'members' ? <MembersDialog department={opened} onClose={() => setOpen(null)} /> : null}
      {opened && open?.kind === 'remove' ? <RemoveDialog department={opened} departments={departments} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
