// The Graph face of the Messenger / Instagram fake: GET /me, POST /me/subscribed_apps, the Send API
// (POST /me/messages and /{id}/messages) with Meta's checks (the token and its appsecret_proof first), and the CDN links of customers' files.
// Limits as documented (channels.md §4.2, §4.4): Messenger text 2,000 characters, Instagram 1,000 UTF-8
// bytes; only customers who wrote; RESPONSE within 24 hours of their last message, MESSAGE_TAG with
// HUMAN_AGENT up to 7 days, else 10/2018278.
import { createHmac } from 'node:crypto';
import type { FakeAnswer } from '../meta/faults';
import { graphError } from '../meta/faults';
import { credentialOf, type FakeRequest, type MetaFake } from '../meta/server';
import { newMid, type FakeState } from './state';

const HOUR = 3_600_000;
const NO_USER_SUBCODE = { messenger: 2018001, instagram: 2534014 } as const;

function json(req: FakeRequest): Record<string, unknown> | undefined {
  try {
    const body = JSON.parse(req.body.toString('utf8')) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const invalid = (message: string) => graphError(100, { message });

/**
 * The token, and appsecret_proof (HMAC-SHA256 of the token keyed by the app secret) as an app with
 * 'Require App Secret' on demands it: the fake's app has it on.
 */
function refusal(state: FakeState, req: FakeRequest): FakeAnswer | undefined {
  const token = credentialOf(req);
  if (token !== state.account.token) return graphError(190);
  const proof = req.query.get('appsecret_proof');
  if (!proof) return invalid('API calls from the server require an appsecret_proof argument');
  if (proof !== createHmac('sha256', state.appSecret).update(token).digest('hex')) return invalid('Invalid appsecret_proof provided in the API argument');
  return undefined;
}

function checkWindow(lastWroteAt: number, body: Record<string, unknown>, now: number): FakeAnswer | undefined {
  const age = now - lastWroteAt;
  if (body.messaging_type === 'RESPONSE' && age <= 24 * HOUR) return undefined;
  if (body.messaging_type === 'MESSAGE_TAG' && body.tag === 'HUMAN_AGENT' && age <= 7 * 24 * HOUR) return undefined;
  if (body.messaging_type !== 'RESPONSE' && body.messaging_type !== 'MESSAGE_TAG' && body.messaging_type !== 'UPDATE') return invalid('(#100) param messaging_type must be one of {RESPONSE, UPDATE, MESSAGE_TAG}');
  return graphError(10, { subcode: 2018278, message: '(#10) This message is sent outside of allowed window.' });
}

function checkMessage(state: FakeState, message: unknown): FakeAnswer | { text?: string; attachment?: { type: string; url: string } } {
  if (typeof message !== 'object' || message === null) return invalid('(#100) param message must be non-empty.');
  const { text, attachment } = message as { text?: unknown; attachment?: { type?: unknown; payload?: { url?: unknown } } };
  if (typeof text === 'string') {
    if (state.account.provider === 'messenger' && Array.from(text).length > 2000) return invalid('(#100) param message[text] must be UTF-8 encoded and has a 2000 character limit');
    if (state.account.provider === 'instagram' && Buffer.byteLength(text, 'utf8') > 1000) return invalid('(#100) Length of param message[text] must be less than or equal to 1000');
    if (text === '') return invalid('(#100) param message[text] must be non-empty.');
    return { text };
  }
  const type = attachment?.type;
  const url = attachment?.payload?.url;
  if (typeof type !== 'string' || !['image', 'video', 'audio', 'file'].includes(type)) return invalid('(#100) param message[attachment][type] must be one of {image, video, audio, file}');
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return invalid('(#100) param message[attachment][payload][url] must be a valid URL');
  return { attachment: { type, url } };
}

function sendMessage(state: FakeState, req: FakeRequest, now: number): FakeAnswer {
  const refused = refusal(state, req);
  if (refused) return refused;
  const body = json(req);
  const recipient = (body?.recipient as { id?: unknown } | undefined)?.id;
  if (!body || typeof recipient !== 'string') return invalid('(#100) param recipient must be non-empty.');
  const user = state.users.get(recipient);
  if (!user || user.lastWroteAt === undefined) return graphError(100, { subcode: NO_USER_SUBCODE[state.account.provider], message: '(#100) No matching user found' });
  const message = checkMessage(state, body.message);
  if ('status' in message) return message;
  const outside = checkWindow(user.lastWroteAt, body, now);
  if (outside) return outside;
  const mid = newMid(state.account.provider);
  state.sent.push({ mid, to: recipient, ...message, messagingType: String(body.messaging_type), ...(typeof body.tag === 'string' ? { tag: body.tag } : {}), at: now });
  return { status: 200, json: { recipient_id: recipient, message_id: mid } };
}

function me(state: FakeState, req: FakeRequest): FakeAnswer {
  const refused = refusal(state, req);
  if (refused) return refused;
  const { account } = state;
  const all: Record<string, unknown> =
    account.provider === 'messenger'
      ? { id: account.id, name: account.name }
      : req.path === '/me' && account.pageId && req.query.get('fields')?.includes('instagram_business_account')
        ? { id: account.pageId, name: `${account.name} page`, instagram_business_account: { id: account.id } }
        : { id: `app-${account.id}`, user_id: account.id, username: account.name };
  return { status: 200, json: all };
}

/** Installs the routes on a Meta fake core; `now` is the fake's clock (tests move it with the api's). */
export function installSendApi(fake: MetaFake, state: FakeState, now: () => number): void {
  fake.route({ method: 'GET', pattern: /^\/me$/, scope: 'me', handle: (req) => me(state, req) });
  fake.route({
    method: 'POST',
    pattern: /^\/me\/subscribed_apps$/,
    scope: 'subscribe',
    handle(req) {
      const refused = refusal(state, req);
      if (refused) return refused;
      const fields = json(req)?.subscribed_fields;
      if (typeof fields !== 'string' || fields === '') return invalid('(#100) param subscribed_fields must be non-empty.');
      state.subscribedFields = fields;
      return { status: 200, json: { success: true } };
    },
  });
  fake.route({ method: 'POST', pattern: /^\/(?:me|[0-9]+)\/messages$/, scope: 'messages', handle: (req) => sendMessage(state, req, now()) });
  // Meta's CDN: public links to what customers sent (no token, as lookaside.fbsbx.com).
  fake.route({
    method: 'GET',
    pattern: /^\/cdn\/([A-Za-z0-9_-]+)\/[^/]+$/,
    scope: 'cdn',
    handle(_req, match) {
      const file = state.files.get(match[1]!);
      return file ? { status: 200, bytes: file.bytes, type: file.mime } : { status: 404, bytes: Buffer.from('Not Found'), type: 'text/plain' };
    },
  });
}
