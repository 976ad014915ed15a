import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { brandLoadRequested, selectPersonalization } from '../personalizationSlice';
import { BrandForm } from './BrandForm';
import './personalization.css';

/** /settings/workspace/personalization: the workspace's logo, accent, web chat defaults and the identity customers see. */
export function PersonalizationPage() {
  useDocumentTitle('Personalization');
  const dispatch = useAppDispatch();
  const isAdministrator = usePageSelector((state: { auth: AuthState }) => selectWorkspace(state)?.role === 'Administrator');
  const { status, saved } = usePageSelector(selectPersonalization);
  useEffect(() => {
    if (isAdministrator) dispatch(brandLoadRequested());
  }, [dispatch, isAdministrator]);
  return (
    <section className="page personalization-page" aria-labelledby="page-title">
      <h1 id="page-title">Personalization</h1>
      <p className="muted">Your brand in the console, the web chat on your website and the mails the product sends.</p>
      {!isAdministrator ? (
        <p className="muted">Only an Administrator of the workspace can change its brand.</p>
      ) : status === 'failed' ? (
        <div role="alert">
          <p>The brand could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(brandLoadRequested())} />
        </div>
      ) : status !== 'ready' || !saved ? (
        <p role="status">Loading…</p>
      ) : (
        // A saved brand starts the form afresh from what the api stored.
        <BrandForm key={JSON.stringify(saved.brand)} saved={saved} />
      )}
    </section>
  );
}
