import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { selectDisconnectedTooLong, type RealtimeState } from '../../realtime/realtimeSlice';
import { useAppSelector } from '../../../app/hooks';

export const DISCONNECTED_TOO_LONG_TEXT =
  'You have been disconnected from the server for too long, please check your internet connection and reload the webpage in your web browser.';

/** Persistent (spec §2): shown once the socket was dropped after 90 s; Refresh reloads the page. */
export function DisconnectedDialog() {
  const open = useAppSelector((state: { realtime: RealtimeState }) => selectDisconnectedTooLong(state));
  const refresh = () => window.location.reload();
  return (
    <Dialog
      visible={open}
      onHide={() => undefined}
      header="Disconnected"
      className="disconnected-dialog"
      style={{ width: '90vw', maxWidth: 420 }}
      // Above any other dialog: nothing else in the page can be used while this one is open.
      baseZIndex={2000}
      closable={false}
      closeOnEscape={false}
      draggable={false}
      resizable={false}
      footer={<Button type="button" label="Refresh" onClick={refresh} autoFocus />}
    >
      <p>{DISCONNECTED_TOO_LONG_TEXT}</p>
    </Dialog>
  );
}
