import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { POPOVER } from '../../../domain/constants';
import { shortcutsOpened } from '../../keyboard/keyboardSlice';
import './guide.css';
import { useAppDispatch } from '../../../app/hooks';

/** The '?' button of the app header: a small popover whose entry opens the guide page (/overview). */
export function HelpMenu() {
  const [open, setOpen] = useState(false);
  const dispatch = useAppDispatch();
  const id = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    firstLinkRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <span className="help-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="help-menu__button"
        aria-label="Help"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        ?
      </button>
      {open ? (
        <div id={id} className="help-menu__popover" style={{ width: POPOVER.defaultContentWidth }} role="group" aria-label="Help">
          <ul>
            <li>
              <Link href="/overview" ref={firstLinkRef} onClick={() => setOpen(false)}>
                Product guide
              </Link>
              <span className="muted">Every page's guide, to open again at any time</span>
            </li>
            <li>
              <button
                type="button"
                className="help-menu__item"
                onClick={() => {
                  setOpen(false);
                  // The sheet gives the focus back to what had it when it opened: this button's owner.
                  buttonRef.current?.focus();
                  dispatch(shortcutsOpened());
                }}
              >
                Keyboard shortcuts
              </button>
              <span className="muted">Press ? anywhere in the console</span>
            </li>
          </ul>
        </div>
      ) : null}
    </span>
  );
}
