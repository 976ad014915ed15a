// Messages between the tabs of one browser (same origin), behind a small interface.

export interface TabChannel {
  post(message: string): void;
  subscribe(listener: (message: string) => void): () => void;
  close(): void;
}

export function openTabChannel(name: string): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        if (typeof event.data === 'string') listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
