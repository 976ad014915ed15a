// The REST bot api face: set_webhook (with Viber's callback check of the URL), send_message and
// get_account_info, answering HTTP 200 with {status, status_message} as Viber does.
import { createHmac } from 'node:crypto';
import { LIMITS, nextToken, STATUS, withBigToken, type ViberFakeState } from './state';

export interface ViberReply {
  httpStatus: number;
  /** The JSON text (message tokens as bare numbers). */
  text: string;
}

const NAMES = Object.fromEntries(Object.entries(STATUS).map(([name, code]) => [code, name]));
export const status = (code: number, extra: Record<string, unknown> = {}): ViberReply => ({ httpStatus: 200, text: withBigToken({ status: code, status_message: NAMES[code] ?? 'error', ...extra }) });

export const sign = (token: string, body: string) => createHmac('sha256', token).update(body).digest('hex');

/** Viber posts event 'webhook' to the URL and keeps it only when it is answered 200. */
export async function setWebhook(state: ViberFakeState, body: Record<string, unknown>): Promise<ViberReply> {
  const url = typeof body.url === 'string' ? body.url : '';
  if (url === '') {
    delete state.webhook;
    return status(STATUS.ok);
  }
  // Viber takes only https; the fake also takes http on the loopback, where tests run our api.
  if (!/^https:\/\//.test(url) && !/^http:\/\/127\.0\.0\.1[:/]/.test(url)) return status(STATUS.invalidUrl);
  const check = withBigToken({ event: 'webhook', timestamp: Date.now(), chat_hostname: 'SN-FAKE_', message_token: nextToken(state) });
  let answered = 0;
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Viber-Content-Signature': sign(state.authToken, check) }, body: check, signal: AbortSignal.timeout(5000) });
    answered = res.status;
    await res.body?.cancel();
  } catch {
    answered = 0;
  }
  if (answered !== 200) return { httpStatus: 200, text: JSON.stringify({ status: STATUS.invalidUrl, status_message: `Result[HttpResponse(${answered})]` }) };
  const eventTypes = Array.isArray(body.event_types) ? body.event_types.map(String) : ['delivered', 'seen', 'failed', 'subscribed', 'unsubscribed', 'conversation_started'];
  state.webhook = { url, eventTypes };
  return status(STATUS.ok, { event_types: eventTypes });
}

function checkContent(body: Record<string, unknown>): number | undefined {
  const text = typeof body.text === 'string' ? body.text : undefined;
  const media = typeof body.media === 'string' ? body.media : undefined;
  if (body.type === 'text') return !text ? STATUS.missingData : Array.from(text).length > LIMITS.text ? STATUS.badData : undefined;
  if (body.type === 'picture') return !media ? STATUS.missingData : (text ?? '').length > LIMITS.pictureText ? STATUS.badData : undefined;
  if (body.type === 'file') return !media || typeof body.size !== 'number' || typeof body.file_name !== 'string' ? STATUS.missingData : body.file_name.length > LIMITS.fileName ? STATUS.badData : undefined;
  return STATUS.badData;
}

export function sendMessage(state: ViberFakeState, body: Record<string, unknown>): ViberReply {
  const sender = body.sender as { name?: unknown } | undefined;
  if (typeof sender?.name !== 'string' || sender.name === '' || sender.name.length > LIMITS.senderName) return status(STATUS.badData);
  const receiver = typeof body.receiver === 'string' ? state.users.get(body.receiver) : undefined;
  if (!receiver) return status(STATUS.receiverNotRegistered);
  if (!receiver.subscribed) return status(STATUS.receiverNotSubscribed);
  const wrong = checkContent(body);
  if (wrong !== undefined) return status(wrong);
  const token = nextToken(state);
  state.sent.push({ receiver: receiver.id, token, body });
  return status(STATUS.ok, { message_token: token, chat_hostname: 'SN-FAKE_', billing_status: 1 });
}

export const accountInfo = (state: ViberFakeState): ViberReply =>
  status(STATUS.ok, { id: 'pa:fake', name: 'Fake Shop', uri: 'fakeshop', category: 'Shopping', subscribers_count: [...state.users.values()].filter((u) => u.subscribed).length, webhook: state.webhook?.url ?? '' });
