import { Dialog } from 'primereact/dialog';
import { useId } from 'react';
import { pathAllowed } from '../../../domain/access';
import { selectAccess } from '../../auth/authSlice';
import { isMacPlatform } from '../keyboardRules';
import { overlayClosed } from '../keyboardSlice';
import { platformName } from '../pageDom';
import { SHORTCUT_GROUPS, shortcutList } from '../shortcuts';
import { ShortcutKeys } from './ShortcutKeys';
import './keyboard.css';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** '?': every shortcut of the registry, by group; a 'Go to' shortcut only for a page the member may open. */
export function ShortcutSheet({ visible }: { visible: boolean }) {
  const dispatch = useAppDispatch();
  const access = useAppSelector(selectAccess);
  const id = useId();
  const mac = isMacPlatform(platformName(navigator));
  const groups = SHORTCUT_GROUPS.map((group) => ({
    group,
    items: shortcutList().filter(({ shortcut }) => shortcut.group === group && (!shortcut.target || pathAllowed(shortcut.target, access))),
  })).filter(({ items }) => items.length > 0);

  return (
    <Dialog
      visible={visible}
      onHide={() => dispatch(overlayClosed())}
      header="Keyboard shortcuts"
      className="shortcut-sheet"
      style={{ width: '90vw', maxWidth: 560 }}
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      // The list may be taller than the screen: focusable, so it scrolls from the keyboard as well.
      pt={{ content: { tabIndex: 0 } }}
    >
      {groups.map(({ group, items }, index) => (
        <section key={group} className="shortcut-sheet__group" aria-labelledby={`${id}-${index}`}>
          <h3 id={`${id}-${index}`}>{group}</h3>
          <dl>
            {items.map(({ id: shortcutId, shortcut }) => (
              <div key={shortcutId} className="shortcut-sheet__row" data-shortcut={shortcutId}>
                <dt>
                  <ShortcutKeys shortcut={shortcut} mac={mac} />
                </dt>
                <dd>{shortcut.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="muted">Single keys do nothing while you type in a field or while a dialog is open.</p>
    </Dialog>
  );
}
