import { useEffect } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectAuth } from '../../auth/authSlice';
import { useVisibleNavItems } from '../../shell/components/PagesContext';
import { greeting, statusView } from '../homeRules';
import { summaryRequested } from '../homeSlice';
import { TodayCounters } from './TodayCounters';
import './home.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

export function HomePage() {
  useDocumentTitle('Home');
  const { user, workspace } = usePageSelector(selectAuth);
  const areas = useVisibleNavItems().filter((item) => item.target !== '/home');
  const status = statusView(user?.status);

  return (
    <section className="page home" aria-labelledby="page-title">
      <h1 id="page-title">{greeting(user?.username ?? '', new Date().getHours())}</h1>
      <p className="home__status" data-testid="home-status">
        <span className={`status-dot status-dot--${status.colour}`} aria-hidden="true" />
        <span>
          Your status: <strong>{status.label}</strong>
        </span>
        {workspace ? <span className="muted"> · {workspace.name}</span> : null}
      </p>

      <TodayCountersLoader />

      {areas.length > 0 ? (
        <>
          <h2>Where to next</h2>
          <ul className="card-links">
            {areas.map((item) => (
              <li key={item.label}>
                <Link href={item.target}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Your access covers this page only. Ask your administrator for more.</p>
      )}
    </section>
  );
}

/** Asks for today's figures each time the page opens, so they are current after working elsewhere. */
function TodayCountersLoader() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(summaryRequested());
  }, [dispatch]);
  return <TodayCounters />;
}
