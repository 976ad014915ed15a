// The Messaging API face: reply, push (retry key, quota), bot info, webhook endpoint and content, with
// LINE's checks and error bodies ({message, details}). https://developers.line.biz/en/reference/messaging-api/
import { LIMITS, REPLY_TOKEN_TTL_MS, type LineFakeState } from './state';

export interface LineAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const refuse = (status: number, message: string, property?: string): LineAnswer => ({
  status,
  body: { message, ...(property ? { details: [{ message: 'invalid', property }] } : {}) },
});

/** The messages of a reply or push, checked as LINE checks them; a refusal when one is wrong. */
function checkMessages(value: unknown): LineAnswer | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > LIMITS.messagesPerCall) return refuse(400, 'The request body has 1 error(s)', 'messages');
  for (const [i, m] of (value as Record<string, unknown>[]).entries()) {
    if (m.type === 'text') {
      if (typeof m.text !== 'string' || m.text === '' || Array.from(m.text).length > LIMITS.text) return refuse(400, 'The request body has 1 error(s)', `messages[${i}].text`);
    } else if (m.type === 'image') {
      for (const key of ['originalContentUrl', 'previewImageUrl']) {
        const url = m[key];
        if (typeof url !== 'string' || !url.startsWith('https://') || url.length > LIMITS.url) return refuse(400, 'The request body has 1 error(s)', `messages[${i}].${key}`);
      }
    } else return refuse(400, 'The request body has 1 error(s)', `messages[${i}].type`);
  }
  return undefined;
}

function accept(state: LineFakeState, to: string, via: 'reply' | 'push', messages: Record<string, unknown>[]) {
  return messages.map((message) => {
    const id = String(state.nextId++);
    state.sent.push({ to, via, id, message });
    return { id, quoteToken: `q${id}` };
  });
}

export function reply(state: LineFakeState, body: Record<string, unknown>, now: number): LineAnswer {
  const token = typeof body.replyToken === 'string' ? state.replyTokens.get(body.replyToken) : undefined;
  if (!token || token.used || now - token.issuedAt > REPLY_TOKEN_TTL_MS) return refuse(400, 'Invalid reply token');
  const wrong = checkMessages(body.messages);
  if (wrong) return wrong;
  token.used = true;
  return { status: 200, body: { sentMessages: accept(state, token.userId, 'reply', body.messages as Record<string, unknown>[]) } };
}

export function push(state: LineFakeState, body: Record<string, unknown>, retryKey: string | undefined): LineAnswer {
  if (retryKey !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(retryKey)) return refuse(400, 'The value of the X-Line-Retry-Key header is invalid');
  if (retryKey !== undefined && state.retryKeys.has(retryKey)) {
    const ids = state.retryKeys.get(retryKey)!;
    return { status: 409, body: { message: 'The retry key is already accepted', sentMessages: ids.map((id) => ({ id })) }, headers: { 'x-line-accepted-request-id': retryKey } };
  }
  const to = typeof body.to === 'string' ? body.to : '';
  if (!state.users.has(to)) return refuse(400, 'Failed to send messages', 'to');
  const wrong = checkMessages(body.messages);
  if (wrong) return wrong;
  const messages = body.messages as Record<string, unknown>[];
  if (state.pushed + messages.length > state.monthlyQuota) return refuse(429, 'You have reached your monthly limit.');
  state.pushed += messages.length;
  const sentMessages = accept(state, to, 'push', messages);
  if (retryKey !== undefined) state.retryKeys.set(retryKey, sentMessages.map((m) => m.id));
  return { status: 200, body: { sentMessages } };
}

export function setEndpoint(state: LineFakeState, body: Record<string, unknown>): LineAnswer {
  const endpoint = body.endpoint;
  if (typeof endpoint !== 'string' || !endpoint.startsWith('https://') || endpoint.length > 500) return refuse(400, 'Invalid webhook endpoint URL', 'endpoint');
  state.webhook = endpoint;
  return { status: 200, body: {} };
}

export const botInfo = (): LineAnswer => ({
  status: 200,
  body: { userId: 'Ufakebot0000000000000000000000000', basicId: '@fake123', displayName: 'Fake Shop', chatMode: 'chat', markAsReadMode: 'manual' },
});

export { refuse };
