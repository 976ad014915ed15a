import { lazy, Suspense, useEffect, useId, useRef, type RefObject } from 'react';
import type { AuthUser, AuthWorkspace } from '../../../domain/api';
import type { ConfigState } from '../../config/configSlice';
import { menuWidth } from '../profileRules';
import { selectIsSpectating } from '../profileSelectors';
import { menuClosed, menuOpened, selectProfile, type ProfileState } from '../profileSlice';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileOverview } from './ProfileOverview';
import './profileMenu.css';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

// The forms behind the overview (and final-form with them) load when first opened: the console's first
// load carries only the overview.
const EditProfileForm = lazy(() => import('./EditProfileForm').then((m) => ({ default: m.EditProfileForm })));
const ChangePasswordForm = lazy(() => import('./ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })));
const TwoFactorPanel = lazy(() => import('../../two-factor/components/TwoFactorPanel').then((m) => ({ default: m.TwoFactorPanel })));

const focusFirstIn = (panel: HTMLElement | null) =>
  panel?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), a[href]')?.focus();

/** Rendered beside a lazy step: mounts once the step has arrived, and lands focus in it. */
function FocusWhenShown({ panelRef }: { panelRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => focusFirstIn(panelRef.current), [panelRef]);
  return null;
}

type State = { auth: { user: AuthUser | null; workspace: AuthWorkspace | null }; config: ConfigState; profile: ProfileState };

/**
 * The avatar button and its popover (spec §2). A non-modal popover: Escape or a click outside closes
 * it and gives focus back to the button; closing resets the forms (they unmount) and the step.
 */
export function ProfileMenu() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state: State) => state.auth.user);
  const workspace = useAppSelector((state: State) => state.auth.workspace);
  const spectating = useAppSelector((state: State) => selectIsSpectating(state));
  const { open, step } = useAppSelector((state: State) => selectProfile(state));
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    dispatch(menuClosed());
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      // A click inside another layer (a dialog, a PrimeReact overlay) is not a click outside the menu.
      if (target instanceof Element && target.closest('.p-dialog-mask, .p-component-overlay')) return;
      close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
    // close only dispatches and focuses, so binding once per opening is enough.
  }, [open]);

  // Each step starts with focus inside it, so keyboard users land on what just appeared.
  useEffect(() => {
    if (!open) return;
    focusFirstIn(panelRef.current);
  }, [open, step]);

  if (!user) return null;

  return (
    <div className="profile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`Profile menu of ${user.username}`}
        onClick={() => (open ? close(false) : dispatch(menuOpened()))}
      >
        <ProfileAvatar name={user.username} imageUrl={user.profile_image_url} status={user.status} spectating={spectating} />
        <span className="profile-menu__name" data-testid="user-name">
          {user.username}
        </span>
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label="Profile"
          className="profile-menu__panel"
          data-step={step}
          style={{ width: menuWidth(step) }}
        >
          {step === 1 ? <ProfileOverview user={user} workspace={workspace} /> : null}
          {step === 1 ? null : (
            <Suspense fallback={<p className="muted">Loading…</p>}>
              {step === 2 ? <EditProfileForm user={user} /> : null}
              {step === 3 ? <ChangePasswordForm /> : null}
              {step === 4 ? <TwoFactorPanel user={user} /> : null}
              <FocusWhenShown key={step} panelRef={panelRef} />
            </Suspense>
          )}
        </div>
      ) : null}
    </div>
  );
}
