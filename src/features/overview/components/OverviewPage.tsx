import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { AVAILABLE_GUIDES } from '../../guide/guideRules';
import { guideOpened } from '../../guide/guideSlice';
import { GuideDialog } from '../../guide/components/GuideDialog';
import './overview.css';
import { useAppDispatch } from '../../../app/hooks';

/** /overview: every guide of the console, each opened on demand, whether it was seen or not. */
export function OverviewPage() {
  useDocumentTitle('Product guide');
  const dispatch = useAppDispatch();
  return (
    <main className="overview" id="main">
      <section className="page" aria-labelledby="page-title">
        <p>
          <Link href="/home">← Back to the console</Link>
        </p>
        <h1 id="page-title">Product guide</h1>
        <p className="muted">
          Each page of the console has a short guide that shows what it is for and how to use it. It opens by itself the
          first time you visit the page; open any of them again here.
        </p>
        <ul className="overview__list">
          {AVAILABLE_GUIDES.map((guide) => (
            <li key={guide.key} className="overview__item">
              <span>
                <span className="overview__title">{guide.title}</span>
                <span className="muted"> · {guide.slides} slides</span>
              </span>
              <button
                type="button"
                className="btn"
                aria-label={`Open the ${guide.title} guide`}
                onClick={() => dispatch(guideOpened({ route: guide.key }))}
              >
                Open guide
              </button>
            </li>
          ))}
        </ul>
      </section>
      <GuideDialog />
    </main>
  );
}
