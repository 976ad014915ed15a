import { Button } from 'primereact/button';
import { summaryDismissed, type TicketBulkState } from '../ticketBulkSlice';
import { failureLines, progressText, summaryText } from '../ticketBulkRules';
import { useAppDispatch } from '../../../app/hooks';

/** The job's progress while the api works through a large selection, then what came of it. */
export function BulkOutcome({ bulk }: { bulk: TicketBulkState }) {
  const dispatch = useAppDispatch();
  const { job } = bulk;
  if (bulk.status === 'sending') {
    return (
      <p className="ticket-bulk__row" role="status">
        Sending…
      </p>
    );
  }
  if (!job) return null;
  if (bulk.status === 'running') {
    return (
      <div className="ticket-bulk__row" role="status">
        <progress max={job.total} value={job.done} aria-label="Bulk action progress" />
        <span>{progressText(job)}</span>
      </div>
    );
  }
  const lines = failureLines(job);
  return (
    <div className="ticket-bulk__summary" role="status" data-testid="bulk-summary">
      <p>{summaryText(job)}</p>
      {lines.length ? (
        <ul className="ticket-bulk__failures">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      <Button type="button" label="Dismiss" text size="small" onClick={() => dispatch(summaryDismissed())} />
    </div>
  );
}
