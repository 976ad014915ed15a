import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { usePageSelector } from '../../../app/hooks';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { AuditLogSection } from './AuditLogSection';
import { DeleteWorkspaceSection } from './DeleteWorkspaceSection';
import { ExportSection } from './ExportSection';
import { PrivacySection } from './PrivacySection';
import { WorkspaceForm } from './WorkspaceForm';
import './workspaceSettings.css';

type State = { auth: AuthState };

/** /settings/workspace: the workspace's name, time zone and language, and its audit log, for its Administrators. */
export function WorkspaceSettingsPage() {
  useDocumentTitle('Workspace');
  const isAdministrator = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');
  return (
    <section className="page workspace-settings" aria-labelledby="page-title">
      <h1 id="page-title">Workspace</h1>
      {isAdministrator ? (
        <>
          <WorkspaceForm />
          <AuditLogSection />
          <ExportSection />
          <PrivacySection />
          <DeleteWorkspaceSection />
        </>
      ) : (
        <p className="muted">Only an Administrator of the workspace can change its settings and read its audit log.</p>
      )}
    </section>
  );
}
