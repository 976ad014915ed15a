import { Button } from 'primereact/button';
import { useId } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { auxReasonsDismissed, statusChangeRequested } from '../profileSlice';

/** Why the member goes aux: one button per reason of the workspace, which changes the status at once. */
export function AuxReasonPicker({ loading, reasons }: { loading: boolean; reasons: readonly string[] }) {
  const dispatch = useAppDispatch();
  const legend = useId();
  return (
    <fieldset className="profile-overview__reasons" aria-labelledby={legend}>
      <legend id={legend}>Why are you going aux?</legend>
      {loading ? (
        <p role="status">Loading the reasons…</p>
      ) : (
        <div className="profile-overview__reason-list">
          {reasons.map((reason, index) => (
            <Button key={reason} type="button" size="small" outlined label={reason} autoFocus={index === 0} onClick={() => dispatch(statusChangeRequested('aux', reason))} />
          ))}
        </div>
      )}
      <Button type="button" size="small" text label="Cancel" onClick={() => dispatch(auxReasonsDismissed())} />
    </fieldset>
  );
}
