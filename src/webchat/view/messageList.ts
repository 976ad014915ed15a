import type { Attachment } from '../../domain/inbox';
import { fileSize, followAction, isImage, type ShownMessage } from '../webchatRules';
import type { WindowState } from '../windowStore';
import { h, show } from './dom';

export interface MessageListActions {
  loadOlder(): void;
  retry(localId: string): void;
}

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function attachmentView(file: Attachment): HTMLElement {
  const label = `${file.name} (${fileSize(file.size)})`;
  // Files open in a new tab from our origin, served with a sandboxing policy and nosniff.
  const link = (...children: (Node | string)[]) => h('a', { href: file.url, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  if (isImage(file.mime)) return h('li', { class: 'wc-file wc-file--image' }, link(h('img', { src: file.url, alt: file.name, loading: 'lazy' })));
  return h('li', { class: 'wc-file' }, link(label));
}

function messageView(message: ShownMessage, actions: MessageListActions): HTMLElement {
  const mine = message.direction === 'inbound';
  const who = mine ? 'You' : (message.authorName ?? 'Support');
  const status = message.local
    ? message.local.status === 'sending'
      ? h('span', { class: 'wc-state' }, 'Sending…')
      : h(
          'span',
          { class: 'wc-state wc-state--failed' },
          `Not sent: ${message.local.error ?? ''} `,
          h('button', { type: 'button', class: 'wc-link', onclick: () => actions.retry(message.id) }, 'Retry'),
        )
    : null;
  return h(
    'li',
    { class: `wc-msg ${mine ? 'wc-msg--mine' : 'wc-msg--agent'}` },
    h('span', { class: 'wc-author' }, !mine && message.authorPictureUrl ? h('img', { class: 'wc-avatar', src: message.authorPictureUrl, alt: '' }) : null, who),
    message.text ? h('p', { class: 'wc-text' }, message.text) : null,
    message.attachments.length > 0 ? h('ul', { class: 'wc-files-shown', 'aria-label': 'Files' }, ...message.attachments.map(attachmentView)) : null,
    h('span', { class: 'wc-meta' }, h('time', { datetime: message.createdAt }, time(message.createdAt)), status),
  );
}

/** What makes a message look different: its content never changes, its state may. */
const keyOf = (m: ShownMessage) => `${m.id}|${m.local?.status ?? ''}|${m.text.length}|${m.attachments.length}`;

/** Within this many pixels of the end, the visitor is "at the end" and the list follows new messages. */
const END_SLACK = 40;

/**
 * The conversation: keyed, so images are not reloaded as messages arrive. It opens at the newest
 * message and follows new ones while the visitor is at the end; reading back, they get a 'New messages'
 * marker instead of a jump. Earlier messages coming in above keep the visitor's place.
 */
export function createMessageList(actions: MessageListActions) {
  const older = h('button', { type: 'button', class: 'wc-older', onclick: () => actions.loadOlder() }, 'Show earlier messages');
  const greeting = h('li', { class: 'wc-msg wc-msg--agent wc-greeting' });
  const log = h('ol', { class: 'wc-log' }, greeting);
  // The live region wraps the list: a role on the <ol> itself would take its list semantics away.
  const region = h('div', { role: 'log', 'aria-live': 'polite', 'aria-label': 'Conversation' }, log);
  const typing = h('p', { class: 'wc-typing', role: 'status' });
  const scroller = h('div', { class: 'wc-scroll', tabindex: '0', 'aria-label': 'Messages' }, older, region, typing);
  const marker = h('button', { type: 'button', class: 'wc-marker', hidden: true }, 'New messages ↓');
  const el = h('div', { class: 'wc-list' }, scroller, marker);
  const rendered = new Map<string, { key: string; node: HTMLElement }>();

  // Whether the visitor is at the end, as of their last scroll (not measured while the frame is hidden,
  // where every size is 0): what the list follows.
  let atEnd = true;
  const toEnd = () => {
    scroller.scrollTop = scroller.scrollHeight;
    atEnd = true;
    show(marker, false);
  };
  scroller.addEventListener('scroll', () => {
    if (scroller.clientHeight === 0) return;
    atEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= END_SLACK;
    if (atEnd) show(marker, false);
  });
  marker.addEventListener('click', () => {
    toEnd();
    scroller.focus();
  });
  // The frame shown, a picture loaded, the composer grown: still at the end.
  if (typeof ResizeObserver === 'function') {
    const stay = new ResizeObserver(() => atEnd && toEnd());
    stay.observe(scroller);
    stay.observe(region);
  }

  function update(state: WindowState, previous: WindowState | null): void {
    if (state.config && state.config !== 'missing') greeting.textContent = state.config.greeting;
    show(older, state.olderCursor !== null);
    older.toggleAttribute('disabled', state.loadingOlder);
    typing.textContent = state.agentTyping ? `${state.agentTyping} is typing…` : '';
    if (state.agentTyping && !previous?.agentTyping && atEnd) toEnd();
    if (previous && previous.messages === state.messages) return;

    const fromBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    const follow = followAction(previous?.messages ?? [], state.messages, atEnd);
    const seen = new Set<string>();
    let cursor: Element = greeting;
    for (const message of state.messages) {
      seen.add(message.id);
      const key = keyOf(message);
      let entry = rendered.get(message.id);
      if (!entry || entry.key !== key) {
        const node = messageView(message, actions);
        entry?.node.replaceWith(node);
        entry = { key, node };
        rendered.set(message.id, entry);
      }
      if (cursor.nextElementSibling !== entry.node) cursor.after(entry.node);
      cursor = entry.node;
    }
    for (const [id, entry] of rendered) {
      if (!seen.has(id)) {
        entry.node.remove();
        rendered.delete(id);
      }
    }
    if (follow === 'end') toEnd();
    else if (follow === 'marker') show(marker, true);
    else scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight - fromBottom;
  }

  return { el, update };
}
