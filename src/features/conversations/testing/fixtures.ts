// Conversations, messages and a real store with fake transports, for the tests of the chat features.

import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../app/makeStore';
import type { AuthResponse, Role } from '../../../domain/api';
import type { ConversationDetail, ConversationSummary, Message, Note } from '../../../domain/inbox';
import { ApiError, type HttpClient } from '../../../services/http';
import type { RealtimeEvent, RealtimeEventPayloads, RealtimeEventType } from '../../../domain/realtimeEvents';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { directorySlice } from '../../directory/directorySlice';
import { presenceSaga } from '../../presence/presenceSagas';
import { presenceSlice } from '../../presence/presenceSlice';
import { realtimeSlice } from '../../realtime/realtimeSlice';
import { settingsSlice } from '../../settings/settingsSlice';
import { chatDeskSlice } from '../chatDeskSlice';
import { conversationListSlice } from '../conversationListSlice';
import { conversationsSaga } from '../conversationsSagas';
import { openConversationSlice } from '../openConversationSlice';

export const authAs = (role: Role, id = 'u1'): AuthResponse => ({
  result: 'success',
  user: { id, username: 'ana', email: 'ana@example.test', phone: null, token: 't', jwt: 'j', profile_image_url: null, status: 'available' },
  workspace: { id: 'w1', name: 'Front Desk', botid: 'b1', owner: 'u1', role, is_member_expired: false, timeZone: 'UTC' },
  access: [{ url: '/home' }, { url: '/app/chat' }],
});

export function conversation(id: string, extra: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    channelId: 'ch1',
    channelType: 'WEBHOOK',
    contact: { id: `contact-${id}`, name: `Customer ${id}`, avatarUrl: null },
    status: 'open',
    assigneeId: null,
    ticketId: null,
    ticketNumber: null,
    lastMessageAt: '2026-03-01T10:00:00.000Z',
    lastMessagePreview: `Hello from ${id}`,
    lastDirection: 'inbound',
    unread: 0,
    ...extra,
  };
}

export function message(id: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    conversationId: 'c1',
    direction: 'inbound',
    authorType: 'contact',
    authorId: null,
    authorName: 'Customer c1',
    text: `text ${id}`,
    attachments: [],
    externalId: null,
    deliveryState: 'received',
    deliveryError: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...extra,
  };
}

export const note = (id: string, extra: Partial<Note> = {}): Note => ({
  id,
  authorId: 'u2',
  authorName: 'Bo',
  text: `note ${id}`,
  createdAt: '2026-03-01T10:00:30.000Z',
  ...extra,
});

export function detail(summary: ConversationSummary, messages: Message[], extra: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    conversation: summary,
    contact: {
      id: summary.contact.id,
      name: summary.contact.name,
      email: null,
      phone: null,
      avatarUrl: null,
      notes: '',
      tags: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    messages,
    notes: [],
    hasOlder: false,
    ...extra,
  };
}

let seq = 0;
export const event = <K extends RealtimeEventType>(type: K, payload: RealtimeEventPayloads[K]): RealtimeEvent =>
  ({
    seq: ++seq,
    type,
    workspaceId: 'w1',
    payload,
    sendTo: null,
    createdAt: '2026-03-01T10:00:00.000Z',
  }) as RealtimeEvent;

export type Handler = (url: string, body?: unknown) => unknown;

/** A real store with the chat's slices and sagas; http answers from `routes` ("METHOD /path" → handler). */
export function setupChatStore({ routes = {}, role = 'Administrator' as Role, now = () => Date.now() }: { routes?: Record<string, Handler>; role?: Role; now?: () => number } = {}) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const answer = async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url.split('?')[0]}`];
    if (!handler) throw new ApiError(404, `no route ${method} ${url}`, null);
    return handler(url, body);
  };
  const http: HttpClient = {
    get: (url) => answer('GET', url) as never,
    post: (url, body) => answer('POST', url, body) as never,
    put: (url, body) => answer('PUT', url, body) as never,
    postForm: (url, form) => answer('POST', url, form) as never,
  };
  const actions: UnknownAction[] = [];
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      realtime: realtimeSlice.reducer,
      settings: settingsSlice.reducer,
      directory: directorySlice.reducer,
      conversationList: conversationListSlice.reducer,
      openConversation: openConversationSlice.reducer,
      chatDesk: chatDeskSlice.reducer,
      presence: presenceSlice.reducer,
      log: (state: number = 0, action: UnknownAction) => {
        actions.push(action);
        return state + 1;
      },
    },
    deps: { http, clock: { now } },
    sagas: [conversationsSaga, presenceSaga],
  });
  store.dispatch(statusReceived({ auth: authAs(role), receivedAt: 1 }));
  const ofType = (type: string) => actions.filter((action) => action.type === type);
  return { store, calls, actions, ofType };
}
