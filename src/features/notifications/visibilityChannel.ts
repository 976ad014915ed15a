import { eventChannel } from 'redux-saga';
import { getContext, take } from 'redux-saga/effects';
import type { VisibilityEvents } from '../../services/visibility';

/** Returns at once while the page is shown; otherwise once it is shown again. */
export function* whenVisible() {
  const visibility: VisibilityEvents = yield getContext('visibility');
  if (!visibility.hidden()) return;
  const changes = eventChannel<true>((emit) => visibility.onChange(() => emit(true)));
  try {
    for (;;) {
      yield take(changes);
      if (!visibility.hidden()) return;
    }
  } finally {
    changes.close();
  }
}
