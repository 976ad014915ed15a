import { Fragment } from 'react';
import { pressLabels, spokenKeys } from '../shortcutLabels';
import type { Shortcut } from '../shortcuts';

/** A shortcut's keys as key caps ('G then T'), and in words for screen readers. */
export function ShortcutKeys({ shortcut, mac }: { shortcut: Shortcut; mac: boolean }) {
  return (
    <>
      <span className="shortcut-keys" aria-hidden="true">
        {pressLabels(shortcut, mac).map((press, index) => (
          <Fragment key={index}>
            {index > 0 ? <span className="shortcut-keys__then">then</span> : null}
            {press.map((key) => (
              <kbd key={key}>{key}</kbd>
            ))}
          </Fragment>
        ))}
      </span>
      <span className="visually-hidden">{spokenKeys(shortcut, mac)}</span>
    </>
  );
}
