import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { selectHandedOff, selectOneTabBlocked, type OneTabState } from '../oneTabSlice';
import { ConsoleTabLinks } from './ConsoleTabLinks';
import { useAppSelector } from '../../../app/hooks';

export const ONE_TAB_TEXT = 'You can only use omnichannel in one tab.';

const HANDED_OFF: Record<string, string> = {
  '/app/ticket': 'The ticket is open in your console tab: switch to that tab to work on it.',
  '/app/chat': 'The conversation is open in your console tab: switch to that tab to work on it.',
  '/app/contact': 'The contact is open in your console tab: switch to that tab to work on it.',
};

/** Persistent (spec §2): no close button, no Escape; Dismiss reloads the app at the domain root. */
export function OneTabDialog() {
  const blocked = useAppSelector((state: { oneTab: OneTabState }) => selectOneTabBlocked(state));
  const handedOff = useAppSelector((state: { oneTab: OneTabState }) => selectHandedOff(state));
  // A full navigation, not a route change: the new document asks the other tabs again.
  const dismiss = () => window.location.assign('/');
  return (
    <>
      <ConsoleTabLinks />
      <Dialog
        visible={blocked}
        onHide={() => undefined}
        header="Already open in another tab"
        className="one-tab-dialog"
        style={{ width: '90vw', maxWidth: 400 }}
        // Above any other dialog: nothing else in the page can be used while this one is open.
        baseZIndex={2000}
        closable={false}
        closeOnEscape={false}
        draggable={false}
        resizable={false}
        footer={<Button type="button" label="Dismiss" onClick={dismiss} autoFocus />}
      >
        <p>{ONE_TAB_TEXT}</p>
        {handedOff ? <p role="status">{HANDED_OFF[handedOff.split('?')[0]!]}</p> : null}
      </Dialog>
    </>
  );
}
