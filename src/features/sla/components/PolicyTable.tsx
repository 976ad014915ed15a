import { Button } from 'primereact/button';
import { useState } from 'react';
import { AdminTable } from '../../../components/table/AdminTable';
import { EditDeleteActions } from '../../../components/table/EditDeleteActions';
import { channelLabel } from '../../../domain/channels';
import type { SlaPolicy } from '../../../domain/sla';
import { priorityLabel } from '../../../domain/statusLabels';
import { hoursLabel, scopeLabel, targetLabel } from '../slaRules';
import { DeletePolicyDialog } from './DeletePolicyDialog';
import { PolicyDialog } from './PolicyDialog';
import { useScopeNames } from './useScopeNames';

const COLUMNS = [
  { label: 'Name' },
  { label: 'Priority' },
  { label: 'Applies to' },
  { label: 'First response' },
  { label: 'Next response' },
  { label: 'Resolution' },
  { label: 'Counted' },
  { label: 'Actions', hidden: true },
];

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; policy: SlaPolicy } | null;

/** Every policy with its targets; adding and editing in a dialog, deleting after a confirmation. */
export function PolicyTable({ policies }: { policies: readonly SlaPolicy[] }) {
  const [open, setOpen] = useState<Open>(null);
  const { departmentName } = useScopeNames();
  const close = () => setOpen(null);
  return (
    <>
      <div className="sla-page__bar">
        <h2 className="sla-page__heading">Policies</h2>
        <Button type="button" label="Add policy" onClick={() => setOpen({ kind: 'add' })} />
      </div>
      <AdminTable
        caption={policies.length === 1 ? '1 policy' : `${policies.length} policies`}
        captionHidden
        columns={COLUMNS}
        rowCount={policies.length}
        empty={<p className="sla-page__empty">No policies yet: tickets have no due times until you add one.</p>}
      >
        {policies.map((policy) => (
          <tr key={policy.id}>
            <th scope="row" data-label="Name">
              {policy.name}
            </th>
            <td data-label="Priority">{priorityLabel(policy.priority)}</td>
            <td data-label="Applies to">{scopeLabel(policy, channelLabel, departmentName)}</td>
            <td data-label="First response">{targetLabel(policy.firstResponseMinutes)}</td>
            <td data-label="Next response">{targetLabel(policy.nextResponseMinutes)}</td>
            <td data-label="Resolution">{targetLabel(policy.resolutionMinutes)}</td>
            <td data-label="Counted">{hoursLabel(policy.businessHours)}</td>
            <EditDeleteActions name={policy.name} onEdit={() => setOpen({ kind: 'edit', policy })} onDelete={() => setOpen({ kind: 'delete', policy })} />
          </tr>
        ))}
      </AdminTable>
      {open?.kind === 'add' ? <PolicyDialog policy={null} onClose={close} /> : null}
      {open?.kind === 'edit' ? <PolicyDialog policy={open.policy} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeletePolicyDialog policy={open.policy} onClose={close} /> : null}
    </>
  );
}
