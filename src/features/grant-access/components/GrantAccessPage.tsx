import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { AdminTable } from '../../../components/table/AdminTable';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectUser, selectWorkspace, type AuthState } from '../../auth/authSlice';
import { grantAccessOpened, selectGrantAccess } from '../grantAccessSlice';
import { AccessRow } from './AccessRow';
import './grantAccessPage.css';

type State = { auth: AuthState };

const columnsOf = (urls: readonly { label: string }[]) => [{ label: 'Member' }, ...urls.map(({ label }) => ({ label })), { label: 'Preset' }, { label: 'Save', hidden: true }];

/** /settings/workspace/grant-access: each member's access list (the drawer, the guards and the api follow it). */
export function GrantAccessPage() {
  useDocumentTitle('Grant access');
  const isAdministrator = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');
  return (
    <section className="page grant-access" aria-labelledby="page-title">
      <h1 id="page-title">Grant access</h1>
      {isAdministrator ? <AccessTable /> : <p className="muted">Only an Administrator of the workspace can change access lists.</p>}
    </section>
  );
}

function AccessTable() {
  const dispatch = useAppDispatch();
  const { status, data, drafts, feedback } = usePageSelector(selectGrantAccess);
  const me = usePageSelector((state: State) => selectUser(state));

  useEffect(() => {
    dispatch(grantAccessOpened());
  }, [dispatch]);

  if (status === 'failed') {
    return (
      <div role="alert">
        <p>The access lists could not be loaded.</p>
        <Button type="button" outlined label="Try again" onClick={() => dispatch(grantAccessOpened())} />
      </div>
    );
  }
  if (!data) return <p role="status">Loading…</p>;
  return (
    <>
      <p className="muted">
        The pages each member can open. A change takes effect at once, also in a console that member has open. Home is open to everyone, and
        an Administrator always keeps Workspace settings.
      </p>
      <div className="grant-access__scroll">
        <AdminTable caption="Access of each member" captionHidden columns={columnsOf(data.urls)} rowCount={data.members.length} className="grant-access__table">
          {data.members.map((member) => (
            <AccessRow key={member.id} member={member} urls={data.urls} draft={drafts[member.id]} feedback={feedback[member.id]} isMe={member.id === me?.id} />
          ))}
        </AdminTable>
      </div>
    </>
  );
}
