import { createWebStorage } from '../services/storage';
import { PUBLIC_ID_PATTERN, VISITOR_TOKEN_PATTERN, type FrameToWidget, type WidgetToFrame } from '../domain/webchat';
import { connectVisitor } from './connection';
import { createVisitorApi } from './visitorApi';
import { mountWindow } from './view/windowView';
import { replaceChildren } from './view/dom';
import { createWindowController, type Identity } from './windowController';
import { createWindowStore, initialWindowState } from './windowStore';
import { parentOriginOf } from './webchatRules';

const PAGE_IDENTITY_TIMEOUT_MS = 3000;

/** The visitor's identity is kept per channel in this origin's storage (partitioned per embedding site). */
function identityFor(publicId: string): Identity {
  const storage = createWebStorage();
  const key = `webchat:${publicId}`;
  return { load: () => storage.get(key), save: (token) => storage.set(key, token), clear: () => storage.remove(key) };
}

/** Which visitor answered the pre-chat form here; where storage is blocked the form may come again. */
function introducedFor(publicId: string) {
  const storage = createWebStorage();
  const key = `webchat:${publicId}:intro`;
  return { load: () => storage.get(key), save: (visitorId: string) => storage.set(key, visitorId) };
}

/**
 * Starts the chat window in this page. Inside the loader's frame it talks to the embedding page by
 * postMessage, only with the origin named in the url and only with the window that framed it.
 */
export function startChatWindow(root: HTMLElement, location: Location, win: Window): void {
  const params = new URLSearchParams(location.search);
  const publicId = params.get('channel') ?? '';
  if (!PUBLIC_ID_PATTERN.test(publicId)) {
    replaceChildren(root, 'This chat is not available.');
    return;
  }
  const parentOrigin = win.parent !== win ? parentOriginOf(params.get('origin')) : null;
  const post = parentOrigin ? (message: FrameToWidget) => win.parent.postMessage(message, parentOrigin) : null;

  // Asked for once the window is ready; a loader that does not answer leaves the frame's own copy in use.
  const pageIdentity = parentOrigin
    ? () =>
        new Promise<string | null>((resolve) => {
          const timer = setTimeout(() => finish(null), PAGE_IDENTITY_TIMEOUT_MS);
          const finish = (token: string | null) => {
            clearTimeout(timer);
            win.removeEventListener('message', onIdentity);
            resolve(token);
          };
          const onIdentity = (event: MessageEvent<WidgetToFrame>) => {
            if (event.source !== win.parent || event.origin !== parentOrigin || event.data?.type !== 'webchat:identity') return;
            const token = event.data.token;
            finish(typeof token === 'string' && VISITOR_TOKEN_PATTERN.test(token) ? token : null);
          };
          win.addEventListener('message', onIdentity);
        })
    : null;

  const store = createWindowStore(initialWindowState(post === null, win.document.visibilityState === 'visible'));
  const controller = createWindowController(
    store,
    { api: createVisitorApi(publicId), connect: connectVisitor, identity: identityFor(publicId), post, pageIdentity, now: () => new Date(), introduced: introducedFor(publicId) },
    publicId,
  );
  const view = mountWindow(root, store, controller, post !== null);

  win.addEventListener('message', (event: MessageEvent<WidgetToFrame>) => {
    if (!parentOrigin || event.source !== win.parent || event.origin !== parentOrigin) return;
    if (event.data?.type === 'webchat:open') {
      controller.setOpen(true);
      view.focus();
    } else if (event.data?.type === 'webchat:close') {
      controller.setOpen(false);
    }
  });
  win.document.addEventListener('visibilitychange', () => controller.setVisible(win.document.visibilityState === 'visible'));
  win.document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && post) controller.close();
  });
  void controller.start();
}
