import { Button } from 'primereact/button';
import { AdminActions } from './AdminTable';

/** A list row's Edit and Delete buttons, named after the row's item for screen readers ('Edit Billing'). */
export function EditDeleteActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <AdminActions>
      <Button type="button" outlined size="small" label="Edit" aria-label={`Edit ${name}`} onClick={onEdit} />
      <Button type="button" outlined size="small" severity="danger" label="Delete" aria-label={`Delete ${name}`} onClick={onDelete} />
    </AdminActions>
  );
}
