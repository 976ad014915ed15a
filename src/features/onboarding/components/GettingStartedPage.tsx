import { useEffect } from 'react';
import { Link, Redirect } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { onboardingDone } from '../../../domain/onboardingProgress';
import { selectWorkspace } from '../../auth/authSlice';
import { selectWebchatProduct } from '../../config/configSlice';
import { gettingStartedSteps, type ChecklistStep } from '../onboardingRules';
import { onboardingReset, selectOnboarding } from '../onboardingSlice';
import './onboarding.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

export function GettingStartedPage() {
  useDocumentTitle('Getting started');
  const dispatch = useAppDispatch();
  const workspace = usePageSelector(selectWorkspace);
  // The product code comes from the runtime configuration (its default until the server answered).
  const product = usePageSelector(selectWebchatProduct);
  const { progress } = usePageSelector(selectOnboarding);
  useEffect(() => {
    dispatch(onboardingReset());
  }, [dispatch]);

  // Everything done already: nothing to lead the Administrator through.
  if (progress.data && onboardingDone(progress.data)) return <Redirect to="/home" replace />;

  return (
    <main id="main">
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Getting started</h1>
        <p className="muted">{workspace ? `${workspace.name} is ready. ` : ''}A few steps get your team answering customers.</p>
        {progress.status === 'failed' ? <p role="alert">{progress.message}</p> : null}
        {progress.data ? (
          <ol className="checklist">
            {gettingStartedSteps(product, progress.data).map((step, index) => (
              <Step key={step.id} step={step} number={index + 1} />
            ))}
          </ol>
        ) : progress.status === 'loading' ? (
          <p role="status">Reading your workspace's steps…</p>
        ) : null}
        <p>
          <Link href="/home">Skip for now and go to the console</Link>
        </p>
      </section>
    </main>
  );
}

function Step({ step, number }: { step: ChecklistStep; number: number }) {
  return (
    <li className={step.done ? 'checklist__item checklist__item--done' : 'checklist__item'} data-testid={`step-${step.id}`}>
      <span className="checklist__number" aria-hidden="true">
        {step.done ? '✓' : number}
      </span>
      <span className="checklist__body">
        <h2>{step.title}</h2>
        <p className="checklist__state">{step.done ? 'Done' : 'To do'}</p>
        <p>{step.description}</p>
        <Link href={step.target} className="btn">
          {step.action}
        </Link>
      </span>
    </li>
  );
}
