// Test helpers: the chat window's controller with a fake api, socket, page and storage.
import { vi } from 'vitest';
import { DEFAULT_WEBCHAT_SETTINGS, type FrameToWidget, type VisitorAck, type VisitorMessage, type VisitorTyping, type WebchatConfig } from '../domain/webchat';
import type { ConnectionHandlers } from './connection';
import type { VisitorApi } from './visitorApi';
import { createWindowController, type Identity } from './windowController';
import { createWindowStore, initialWindowState } from './windowStore';

export const CONFIG: WebchatConfig = {
  ...DEFAULT_WEBCHAT_SETTINGS,
  caption: 'Ask Acme',
  color: '#aa3300',
  greeting: 'Hi',
  position: 'left',
  offlineMessage: 'Away',
  name: 'Acme',
  available: true,
};

export const reply = (id: string, over: Partial<VisitorMessage> = {}): VisitorMessage => ({
  id,
  direction: 'outbound',
  authorName: 'Ann',
  text: `reply ${id}`,
  attachments: [],
  deliveryState: 'sent',
  createdAt: `2025-01-01T10:00:0${id.length}.000Z`,
  ...over,
});

export function setup(opts: { token?: string | null; config?: WebchatConfig | Error; open?: boolean; pageToken?: string | null; introduced?: string } = {}) {
  let stored = opts.token ?? null;
  const introduced = { value: opts.introduced ?? null, load: () => introduced.value, save: (id: string) => void (introduced.value = id) };
  const identity: Identity = { load: () => stored, save: (t) => void (stored = t), clear: () => void (stored = null) };
  let handlers: ConnectionHandlers | undefined;
  const acks: VisitorAck[] = [];
  const posted: FrameToWidget[] = [];
  let sent = 0;
  const api = {
    config: vi.fn(async () => {
      if (opts.config instanceof Error) throw opts.config;
      return opts.config ?? CONFIG;
    }),
    session: vi.fn(async () => ({ visitorId: 'v', token: 'new-token' })),
    messages: vi.fn(async () => ({ items: [] as VisitorMessage[], olderCursor: null as string | null })),
    send: vi.fn(async (_t: string, body: { text: string; attachmentIds?: string[]; clientId?: string }) =>
      reply(`sent-${(sent += 1)}`, { direction: 'inbound', authorName: null, text: body.text, deliveryState: 'received', clientId: body.clientId }),
    ),
    upload: vi.fn(async (_t: string, file: File) => ({ id: `up-${file.name}`, name: file.name, mime: 'image/png', size: 3, url: '/f' })),
    offline: vi.fn(async (_t: string, form: { message: string }) => reply('offline', { direction: 'inbound', authorName: null, text: form.message, deliveryState: 'received' })),
    prechat: vi.fn(async (_t: string, form: { message?: string }) => ({
      message: form.message ? reply('first', { direction: 'inbound', authorName: null, text: form.message, deliveryState: 'received' }) : null,
    })),
  } satisfies VisitorApi;
  const typing: VisitorTyping[] = [];
  const connect = vi.fn((_channel: string, _token: string, h: ConnectionHandlers) => {
    handlers = h;
    return { ack: (ack: VisitorAck) => void acks.push(ack), typing: (t: VisitorTyping) => void typing.push(t), close: vi.fn() };
  });
  const store = createWindowStore(initialWindowState(opts.open ?? false, true));
  let clientIds = 0;
  const pageIdentity = opts.pageToken === undefined ? null : vi.fn(async () => opts.pageToken ?? null);
  const controller = createWindowController(
    store,
    {
      api,
      connect,
      identity,
      post: (m) => void posted.push(m),
      pageIdentity,
      now: () => new Date('2025-01-01T11:00:00Z'),
      newClientId: () => `client-${(clientIds += 1)}`,
      introduced,
    },
    'channel1',
  );
  return { store, controller, api, connect, acks, posted, typing, introduced, identity: () => stored, socket: () => handlers! };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
