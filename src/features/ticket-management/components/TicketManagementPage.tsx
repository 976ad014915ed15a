import { Button } from 'primereact/button';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ticketSettingsOf } from '../../../domain/ticketSettingsRules';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { AssignmentSection } from '../../routing/components/AssignmentSection';
import { selectSettings, settingsLoadRequested, type SettingsState } from '../../settings/settingsSlice';
import { TicketSettingsForm } from './TicketSettingsForm';
import './ticketManagement.css';

type State = { auth: AuthState; settings: SettingsState };

/** /settings/workspace/ticket-management: how tickets are taken, made, reopened, closed and solved, and how conversations are assigned. */
export function TicketManagementPage() {
  useDocumentTitle('Ticket management');
  const dispatch = useAppDispatch();
  const isAdministrator = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');
  const { status, ticket } = usePageSelector((state: State) => selectSettings(state));
  const settings = ticketSettingsOf(ticket);
  return (
    <section className="page ticket-management-page" aria-labelledby="page-title">
      <h1 id="page-title">Ticket management</h1>
      {!isAdministrator ? (
        <p className="muted">Only an Administrator of the workspace can change its ticket settings.</p>
      ) : status === 'loading' || status === 'idle' ? (
        <p role="status">Loading…</p>
      ) : status === 'failed' ? (
        // Saving what a failed read left (the defaults) would overwrite the stored rules: read them again first.
        <div role="alert">
          <p>The ticket settings could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(settingsLoadRequested())} />
        </div>
      ) : (
        // Saved settings (here or by another Administrator, through the 'ticket' event) start the form afresh.
        <TicketSettingsForm key={JSON.stringify(settings)} saved={settings} />
      )}
      {isAdministrator ? <AssignmentSection /> : null}
    </section>
  );
}
