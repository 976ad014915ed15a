import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { assignmentSettingsOpened, selectAssignmentSettings } from '../assignmentSlice';
import { AssignmentForm } from './AssignmentForm';
import './assignment.css';

/** The ticket-management page's second section: who gets new conversations, and the queue. Administrators only. */
export function AssignmentSection() {
  const dispatch = useAppDispatch();
  const { status, data } = usePageSelector(selectAssignmentSettings);
  useEffect(() => {
    dispatch(assignmentSettingsOpened());
  }, [dispatch]);
  return (
    <section className="assignment-section" aria-labelledby="assignment-title">
      <h2 id="assignment-title">Assignment</h2>
      <p className="muted">
        How new conversations find an agent. Only available agents under their most open conversations are chosen; when nobody fits, a conversation waits
        in the queue and goes to the next agent who frees up, comes back from aux or logs in.
      </p>
      {status === 'failed' ? (
        <div role="alert">
          <p>The assignment settings could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(assignmentSettingsOpened())} />
        </div>
      ) : !data ? (
        <p role="status">Loading…</p>
      ) : (
        // A save (here or on another visit) starts the form afresh from what the api holds.
        <AssignmentForm key={JSON.stringify(data)} saved={data} />
      )}
    </section>
  );
}
