// What the chat window does: loads the configuration, keeps the visitor's identity, sends and receives
// messages and files, sends its forms and typing signals, acknowledges replies, and tells the page around
// it (the loader) what it needs.

import { validateRecord } from '../domain/validation';
import { offlineFormRules, TYPING_TIMING, type FrameToWidget, type OfflineForm, type VisitorMessage } from '../domain/webchat';
import { prechatFormErrors, type PrechatForm } from '../domain/webchatPrechat';
import type { Connect, Connection } from './connection';
import { watchHours } from './hoursText';
import { VisitorApiError, type VisitorApi } from './visitorApi';
import { acksFor, applyAcks, mergeMessages, unreadCount, type ShownMessage } from './webchatRules';
import { createTypingSender } from './typingSender';
import { createFormSender, SENT } from './windowForms';
import type { PendingFile, WindowStore } from './windowStore';

export interface Identity {
  load(): string | null;
  save(token: string): void;
  clear(): void;
}

export interface WindowDeps {
  api: VisitorApi;
  connect: Connect;
  identity: Identity;
  /** the loader's page, or null when the window is opened on its own */
  post: ((message: FrameToWidget) => void) | null;
  /** the token the loader keeps in the website's storage, asked once the window is ready */
  pageIdentity: (() => Promise<string | null>) | null;
  now: () => Date;
  /** a new clientId for a message (random unless a test gives its own) */
  newClientId?: () => string;
  /** which visitor (by id) answered the pre-chat form in this browser, so it is asked once */
  introduced?: { load(): string | null; save(visitorId: string): void };
}

/** The visitor id a token names (the part before its signature). */
const visitorOf = (token: string) => token.split('.')[0]!;

const randomClientId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export type WindowController = ReturnType<typeof createWindowController>;

export function createWindowController(store: WindowStore, deps: WindowDeps, publicId: string) {
  let token = deps.identity.load();
  let connection: Connection | null = null;
  let sequence = 0;
  let agentTypingTimer: ReturnType<typeof setTimeout> | undefined;
  const configOf = () => {
    const config = store.get().config;
    return config && config !== 'missing' ? config : null;
  };
  const typing = createTypingSender((signal) => connection?.typing(signal), () => configOf()?.showVisitorTyping === true);
  /** An agent types a reply: shown until they stop, their reply arrives, or nothing is heard for a while. */
  const showAgentTyping = (name: string | null) => {
    clearTimeout(agentTypingTimer);
    store.update({ agentTyping: name });
    if (name) agentTypingTimer = setTimeout(() => store.update({ agentTyping: null }), TYPING_TIMING.shownMs);
  };

  const failure = (err: unknown) => (err instanceof VisitorApiError ? err.message : 'Something went wrong. Please try again.');
  const sessionEnded = (err: unknown) => err instanceof VisitorApiError && err.status === 401;

  /** The token, kept here and (through the loader) in the website's storage, or removed from both. */
  const keep = (next: string | null) => {
    token = next;
    if (next) deps.identity.save(next);
    else deps.identity.clear();
    deps.post?.({ type: 'webchat:identity', token: next });
  };

  const merge = (incoming: ShownMessage[]) => store.update((s) => ({ messages: mergeMessages(s.messages, incoming) }));

  function acknowledge(): void {
    const state = store.get();
    if (!connection || state.connection !== 'online') return;
    const acks = acksFor(state.messages, state.open && state.visible);
    if (acks.length === 0) return;
    for (const ack of acks) connection.ack(ack);
    store.update((s) => ({ messages: applyAcks(s.messages, acks) }));
  }

  /** The identity is no longer valid (the channel's secret was rotated): start again as a new visitor. */
  function forget(): void {
    keep(null);
    connection?.close();
    connection = null;
    store.update({ messages: [], olderCursor: null, connection: 'none' });
  }

  async function loadLatest(): Promise<void> {
    if (!token) return;
    try {
      const page = await deps.api.messages(token);
      store.update((s) => ({
        messages: mergeMessages(s.messages, page.items),
        // The first page decides how far back the window can go; a catch-up after a reconnect does not.
        olderCursor: s.messages.length === 0 ? page.olderCursor : s.olderCursor,
      }));
      acknowledge();
    } catch (err) {
      if (sessionEnded(err)) forget();
      else store.update({ notice: failure(err) });
    }
  }

  function openConnection(): void {
    if (!token || connection) return;
    connection = deps.connect(publicId, token, {
      message: (message: VisitorMessage) => {
        if (message.direction === 'outbound') showAgentTyping(null);
        merge([message]);
        acknowledge();
      },
      agentTyping: ({ name, typing: on }) => showAgentTyping(on && typeof name === 'string' ? name : null),
      queuePosition: ({ position }) => store.update({ queuePosition: Number.isInteger(position) && (position as number) > 0 ? position : null }),
      messageState: ({ id, deliveryState }) =>
        store.update((s) => ({ messages: mergeMessages(s.messages, s.messages.filter((m) => m.id === id).map((m) => ({ ...m, deliveryState }))) })),
      online: () => {
        store.update({ connection: 'online' });
        void loadLatest();
      },
      offline: () => store.update({ connection: 'offline' }),
      refused: forget,
    });
  }

  async function session(): Promise<string> {
    if (token) return token;
    const opened = await deps.api.session(null);
    keep(opened.token);
    openConnection();
    return opened.token;
  }

  /** Runs a visitor call, starting over once as a new visitor when the identity turns out to be gone. */
  async function asVisitor<T>(run: (token: string) => Promise<T>): Promise<T> {
    try {
      return await run(await session());
    } catch (err) {
      if (!sessionEnded(err)) throw err;
      forget();
      return run(await session());
    }
  }

  /**
   * Sends the message under its clientId, also on a retry, so the server stores it once and the stored
   * copy (from this answer or from the socket, whichever comes first) replaces the local one.
   */
  async function sendMessage(text: string, attachmentIds: string[], localId: string, clientId: string): Promise<void> {
    try {
      const sent = await asVisitor((t) => deps.api.send(t, { text, ...(attachmentIds.length ? { attachmentIds } : {}), clientId }));
      store.update((s) => ({ messages: mergeMessages(s.messages.filter((m) => m.id !== localId), [sent]) }));
    } catch (err) {
      store.update((s) => ({
        messages: s.messages.map((m) => (m.id === localId ? { ...m, local: { status: 'failed', error: failure(err) } } : m)),
      }));
    }
  }

  const submitForm = createFormSender(store, asVisitor, failure);

  let lastUnread = -1;
  store.subscribe((state) => {
    const unread = unreadCount(state.messages);
    if (unread !== lastUnread) {
      lastUnread = unread;
      deps.post?.({ type: 'webchat:unread', count: unread });
    }
  });

  return {
    async start(): Promise<void> {
      try {
        const config = await deps.api.config();
        store.update({ config });
        watchHours(config, () => deps.api.config(), (fresh) => store.update({ config: fresh }));
        deps.post?.({ type: 'webchat:ready', caption: config.caption, color: config.color, position: config.position });
      } catch {
        store.update({ config: 'missing' });
        return;
      }
      if (deps.pageIdentity) {
        // The website's copy outlives the frame's own storage where browsers partition or block it.
        const fromPage = await deps.pageIdentity();
        if (fromPage && fromPage !== token) keep(fromPage);
        else if (!fromPage && token) keep(token);
      }
      if (token && deps.introduced?.load() === visitorOf(token)) store.update({ prechat: SENT });
      if (token) {
        await loadLatest();
        openConnection();
      }
    },

    setOpen(open: boolean): void {
      store.update({ open });
      acknowledge();
    },

    setVisible(visible: boolean): void {
      store.update({ visible });
      acknowledge();
    },

    /** The visitor closed the window from inside it. */
    close(): void {
      store.update({ open: false });
      deps.post?.({ type: 'webchat:close' });
    },

    async loadOlder(): Promise<void> {
      const { olderCursor, loadingOlder } = store.get();
      if (!token || !olderCursor || loadingOlder) return;
      store.update({ loadingOlder: true });
      try {
        const page = await deps.api.messages(token, olderCursor);
        store.update((s) => ({ messages: mergeMessages(s.messages, page.items), olderCursor: page.olderCursor, loadingOlder: false }));
      } catch (err) {
        store.update({ loadingOlder: false, notice: failure(err) });
      }
    },

    /** Sends the text with the files uploaded so far; false when there is nothing to send yet. */
    send(rawText: string): boolean {
      const text = rawText.trim();
      const { files } = store.get();
      if (files.some((f) => f.status === 'uploading')) return false;
      const ready = files.filter((f): f is PendingFile & { upload: NonNullable<PendingFile['upload']> } => f.status === 'ready' && !!f.upload);
      if (!text && ready.length === 0) return false;
      typing.stop();
      const localId = `local-${(sequence += 1)}`;
      const clientId = (deps.newClientId ?? randomClientId)();
      const local: ShownMessage = {
        id: localId,
        clientId,
        direction: 'inbound',
        authorName: null,
        text,
        attachments: ready.map((f) => f.upload),
        deliveryState: 'pending',
        createdAt: deps.now().toISOString(),
        local: { status: 'sending' },
      };
      store.update((s) => ({ messages: mergeMessages(s.messages, [local]), files: [], notice: null }));
      void sendMessage(text, ready.map((f) => f.upload.id), localId, clientId);
      return true;
    },

    retry(localId: string): void {
      const message = store.get().messages.find((m) => m.id === localId && m.local?.status === 'failed');
      if (!message?.clientId) return;
      const { clientId } = message;
      store.update((s) => ({ messages: s.messages.map((m) => (m.id === localId ? { ...m, local: { status: 'sending' } } : m)) }));
      void sendMessage(message.text, message.attachments.map((a) => a.id), localId, clientId);
    },

    async attach(file: File): Promise<void> {
      const key = (sequence += 1);
      store.update((s) => ({ files: [...s.files, { key, name: file.name, status: 'uploading' }], notice: null }));
      const settle = (change: Partial<PendingFile>) => store.update((s) => ({ files: s.files.map((f) => (f.key === key ? { ...f, ...change } : f)) }));
      try {
        settle({ status: 'ready', upload: await asVisitor((t) => deps.api.upload(t, file)) });
      } catch (err) {
        settle({ status: 'failed', error: failure(err) });
      }
    },

    removeFile(key: number): void {
      store.update((s) => ({ files: s.files.filter((f) => f.key !== key) }));
    },

    async submitOffline(form: OfflineForm): Promise<void> {
      await submitForm('offline', validateRecord({ ...form }, offlineFormRules), (t) => deps.api.offline(t, form));
    },

    /** The pre-chat form: who the visitor is, and their first message when they wrote one. */
    async submitPrechat(form: PrechatForm): Promise<void> {
      const config = configOf();
      if (!config) return;
      const sent = await submitForm('prechat', prechatFormErrors(config.prechat, form), async (t) => (await deps.api.prechat(t, form)).message);
      if (sent && token) deps.introduced?.save(visitorOf(token));
    },

    /** The visitor changed the text in the composer. */
    typed(text: string): void {
      typing.typed(text);
    },

    dismissNotice(): void {
      store.update({ notice: null });
    },
  };
}
