import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { SlaPolicy } from '../../../domain/sla';
import { slaPolicyRemoveRequested } from '../slaSlice';
import { useSlaChange } from './useSlaChange';

/** Deleting asks first: the tickets it covered lose their due times (or take another policy's). */
export function DeletePolicyDialog({ policy, onClose }: { policy: SlaPolicy; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const key = `remove:${policy.id}` as const;
  const { busy, failure } = useSlaChange(key, onClose);
  const titleId = useId();
  return (
    <Dialog
      visible
      onHide={onClose}
      header={<span id={titleId}>Delete {policy.name}?</span>}
      aria-labelledby={titleId}
      style={{ width: '90vw', maxWidth: 440 }}
      draggable={false}
      resizable={false}
      footer={
        <div className="sla-page__dialog-actions">
          <Button type="button" outlined label="Cancel" onClick={onClose} />
          <Button type="button" severity="danger" label="Delete" loading={busy} disabled={busy} onClick={() => dispatch(slaPolicyRemoveRequested(policy.id))} />
        </div>
      }
    >
      <p>Open tickets under this policy take the next policy that fits them, or no due times at all. Tickets already met or breached keep their record.</p>
      {failure.message || Object.values(failure.fields)[0] ? (
        <p className="p-error" role="alert">
          {failure.message ?? Object.values(failure.fields)[0]}
        </p>
      ) : null}
    </Dialog>
  );
}
