import type { WindowController } from '../windowController';
import type { WindowState, WindowStore } from '../windowStore';
import { isAway, statusText } from '../hoursText';
import { queueText, textColorOn, viewFor, type WindowView } from '../webchatRules';
import { createComposer } from './composer';
import { h, replaceChildren, show } from './dom';
import { createMessageList } from './messageList';
import { createOfflineForm } from './offlineForm';
import { createPrechatForm } from './prechatForm';

/** The chat window's page: header, one of its views, and the composer; updated from the store. */
export function mountWindow(root: HTMLElement, store: WindowStore, controller: WindowController, embedded: boolean) {
  const title = h('h1', { class: 'wc-title', id: 'wc-title' }, 'Chat');
  const status = h('p', { class: 'wc-status' });
  const close = embedded
    ? h('button', { type: 'button', class: 'wc-icon wc-close', 'aria-label': 'Close chat', title: 'Close chat', onclick: () => controller.close() }, '×')
    : null;
  const notice = h(
    'div',
    { class: 'wc-notice', role: 'alert' },
    h('span', { class: 'wc-notice-text' }),
    h('button', { type: 'button', class: 'wc-link', 'aria-label': 'Dismiss', onclick: () => controller.dismissNotice() }, '×'),
  );
  const away = h('p', { class: 'wc-away' });
  const queue = h('p', { class: 'wc-queue', role: 'status' });
  const body = h('div', { class: 'wc-body' });
  const list = createMessageList(controller);
  const composer = createComposer(controller);
  const offline = createOfflineForm((form) => void controller.submitOffline(form));
  const prechat = createPrechatForm((form) => void controller.submitPrechat(form));
  const app = h('div', { class: 'wc', role: 'region', 'aria-labelledby': 'wc-title' }, h('header', { class: 'wc-header' }, h('div', {}, title, status), close), notice, body);
  replaceChildren(root, app);

  let view: WindowView | null = null;
  const render = (state: WindowState, previous: WindowState | null) => {
    const config = state.config && state.config !== 'missing' ? state.config : null;
    if (config && previous?.config !== state.config) {
      title.textContent = config.name || config.caption;
      app.style.setProperty('--wc-brand', config.color);
      app.style.setProperty('--wc-on-brand', textColorOn(config.color));
      away.textContent = config.offlineMessage;
    }
    // The visitor's own locale and time zone word when the team is back.
    status.textContent = config ? statusText(config, new Date(), root.ownerDocument.defaultView?.navigator.language) : '';
    show(notice, state.notice !== null);
    notice.querySelector('.wc-notice-text')!.textContent = state.notice ?? '';
    show(away, config !== null && isAway(config));
    queue.textContent = queueText(state.queuePosition);
    show(queue, state.queuePosition !== null);

    const next = viewFor(state.config, state.messages, { offlineSent: state.offline.status === 'sent', prechatSent: state.prechat.status === 'sent' });
    if (next !== view) {
      // The form the visitor just sent (its button was disabled meanwhile, so it lost the focus) gives
      // way to the chat: the keyboard follows to the composer, as it does from any view that had it.
      const moveFocus = view === 'prechat' || (view !== null && root.contains(root.ownerDocument.activeElement));
      view = next;
      if (next === 'loading') replaceChildren(body, h('p', { class: 'wc-placeholder', role: 'status' }, 'Loading…'));
      else if (next === 'unavailable') replaceChildren(body, h('p', { class: 'wc-placeholder', role: 'status' }, 'This chat is not available.'));
      else if (next === 'offline') replaceChildren(body, offline.el);
      else if (next === 'prechat') replaceChildren(body, prechat.el);
      else replaceChildren(body, list.el, away, queue, composer.el);
      previous = null;
      if (moveFocus) queueMicrotask(() => focusView());
    }
    if (view === 'chat') {
      list.update(state, previous);
      composer.update(state, previous);
    } else if (view === 'offline') {
      offline.update(state, previous);
    } else if (view === 'prechat') {
      prechat.update(state, previous);
    }
  };
  const focusView = () => {
    if (view === 'chat') composer.focus();
    else if (view === 'offline') offline.focus();
    else if (view === 'prechat') prechat.focus();
    else close?.focus();
  };
  render(store.get(), null);
  store.subscribe(render);

  return {
    /** Where the keyboard goes when the window opens. */
    focus: focusView,
  };
}
