// Runs in the agent's page (an init script): records when a text first arrives in a websocket frame,
// when it first appears in the DOM inside the conversation list, and the end of the frame after that
// (the next animation frame, then a task: the frame that shows it has been produced). Times are
// performance.timeOrigin + performance.now(), in ms.

export const WATCH_SCRIPT = `
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const watched = new Map();
  window.__benchWatch = (token, listSelector) => {
    const record = { socket: null, dom: null, painted: null };
    watched.set(token, record);
    const inList = (node) => {
      const element = node.nodeType === 1 ? node : node.parentElement;
      return !!element && !!element.closest(listSelector) && (node.textContent || '').includes(token);
    };
    return new Promise((resolve) => {
      const seen = () => {
        record.dom = now();
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => { record.painted = now(); watched.delete(token); resolve(record); }, 0));
      };
      const observer = new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.type === 'characterData' ? inList(mutation.target) : [...mutation.addedNodes].some(inList)) return seen();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data !== 'string' || watched.size === 0) return;
        for (const [token, record] of watched) if (record.socket === null && event.data.includes(token)) record.socket = now();
      });
    }
  };
})();
`;
