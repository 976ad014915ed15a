// "Is this the console's only tab?" for the one-tab rule. The Web Locks API answers it exactly: the first
// tab holds the lock for its whole life and a later tab cannot get it (so the newest tab is the blocked
// one). Where Web Locks is missing (an insecure http origin), the tabs ask each other over a
// BroadcastChannel instead: the owner answers every newcomer's claim.

import { openTabChannel, type TabChannel } from './broadcast';

export type TabRole = 'owner' | 'blocked';

export interface TabLock {
  acquire(): Promise<TabRole>;
}

const LOCK_NAME = 'omnichannel-console';
const CLAIM = 'claim';
const TAKEN = 'taken';
/** How long a newcomer without Web Locks waits for an owner's answer. */
const CLAIM_WAIT_MS = 300;

export function createTabLock(): TabLock {
  return {
    async acquire() {
      const channel = openTabChannel(LOCK_NAME);
      const role = await decideRole(channel);
      if (role === 'owner' && channel) channel.subscribe((message) => message === CLAIM && channel.post(TAKEN));
      else channel?.close();
      return role;
    },
  };
}

async function decideRole(channel: TabChannel | null): Promise<TabRole> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    return new Promise<TabRole>((resolve) => {
      void locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve('blocked');
          return undefined;
        }
        resolve('owner');
        // Held until the tab goes away.
        return new Promise<never>(() => undefined);
      });
    });
  }
  if (!channel) return 'owner';
  return new Promise<TabRole>((resolve) => {
    const stop = channel.subscribe((message) => {
      if (message !== TAKEN) return;
      stop();
      clearTimeout(timer);
      resolve('blocked');
    });
    const timer = setTimeout(() => {
      stop();
      resolve('owner');
    }, CLAIM_WAIT_MS);
    channel.post(CLAIM);
  });
}
