import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { useId } from 'react';
import { Link } from 'wouter';
import type { AuthUser, AuthWorkspace } from '../../../domain/api';
import { helpWidgetToggled, selectHelpWidget, type HelpWidgetState } from '../../help-widget/helpWidgetSlice';
import { STATUS_LABELS, helpCenterUrl, statusChoices, statusText } from '../profileRules';
import { themeChanged } from '../../theme/themeSlice';
import { selectCanSwitchTheme, selectDarkTheme, selectHelpCenterHost, selectIsSpectating } from '../profileSelectors';
import { auxReasonsRequested, selectProfile, statusChangeRequested, stepChanged, type ProfileState } from '../profileSlice';
import { AuxReasonPicker } from './AuxReasonPicker';
import { MessageSoundSetting } from './MessageSoundSetting';
import { ProfileAvatar } from './ProfileAvatar';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

type State = Parameters<typeof selectDarkTheme>[0] & { helpWidget: HelpWidgetState; profile: ProfileState };

export function ProfileOverview({ user, workspace }: { user: AuthUser; workspace: AuthWorkspace | null }) {
  const dispatch = useAppDispatch();
  const helpWidget = useAppSelector((state: State) => selectHelpWidget(state));
  const host = useAppSelector((state: State) => selectHelpCenterHost(state));
  const developer = useAppSelector((state: State) => selectCanSwitchTheme(state));
  const spectating = useAppSelector((state: State) => selectIsSpectating(state));
  const dark = useAppSelector((state: State) => selectDarkTheme(state));
  const { statusChanging, auxReasons } = useAppSelector((state: State) => selectProfile(state));
  const themeId = useId();

  return (
    <div className="profile-overview">
      <p className="profile-overview__workspace" data-testid="profile-workspace">
        {workspace?.name}
      </p>
      <div className="profile-overview__user">
        <ProfileAvatar name={user.username} imageUrl={user.profile_image_url} status={user.status} spectating={spectating} size="large" />
        <div className="profile-overview__who">
          <strong data-testid="profile-name">{user.username}</strong>
          <span data-testid="profile-email">{user.email}</span>
          <span data-testid="profile-role">{workspace?.role}</span>
        </div>
        <Button type="button" label="Edit" text size="small" onClick={() => dispatch(stepChanged(2))} aria-label="Edit profile" />
      </div>

      <div className="profile-overview__status" role="group" aria-label="Status">
        <span>
          Status: <span data-testid="profile-status">{statusText(user.status, user.statusReason)}</span>
        </span>
        {statusChoices(user.status).map(({ status, disabled }) => (
          <Button
            key={status}
            type="button"
            size="small"
            outlined
            label={STATUS_LABELS[status]}
            disabled={disabled || statusChanging || auxReasons !== null}
            aria-pressed={disabled}
            // Going aux asks why first (the workspace's reasons); going available needs none.
            onClick={() => dispatch(status === 'aux' ? auxReasonsRequested() : statusChangeRequested(status))}
          />
        ))}
      </div>
      {auxReasons ? <AuxReasonPicker loading={auxReasons.status === 'loading'} reasons={auxReasons.reasons} /> : null}

      <ul className="profile-overview__links">
        <li>
          <Button
            type="button"
            text
            className="profile-overview__link"
            label="Need an Assistant?"
            disabled={!helpWidget.loaded}
            aria-expanded={helpWidget.open}
            aria-describedby={`${themeId}-caption`}
            onClick={() => dispatch(helpWidgetToggled())}
          />
          <span id={`${themeId}-caption`} className="profile-overview__caption">
            {helpWidget.caption}
          </span>
        </li>
        <li>
          <a className="profile-overview__link" href={helpCenterUrl(host)} target="_blank" rel="noopener noreferrer">
            Help Center
          </a>
        </li>
        <li>
          <Button type="button" text className="profile-overview__link" label="Change password" onClick={() => dispatch(stepChanged(3))} />
        </li>
        {spectating ? null : (
          <li>
            <Button type="button" text className="profile-overview__link" label="Two-factor login" onClick={() => dispatch(stepChanged(4))} />
          </li>
        )}
        {spectating ? null : <MessageSoundSetting />}
        <li className="profile-overview__theme">
          <label htmlFor={themeId}>Dark Theme</label>
          <InputSwitch
            inputId={themeId}
            checked={dark}
            disabled={!developer}
            onChange={(event) => dispatch(themeChanged(event.value ? 'dark' : 'light'))}
          />
        </li>
        <li>
          <Link href="/logout" className="profile-overview__link">
            Logout
          </Link>
        </li>
      </ul>
    </div>
  );
}
