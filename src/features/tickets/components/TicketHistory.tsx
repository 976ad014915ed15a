import { When } from '../../../components/time/When';
import type { TicketHistoryEntry } from '../../../domain/inbox';
import { selectDepartmentName, selectMemberName, type DirectoryState } from '../../directory/directorySlice';
import { historyText, type HistoryNames } from '../ticketHistoryRules';
import { usePageSelector } from '../../../app/hooks';

/** Who changed what, when: every change of the ticket, oldest first, live. */
export function TicketHistory({ history }: { history: readonly TicketHistoryEntry[] }) {
  const directory = usePageSelector((state: { directory: DirectoryState }) => state.directory);
  const names: HistoryNames = {
    member: (id) => selectMemberName({ directory }, id),
    department: (id) => selectDepartmentName({ directory }, id),
  };
  return (
    <section className="ticket-section" aria-labelledby="ticket-history-title">
      <h3 id="ticket-history-title">History</h3>
      {history.length === 0 ? (
        <p className="muted">No changes yet.</p>
      ) : (
        <ol className="ticket-history" data-testid="ticket-history">
          {history.map((entry) => (
            <li key={entry.id}>
              <span>{historyText(entry, names)}</span> <When at={entry.at} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
