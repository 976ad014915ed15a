// Transports for tests of other features that build the whole console store: nothing connects, nothing
// is shown. The one-tab lock never answers, so the realtime session never starts there.

import type { NotificationsDeps } from '../../notifications/notificationsSagas';
import type { OneTabDeps } from '../../one-tab/oneTabSagas';
import type { RealtimeDeps } from '../realtimeSagas';

export function inertRealtimeDeps(): Omit<RealtimeDeps, 'http' | 'logger'> & Omit<NotificationsDeps, 'clock' | 'storage'> & OneTabDeps {
  return {
    socket: () => ({ listen: () => () => undefined, close: () => undefined, sendPresence: () => undefined }),
    frames: { next: () => Promise.resolve() },
    notifier: {
      permission: () => 'denied',
      requestPermission: () => Promise.resolve('denied'),
      show: () => ({ close: () => undefined }),
    },
    sound: { play: () => undefined },
    messageSound: { play: () => undefined },
    visibility: { hidden: () => false, onChange: () => () => undefined },
    tabLock: { acquire: () => new Promise(() => undefined) },
  };
}
