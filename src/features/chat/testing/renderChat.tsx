// The chat page in a real store with fake transports, for the chat's component tests.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ConversationSummary, Message } from '../../../domain/inbox';
import { conversation, detail, message, note, setupChatStore, type Handler } from '../../conversations/testing/fixtures';
import { ChatPage } from '../components/ChatPage';

export const page = (items: ConversationSummary[]) => ({ result: 'success', data: { items, nextCursor: null, total: items.length } });

export function renderChat({
  path = '/v2/app/chat',
  conversations = [conversation('c1')],
  messages = [message('m1')],
  extraRoutes = {},
  role = 'Administrator',
}: {
  path?: string;
  conversations?: ConversationSummary[];
  messages?: Message[];
  extraRoutes?: Record<string, Handler>;
  role?: 'Administrator' | 'Agent';
} = {}) {
  const routes = {
    'GET /v2/api/conversations': () => page(conversations),
    'GET /v2/api/settings/chat': () => ({ result: 'success', data: { assignOnReply: true } }),
    ...Object.fromEntries(
      conversations.map((c) => [`GET /v2/api/conversations/${c.id}`, () => ({ result: 'success', data: detail(c, messages.map((m) => ({ ...m, conversationId: c.id })), { notes: [note('n1')] }) })]),
    ),
    ...extraRoutes,
  };
  const setup = setupChatStore({ routes, role });
  const memory = memoryLocation({ path, record: true });
  render(
    <Provider store={setup.store}>
      <Router base="/v2" hook={memory.hook} searchHook={memory.searchHook}>
        <ChatPage />
      </Router>
    </Provider>,
  );
  return { ...setup, memory };
}
