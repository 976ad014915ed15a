import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { AuthWorkspace } from '../../../domain/api';
import type { LimitedMemberState } from '../limitedMemberSlice';
import { limitedMemberDismissed, selectLimitedMemberOpen } from '../limitedMemberSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

type State = { limitedMember: LimitedMemberState; auth: { workspace: AuthWorkspace | null } };

/** Spec §8: an expired member is told the workspace has no agent slot left for them. */
export function LimitedMemberDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state: State) => selectLimitedMemberOpen(state));
  const dismiss = () => dispatch(limitedMemberDismissed());

  return (
    <Dialog
      visible={open}
      onHide={dismiss}
      header="This Member is limited!"
      className="limited-member"
      style={{ width: '90vw', maxWidth: 360 }}
      footer={<Button type="button" label="Dismiss" onClick={dismiss} autoFocus />}
      draggable={false}
      resizable={false}
    >
      <p>Please contact your administrator for more agent slots</p>
    </Dialog>
  );
}
