import { useEffect, useRef } from 'react';
import { Dialog } from 'primereact/dialog';
import { guideRoute, isFirstSlide, isLastSlide, slideForKey, slideImageUrl } from '../guideRules';
import {
  backClicked,
  guideClosed,
  guideFinished,
  nextClicked,
  selectActiveGuide,
  skipClicked,
  slideChosen,
} from '../guideSlice';
import { useSlides } from './useSlides';
import './guide.css';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** The product guide's carousel: a modal PrimeReact Dialog, which traps focus and gives it back on close. */
export function GuideDialog() {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveGuide);
  const slides = useSlides(active?.route ?? null);
  const primaryRef = useRef<HTMLButtonElement>(null);

  const route = active ? guideRoute(active.route) : undefined;
  const slide = active?.slide ?? 0;
  const count = active?.count ?? 0;
  const last = isLastSlide(slide, count);
  const text = slides.status === 'ready' ? slides.slides[slide] : undefined;

  // The dialog is modal and has no text input, so while it is open the arrow keys belong to the carousel.
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = slideForKey(event.key, active.slide, active.count);
      if (target === null || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      dispatch(slideChosen(target));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, dispatch]);

  const skip = () => {
    dispatch(skipClicked());
    // Skip disappears on the last slide; keep the keyboard user's focus inside, on Finish.
    requestAnimationFrame(() => primaryRef.current?.focus());
  };

  const footer = active ? (
    <div className="guide__footer">
      {!last ? (
        <button type="button" className="btn btn--text" onClick={skip}>
          Skip
        </button>
      ) : (
        <span />
      )}
      <span className="guide__nav">
        <button type="button" className="btn" onClick={() => dispatch(backClicked())} disabled={isFirstSlide(slide)}>
          Back
        </button>
        <button
          ref={primaryRef}
          type="button"
          className="btn btn--primary"
          onClick={() => dispatch(last ? guideFinished({ route: active.route }) : nextClicked())}
        >
          {last ? 'Finish' : 'Next'}
        </button>
      </span>
    </div>
  ) : null;

  return (
    <Dialog
      visible={active !== null}
      onHide={() => dispatch(guideClosed())}
      header={route ? `${route.title} guide` : 'Guide'}
      footer={footer}
      modal
      draggable={false}
      resizable={false}
      className="guide"
      style={{ width: 'min(34rem, 94vw)' }}
      ariaCloseIconLabel="Close the guide"
    >
      {active ? (
        <div className="guide__body" data-testid="guide-slide">
          <p className="guide__position" aria-live="polite">
            Slide {slide + 1} of {count}
          </p>
          {slides.status === 'failed' ? (
            <p role="alert">The guide could not be loaded. Please check your connection and try again.</p>
          ) : text ? (
            <>
              <img className="guide__image" src={slideImageUrl(active.route, slide)} alt={text.alt} width={320} height={200} />
              <h3 className="guide__title">{text.title}</h3>
              <p className="guide__text">{text.text}</p>
            </>
          ) : (
            <p className="muted">Loading…</p>
          )}
          <ol className="guide__dots" aria-label="Slides">
            {Array.from({ length: count }, (_, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={i === slide ? 'guide__dot guide__dot--current' : 'guide__dot'}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === slide ? 'step' : undefined}
                  tabIndex={-1}
                  onClick={() => dispatch(slideChosen(i))}
                />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </Dialog>
  );
}
