import { useSelector } from 'react-redux';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectAuth } from '../../auth/authSlice';
import { visibleNavItems } from '../../shell/shellRules';

export function HomePage({ product }: { product: string }) {
  useDocumentTitle('Home');
  const { user, workspace, access } = useSelector(selectAuth);
  const areas = visibleNavItems(product, access).filter((item) => item.target !== '/home');

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Welcome, {user?.username}</h1>
      {workspace ? <p className="muted">You are working in {workspace.name}.</p> : null}
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
