import { Button } from 'primereact/button';
import { useId } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { AdminActions } from '../../../components/table/AdminTable';
import { ACCESS_PRESETS, type MemberAccess } from '../../../domain/accessPresets';
import { listOfChoice, lockedFor, rowOf, toggled, type ChoiceId } from '../grantAccessRules';
import { accessDraftChanged, accessDraftDiscarded, accessSaveRequested, type RowFeedback } from '../grantAccessSlice';

interface Props {
  member: MemberAccess;
  urls: { url: string; label: string }[];
  draft: string[] | undefined;
  feedback: RowFeedback | undefined;
  isMe: boolean;
}

/** One member: a box per access url, a preset menu, and Save/Discard for their list alone. */
export function AccessRow({ member, urls, draft, feedback, isMe }: Props) {
  const dispatch = useAppDispatch();
  const { list, dirty, error } = rowOf(member, draft);
  const saving = feedback?.kind === 'saving';
  const messageId = useId();
  const change = (access: string[]) => dispatch(accessDraftChanged({ userId: member.id, access }));
  const message = error ?? (feedback && feedback.kind !== 'saving' ? feedback.message : null);
  const failed = error !== null || feedback?.kind === 'failed';

  return (
    <tr className={dirty ? 'grant-access__row--dirty' : undefined}>
      <th scope="row">
        <span className="grant-access__name">
          {member.name}
          {isMe ? <span className="muted"> (you)</span> : null}
        </span>
        <span className="muted grant-access__meta">
          {member.role}
          {member.deactivated ? ', deactivated' : ''}
        </span>
      </th>
      {urls.map(({ url, label }) => (
        <td key={url} className="grant-access__box" data-label={label}>
          <input
            type="checkbox"
            aria-label={`${label} for ${member.name}`}
            checked={list.includes(url)}
            disabled={saving || lockedFor(member, url)}
            onChange={(event) => change(toggled(list, url, event.target.checked))}
          />
        </td>
      ))}
      <td data-label="Preset">
        <select
          aria-label={`Apply a preset to ${member.name}`}
          value=""
          disabled={saving}
          onChange={(event) => {
            if (event.target.value) change(listOfChoice(member, event.target.value as ChoiceId, ACCESS_PRESETS));
          }}
        >
          <option value="">Choose…</option>
          {ACCESS_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
          <option value="role-default">Reset to {member.role} default</option>
        </select>
      </td>
      <AdminActions className="grant-access__actions">
        <Button
          type="button"
          size="small"
          label="Save"
          aria-label={`Save access of ${member.name}`}
          aria-describedby={message ? messageId : undefined}
          loading={saving}
          disabled={!dirty || error !== null || saving}
          onClick={() => dispatch(accessSaveRequested(member.id))}
        />
        <Button
          type="button"
          size="small"
          text
          label="Discard"
          aria-label={`Discard changes to the access of ${member.name}`}
          disabled={!dirty || saving}
          onClick={() => dispatch(accessDraftDiscarded(member.id))}
        />
        <span id={messageId} role={failed ? 'alert' : 'status'} className={failed ? 'p-error grant-access__message' : 'grant-access__message'}>
          {message}
        </span>
      </AdminActions>
    </tr>
  );
}
