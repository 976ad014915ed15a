import { STATUS_COUNTERS } from '../homeRules';
import { selectHomeSummary, summaryRequested } from '../homeSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

export function TodayCounters() {
  const dispatch = useAppDispatch();
  const { status, today, dayNote, message } = usePageSelector(selectHomeSummary);

  return (
    <section className="home__today" aria-labelledby="today-title" aria-busy={status === 'loading'}>
      <h2 id="today-title">Your tickets today</h2>
      {dayNote && status !== 'failed' ? <p className="muted">{dayNote}</p> : null}
      {status === 'failed' ? (
        <div role="alert" className="home__error">
          <p>Today's figures could not be loaded{message ? `: ${message}` : '.'}</p>
          <button type="button" className="btn" onClick={() => dispatch(summaryRequested())}>
            Try again
          </button>
        </div>
      ) : today === null ? (
        <p className="muted" role="status">
          Loading today's figures…
        </p>
      ) : (
        <dl className="home__counters">
          {STATUS_COUNTERS.map(({ key, label }) => (
            <div key={key} className={`home__counter home__counter--${key}`} data-testid={`count-${key}`}>
              <dt>{label}</dt>
              <dd>{today[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
