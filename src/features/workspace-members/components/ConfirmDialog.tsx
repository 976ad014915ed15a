import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/** Asks before a change that takes something away (deactivate, remove, revoke). */
export function ConfirmDialog(props: { question: { title: string; text: string; confirm: string } | null; onConfirm: () => void; onClose: () => void }) {
  const { question, onConfirm, onClose } = props;
  return (
    <Dialog
      visible={question !== null}
      onHide={onClose}
      header={question?.title ?? ''}
      style={{ width: '90vw', maxWidth: 440 }}
      draggable={false}
      resizable={false}
      footer={
        <div className="members-page__dialog-actions">
          <Button type="button" outlined label="Cancel" onClick={onClose} />
          <Button
            type="button"
            severity="danger"
            label={question?.confirm ?? ''}
            onClick={() => {
              onConfirm();
              onClose();
            }}
          />
        </div>
      }
    >
      <p>{question?.text}</p>
    </Dialog>
  );
}
