/**
 * A BroadcastChannel class shared by the "tabs" of one test (stub it with vi.stubGlobal): a message
 * reaches every other open channel of the same name on a later task, as in a browser.
 */
export function fakeBroadcast() {
  const channels = new Set<FakeChannel>();
  class FakeChannel extends EventTarget {
    constructor(readonly name: string) {
      super();
      channels.add(this);
    }
    postMessage(data: unknown) {
      for (const other of channels) {
        if (other !== this && other.name === this.name) setTimeout(() => other.dispatchEvent(new MessageEvent('message', { data })), 0);
      }
    }
    close() {
      channels.delete(this);
    }
  }
  return FakeChannel;
}
