// The Cloud API face of the WhatsApp fake, on the Meta fake core's route table: GET /{phone-number-id},
// POST /{phone-number-id}/messages and /media, GET /{media-id} and its binary URL (Bearer required),
// GET /{waba-id}/message_templates; and the same under /360 for the gateway variant (D360-API-KEY,
// /messages, /media, /v1/configs/templates, /v1/configs/webhook). Limits as documented (channels.md
// §4.1.6): messaging_product, E.164 `to`, 4,096 characters, and 131047 to free-form messages more than
// 24 hours after the customer's last message (templates are not held to it).
import { graphError, type FakeAnswer } from './faults';
import { credentialOf, jsonBody, type FakeRequest, type MetaFake } from './server';
import { addMedia, fakeNow, newWamid, type SentMessage, type WhatsAppState } from './whatsappState';

export const WINDOW_MS = 24 * 60 * 60 * 1000;
const E164 = /^\+?[1-9]\d{6,14}$/;
const MEDIA_TYPES = ['image', 'audio', 'video', 'document', 'sticker'];

function authorised(state: WhatsAppState, req: FakeRequest): FakeAnswer | undefined {
  const expected = req.gateway ? state.gatewayKey : state.token;
  if (state.revoked || credentialOf(req) !== expected) return graphError(190, { status: 401 });
  return undefined;
}

function checkMessage(state: WhatsAppState, body: Record<string, unknown> | undefined): FakeAnswer | undefined {
  if (!body) return graphError(100, { message: 'The request body is not JSON' });
  if (body.messaging_product !== 'whatsapp') return graphError(100, { message: '(#100) The parameter messaging_product is required.' });
  const to = String(body.to ?? '');
  if (!E164.test(to)) return graphError(100, { message: `(#100) Invalid parameter: to ${to}` });
  const type = String(body.type ?? 'text');
  if (type === 'text') {
    const text = (body.text as { body?: unknown } | undefined)?.body;
    if (typeof text !== 'string' || text.length === 0) return graphError(100, { message: '(#100) The parameter text[\'body\'] is required.' });
    if (Array.from(text).length > 4096) return graphError(100, { message: '(#100) Param text[\'body\'] must be at most 4096 characters long.' });
  } else if (type === 'template') {
    const name = (body.template as { name?: unknown } | undefined)?.name;
    if (!state.templates.some((t) => t.name === name && t.status === 'APPROVED')) return graphError(132001, { message: 'Template name does not exist in the translation' });
    return undefined;
  } else if (MEDIA_TYPES.includes(type)) {
    const media = body[type] as { id?: unknown; link?: unknown } | undefined;
    if (!media || (typeof media.id !== 'string' && typeof media.link !== 'string')) return graphError(100, { message: `(#100) ${type} needs an id or a link` });
    if (typeof media.id === 'string' && !state.media.has(media.id)) return graphError(131053, { message: 'Media upload error: unknown media id' });
  } else return graphError(131051, { message: 'Unsupported message type' });
  const last = state.lastInbound.get(to.replace(/^\+/, ''));
  if (last === undefined || fakeNow(state) - last > WINDOW_MS) return graphError(131047, { details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' });
  return undefined;
}

export function installWhatsAppApi(fake: MetaFake, state: WhatsAppState, onSent: (message: SentMessage) => Promise<void>): void {
  const guard = (handle: (req: FakeRequest, m: RegExpExecArray) => FakeAnswer | Promise<FakeAnswer>) => (req: FakeRequest, m: RegExpExecArray) => authorised(state, req) ?? handle(req, m);
  const number = (suffix: string) => new RegExp(`^(?:/${state.phoneNumberId})?/${suffix}$`);

  fake.route({ method: 'GET', pattern: new RegExp(`^/${state.phoneNumberId}$`), scope: 'number', handle: guard(() => ({ status: 200, json: { id: state.phoneNumberId, display_phone_number: state.displayNumber, verified_name: 'Fake Shop' } })) });
  fake.route({
    method: 'POST',
    pattern: number('messages'),
    scope: 'messages',
    handle: guard(async (req) => {
      const body = jsonBody(req);
      if (body?.status === 'read') return { status: 200, json: { success: true } };
      const refused = checkMessage(state, body);
      if (refused) return refused;
      const sent: SentMessage = { wamid: newWamid(state), to: String(body!.to).replace(/^\+/, ''), type: String(body!.type ?? 'text'), body: body!, at: fakeNow(state) };
      state.sent.push(sent);
      await onSent(sent);
      return { status: 200, json: { messaging_product: 'whatsapp', contacts: [{ input: body!.to, wa_id: sent.to }], messages: [{ id: sent.wamid }] } };
    }),
  });
  fake.route({
    method: 'POST',
    pattern: number('media'),
    scope: 'media',
    handle: guard(async (req) => {
      const form = await new Request(req.url, { method: 'POST', headers: { 'content-type': String(req.headers['content-type'] ?? '') }, body: new Uint8Array(req.body) }).formData().catch(() => undefined);
      const file = form?.get('file');
      if (!form || form.get('messaging_product') !== 'whatsapp' || !(file instanceof Blob)) return graphError(100, { message: '(#100) messaging_product and file are required' });
      const media = addMedia(state, Buffer.from(await file.arrayBuffer()), String(form.get('type') || file.type), file instanceof File ? file.name : undefined);
      return { status: 200, json: { id: media.id } };
    }),
  });
  fake.route({ method: 'GET', pattern: new RegExp(`^/${state.wabaId}/message_templates$`), scope: 'templates', handle: guard(() => ({ status: 200, json: { data: state.templates, paging: {} } })) });
  fake.route({ method: 'GET', pattern: /^\/v1\/configs\/templates$/, scope: 'templates', handle: guard(() => ({ status: 200, json: { waba_templates: state.templates } })) });
  fake.route({
    method: 'POST',
    pattern: /^\/v1\/configs\/webhook$/,
    scope: 'webhook',
    handle: guard((req) => {
      const body = jsonBody(req) as { url?: unknown; headers?: Record<string, string> } | undefined;
      if (typeof body?.url !== 'string') return graphError(100, { message: 'url is required' });
      state.gatewayWebhook = { url: body.url, headers: body.headers ?? {} };
      return { status: 200, json: { url: body.url } };
    }),
  });
  fake.route({
    method: 'GET',
    pattern: /^\/wa-media\/(\d+)$/,
    scope: 'download',
    handle: guard((req, m) => {
      const media = state.media.get(m[1]!);
      return media ? { status: 200, bytes: media.bytes, type: media.mime } : { status: 404, json: {} };
    }),
  });
  fake.route({
    method: 'GET',
    pattern: /^\/(\d+)$/,
    scope: 'media',
    handle: guard((req, m) => {
      const media = state.media.get(m[1]!);
      if (!media) return graphError(100, { message: `Unsupported get request. Object with ID '${m[1]}' does not exist` });
      // The short-lived URL: on the fake's host, Bearer (or the gateway key) required.
      const url = `${new URL(req.url).origin}${req.gateway ? '/360' : ''}/wa-media/${media.id}`;
      return { status: 200, json: { messaging_product: 'whatsapp', url, mime_type: media.mime, sha256: media.sha256, file_size: media.bytes.length, id: media.id } };
    }),
  });
}
