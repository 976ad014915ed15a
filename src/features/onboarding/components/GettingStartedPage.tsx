import { useEffect } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectWorkspace } from '../../auth/authSlice';
import { selectWebchatProduct } from '../../config/configSlice';
import { gettingStartedSteps } from '../onboardingRules';
import { onboardingReset } from '../onboardingSlice';
import './onboarding.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';


export function GettingStartedPage() {
  useDocumentTitle('Getting started');
  const dispatch = useAppDispatch();
  const workspace = usePageSelector(selectWorkspace);
  // The product code comes from the runtime configuration (its default until the server answered).
  const product = usePageSelector(selectWebchatProduct);
  useEffect(() => {
    dispatch(onboardingReset());
  }, [dispatch]);

  return (
    <main id="main">
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Getting started</h1>
        <p className="muted">
          {workspace ? `${workspace.name} is ready. ` : ''}Three steps get your team answering customers.
        </p>
        <ol className="checklist">
          {gettingStartedSteps(product).map((step, index) => (
            <li key={step.id} className="checklist__item" data-testid={`step-${step.id}`}>
              <span className="checklist__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="checklist__body">
                <h2>{step.title}</h2>
                <p>{step.description}</p>
                <Link href={step.target} className="btn">
                  {step.action}
                </Link>
              </span>
            </li>
          ))}
        </ol>
        <p>
          <Link href="/home">Skip for now and go to the console</Link>
        </p>
      </section>
    </main>
  );
}
