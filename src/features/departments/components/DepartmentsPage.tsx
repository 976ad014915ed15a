import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { directoryNeeded } from '../../directory/directorySlice';
import { departmentsPageOpened, selectDepartmentsPage } from '../departmentsSlice';
import { ChannelDefaults } from './ChannelDefaults';
import { CreateDepartmentForm } from './CreateDepartmentForm';
import { DepartmentTable } from './DepartmentTable';
import './departmentsPage.css';

type State = { auth: AuthState };

/** /settings/workspace/department: the workspace's departments, their members, and where new conversations go. */
export function DepartmentsPage() {
  useDocumentTitle('Departments');
  const isAdministrator = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');
  return (
    <section className="page departments-page" aria-labelledby="page-title">
      <h1 id="page-title">Departments</h1>
      {isAdministrator ? <Departments /> : <p className="muted">Only an Administrator of the workspace can change its departments.</p>}
    </section>
  );
}

function Departments() {
  const dispatch = useAppDispatch();
  const { status, data } = usePageSelector(selectDepartmentsPage);

  useEffect(() => {
    dispatch(departmentsPageOpened());
    dispatch(directoryNeeded());
  }, [dispatch]);

  if (status === 'failed') {
    return (
      <div role="alert">
        <p>The departments could not be loaded.</p>
        <Button type="button" outlined label="Try again" onClick={() => dispatch(departmentsPageOpened())} />
      </div>
    );
  }
  if (!data) return <p role="status">Loading…</p>;
  return (
    <>
      <p className="muted">
        Departments group the team by the work they take: tickets and conversations are filed under one, and each channel can send its new
        conversations to its own.
      </p>
      <CreateDepartmentForm departments={data.departments} />
      <DepartmentTable departments={data.departments} />
      <ChannelDefaults channels={data.channels} departments={data.departments} />
    </>
  );
}
