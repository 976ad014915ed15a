import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { directoryNeeded } from '../../directory/directorySlice';
import { selectSlaPage, slaPageOpened } from '../slaSlice';
import { PolicyTable } from './PolicyTable';
import { SlaSettingsForm } from './SlaSettingsForm';
import './sla.css';

type State = { auth: AuthState };

/** /settings/workspace/sla: the workspace's SLA policies and when a ticket counts as at risk. */
export function SlaPage() {
  useDocumentTitle('SLA');
  const isAdministrator = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');
  return (
    <section className="page sla-page" aria-labelledby="page-title">
      <h1 id="page-title">SLA</h1>
      {isAdministrator ? <SlaSettings /> : <p className="muted">Only an Administrator of the workspace can change its SLA policies.</p>}
    </section>
  );
}

function SlaSettings() {
  const dispatch = useAppDispatch();
  const { status, policies, settings } = usePageSelector(selectSlaPage);

  useEffect(() => {
    dispatch(slaPageOpened());
    dispatch(directoryNeeded());
  }, [dispatch]);

  if (status === 'failed') {
    return (
      <div role="alert">
        <p>The SLA policies could not be loaded.</p>
        <Button type="button" outlined label="Try again" onClick={() => dispatch(slaPageOpened())} />
      </div>
    );
  }
  if (status !== 'ready' || !settings) return <p role="status">Loading…</p>;
  return (
    <>
      <p className="muted">
        A policy sets how soon a ticket of its priority gets its first response, each next response and its resolution. The most specific policy
        applies: one for the ticket&apos;s channel or department before one for its priority alone.
      </p>
      <PolicyTable policies={policies} />
      <h2 className="sla-page__heading">When a ticket is at risk</h2>
      <SlaSettingsForm key={JSON.stringify(settings)} saved={settings} />
    </>
  );
}
