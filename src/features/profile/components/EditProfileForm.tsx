import { Button } from 'primereact/button';
import { useId, type ChangeEvent } from 'react';
import { Form } from 'react-final-form';
import { PrimeTextField } from '../../../components/form/PrimeFields';
import { FormFailureAlert } from '../../../components/form/FormFailureAlert';
import type { AuthUser } from '../../../domain/api';
import { AVATAR_EXTENSIONS, AVATAR_TYPE_MESSAGE, isAcceptedAvatar, profileBody, validateProfile, type ProfileValues } from '../profileRules';
import {
  avatarRemoved,
  avatarUploadFailed,
  avatarUploadRequested,
  profileSaveRequested,
  selectProfile,
  stepChanged,
  type ProfileState,
} from '../profileSlice';
import { ProfileAvatar } from './ProfileAvatar';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

const FILE_ACCEPT = AVATAR_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Step 2: name, e-mail and avatar. */
export function EditProfileForm({ user }: { user: AuthUser }) {
  const dispatch = useAppDispatch();
  const { saving, failure, avatar, avatarStatus, avatarError } = useAppSelector((state: { profile: ProfileState }) => selectProfile(state));
  const fileId = useId();
  const shownImage = avatar.kind === 'set' ? avatar.url : avatar.kind === 'remove' ? null : user.profile_image_url;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedAvatar(file.name)) dispatch(avatarUploadFailed(AVATAR_TYPE_MESSAGE));
    else dispatch(avatarUploadRequested(file));
  };

  return (
    <Form<ProfileValues>
      initialValues={{ name: user.username, email: user.email }}
      validate={validateProfile}
      onSubmit={(values) => {
        dispatch(profileSaveRequested(profileBody(values, avatar)));
      }}
      render={({ handleSubmit }) => (
        <form className="profile-form" onSubmit={handleSubmit} noValidate aria-labelledby={`${fileId}-title`}>
          <h2 id={`${fileId}-title`} className="profile-form__title">
            Edit profile
          </h2>
          <div className="profile-form__avatar">
            <ProfileAvatar name={user.username} imageUrl={shownImage} status={user.status} spectating={false} size="large" />
            <div className="profile-form__avatar-actions">
              <input id={fileId} className="visually-hidden" type="file" accept={FILE_ACCEPT} onChange={pick} />
              <label htmlFor={fileId} className="p-button p-button-outlined p-button-sm profile-form__upload">
                {avatarStatus === 'uploading' ? 'Uploading…' : 'Upload photo'}
              </label>
              {shownImage ? (
                <Button type="button" size="small" text severity="danger" label="Remove photo" onClick={() => dispatch(avatarRemoved())} />
              ) : null}
            </div>
          </div>
          {avatarError ? (
            <p className="p-error" role="alert">
              {avatarError}
            </p>
          ) : null}
          <PrimeTextField name="name" label="Name" autoComplete="name" serverError={failure?.fields.name} />
          <PrimeTextField name="email" label="E-mail" type="email" autoComplete="email" serverError={failure?.fields.email} />
          <FormFailureAlert failure={failure} />
          <div className="profile-form__actions">
            <Button type="button" outlined label="Cancel" onClick={() => dispatch(stepChanged(1))} />
            <Button type="submit" label="Save" loading={saving} disabled={saving || avatarStatus === 'uploading'} />
          </div>
        </form>
      )}
    />
  );
}
