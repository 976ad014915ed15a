import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { browserTimeZone } from '../../../services/timeZone';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { emptyCalendar } from '../timeworkRules';
import { selectTimework, timeworkOpened } from '../timeworkSlice';
import { AssignmentsSection } from './AssignmentsSection';
import { CalendarEditor } from './CalendarEditor';
import { CalendarList } from './CalendarList';
import './timework.css';

/** /settings/workspace/timework: the workspace's business-hours calendars and who follows which. */
export function TimeworkPage() {
  useDocumentTitle('Business hours');
  const dispatch = useAppDispatch();
  const isAdministrator = usePageSelector((state: { auth: AuthState }) => selectWorkspace(state)?.role === 'Administrator');
  const { status, calendars, editing } = usePageSelector(selectTimework);
  useEffect(() => {
    if (isAdministrator) dispatch(timeworkOpened());
  }, [dispatch, isAdministrator]);
  const edited = editing && editing !== 'new' ? calendars.find((c) => c.id === editing) : undefined;
  return (
    <section className="page timework-page" aria-labelledby="page-title">
      <h1 id="page-title">Business hours</h1>
      <p className="muted">
        When your team answers. Outside these hours each channel sends its away message, the web chat says when you are back, and SLA targets count only
        business time. A workspace without a calendar is open around the clock.
      </p>
      {!isAdministrator ? (
        <p className="muted">Only an Administrator of the workspace can change its business hours.</p>
      ) : status === 'idle' || status === 'loading' ? (
        <p role="status">Loading…</p>
      ) : status === 'failed' ? (
        <div role="alert">
          <p>The business hours could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(timeworkOpened())} />
        </div>
      ) : editing === 'new' ? (
        <CalendarEditor key="new" id={null} saved={emptyCalendar(browserTimeZone() ?? 'UTC')} />
      ) : edited ? (
        <CalendarEditor key={edited.id} id={edited.id} saved={edited} />
      ) : (
        <>
          <CalendarList />
          <AssignmentsSection />
        </>
      )}
    </section>
  );
}
