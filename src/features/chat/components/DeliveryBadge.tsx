import type { Message } from '../../../domain/inbox';
import { deliveryView, nextTryText, type DeliveryIcon } from '../messageRules';

const PATHS: Record<DeliveryIcon, string> = {
  inbox: 'M4 4h16v16H4zm2 2v7h3l1 2h4l1-2h3V6z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm-1 2v6l5 3 1-1.7-4-2.3V7z',
  retry: 'M12 4a8 8 0 0 0-7.4 5H2l3.5 4L9 9H6.8A6 6 0 1 1 6 12H4a8 8 0 1 0 8-8z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  'double-check': 'M1.5 13.4 7 19l1.4-1.4L2.9 12zM22.6 5.6 12 16.2 7.8 12l-1.4 1.4L12 19 24 7zM18 7l-1.4-1.4-6.3 6.3 1.4 1.4z',
  eye: 'M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm0-6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  alert: 'M12 2 1 21h22zm-1 7h2v6h-2zm0 8h2v2h-2z',
  unknown: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-1 13h2v2h-2zm1-10a3.5 3.5 0 0 0-3.5 3.5h2A1.5 1.5 0 1 1 13 11c-1 .5-2 1.2-2 3h2c0-1 .5-1.3 1.2-1.8A3.5 3.5 0 0 0 12 6z',
};

interface Props {
  message: Pick<Message, 'deliveryState' | 'deliveryError' | 'retryAt'>;
  /** Sends a failed reply again (absent where no retry is offered). */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * The delivery state the api recorded for an agent's message, kept live by 'message updated' events:
 * 'Retrying: <why>' with the next try's time while a failed try waits, 'Failed: <why>' with a Retry
 * button once the tries are over.
 */
export function DeliveryBadge({ message, onRetry, retrying = false }: Props) {
  const { deliveryState: state, deliveryError: error, retryAt } = message;
  const view = deliveryView(state, error);
  const next = state === 'pending' && error && retryAt ? nextTryText(retryAt) : '';
  return (
    <span className="delivery-line">
      <span className={`delivery delivery--${state}${state === 'pending' && error ? ' delivery--retrying' : ''}`} data-testid="delivery-state">
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d={PATHS[view.icon]} fill="currentColor" />
        </svg>
        <span>{view.label}</span>
      </span>
      {next ? (
        <span className="delivery__next" data-testid="delivery-next">
          Next try at <time dateTime={retryAt!}>{next}</time>
        </span>
      ) : null}
      {state === 'failed' && onRetry ? (
        <button type="button" className="btn btn--text delivery__retry" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      ) : null}
    </span>
  );
}
