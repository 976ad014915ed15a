import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, getContext, put, take } from 'redux-saga/effects';
import type { TabHandOff } from '../../services/tabHandOff';
import type { TabLock, TabRole } from '../../services/tabLock';
import { handOffTarget, openedByConsole } from './handOffRules';
import { tabBlocked, tabHandedOff, tabHandOffReceived, tabOwned } from './oneTabSlice';

export interface OneTabDeps {
  tabLock: TabLock;
  /** Optional: without it (tests of other features) tabs hand nothing over. */
  tabHandOff?: TabHandOff;
}

/**
 * Asked once, when the console starts: the lock is then held for the tab's life. The tab that holds it
 * opens what other tabs hand over; a blocked tab opened for a ticket, a conversation or a contact hands it
 * to that tab and, when a console page opened it (a link opened in a new tab), closes itself. Otherwise it
 * stays, blocked as the spec says, and tells where its page went.
 */
export function* oneTabSaga() {
  const lock: TabLock = yield getContext('tabLock');
  const handOff: TabHandOff | undefined = yield getContext('tabHandOff');
  const role: TabRole = yield call([lock, lock.acquire]);
  if (role === 'owner') {
    yield put(tabOwned());
    if (handOff) yield fork(takeHandOffs, handOff);
    return;
  }
  const here = handOff?.here() ?? '';
  const target = handOffTarget(here);
  if (handOff && target) {
    const taken: boolean = yield call([handOff, handOff.offer], here);
    if (taken) {
      yield put(tabHandedOff(target));
      // A console page opened this tab: the person is still on that page, so this tab goes away.
      if (openedByConsole(handOff.openedFrom())) {
        const closed: boolean = yield call([handOff, handOff.closeTab]);
        if (closed) return;
      }
    }
  }
  yield put(tabBlocked());
}

function* takeHandOffs(handOff: TabHandOff) {
  const offers: EventChannel<string> = yield call(handOffChannel, handOff);
  try {
    while (true) {
      const path: string = yield take(offers);
      yield put(tabHandOffReceived(path));
    }
  } finally {
    offers.close();
  }
}

/** Offers as a channel: only a ticket, conversation or contact page is taken (and so answered). */
function handOffChannel(handOff: TabHandOff): EventChannel<string> {
  return eventChannel<string>((emit) =>
    handOff.listen((address) => {
      const path = handOffTarget(address);
      if (path) emit(path);
      return path !== null;
    }),
  );
}
