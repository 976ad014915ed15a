// What the fuzz test needs inside the running api: an Administrator's session (through the real SSO
// chain), a web chat channel with a visitor, a webhook channel and its secret, and the ids of real
// records, so generated requests reach the handlers instead of stopping at "not found".
import { signBody } from '../../channels/webhook/signature';
import { multipart, pngBytes } from '../../modules/uploads/testFiles';
import { UNIQUE } from './mutate';
import { send, setCookies, type RawAnswer, type RawRequest, type Target } from './send';

export const FUZZ_ADMIN = { email: 'admin@fuzz.test', password: 'fuzz-admin-password' };

export interface FuzzWorld {
  /** The Cookie header of the Administrator's app session. */
  session: string;
  /** The workspace the session must stay in: every id below belongs to it. */
  workspaceId: string;
  /** The api's own origin (http://127.0.0.1:port), as a form sent from the site carries it. */
  origin: string;
  webchat: { publicId: string; token: string };
  webhook: { id: string; publicId: string; secret: string };
  /** Real ids by the path segment that names them (`tickets` → ticket ids, `webchat` → public ids). */
  ids: Record<string, string[]>;
  /** The JSON bodies the api accepted while this world was set up, by method and path. */
  examples: { method: string; path: string; body: unknown }[];
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function call(target: Target, request: RawRequest): Promise<RawAnswer> {
  return send(target, request, 15_000);
}

function json(method: string, path: string, body: unknown, headers: Record<string, string>): RawRequest {
  return { method, path, headers: { ...XHR, 'Content-Type': 'application/json', ...headers }, body: Buffer.from(JSON.stringify(body)) };
}

async function data<T>(target: Target, request: RawRequest): Promise<T> {
  const answer = await call(target, request);
  const body = JSON.parse(answer.body) as { result?: string; data?: T };
  if (answer.status !== 200 || body.result === 'error') throw new Error(`${request.method} ${request.path}: ${answer.status} ${answer.body}`);
  return body.data as T;
}

async function listIds(target: Target, path: string, headers: Record<string, string>): Promise<string[]> {
  return (await data<{ items: { id: string }[] }>(target, { method: 'GET', path, headers })).items.map((x) => x.id);
}

/** Logs the Administrator in as the console does (login form → attach → verify); answers the Cookie header. */
export async function logIn(target: Target): Promise<string> {
  const form = new URLSearchParams({ email: FUZZ_ADMIN.email, password: FUZZ_ADMIN.password, continue: '/v2/app/chat' });
  const origin = `http://${target.host}:${target.port}`;
  const login = await call(target, {
    method: 'POST',
    path: '/v2/api/sso/login',
    // An address of its own (TEST-NET-2): the generated login attempts never count against it.
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.7' },
    body: Buffer.from(form.toString()),
  });
  const sso = setCookies(login).sso;
  if (login.status !== 303 || !sso) throw new Error(`login: ${login.status} ${login.body}`);
  const attach = await call(target, { method: 'GET', path: '/v2/api/auth/attach', headers: {} });
  const challenge = setCookies(attach).sso_attach!;
  const verify = await data<string>(target, { method: 'GET', path: JSON.parse(attach.body).data as string, headers: { Cookie: `sso=${sso}` } });
  const verified = await call(target, json('POST', '/v2/api/auth/verify', { verify }, { Cookie: `sso_attach=${challenge}` }));
  const sid = setCookies(verified).sid;
  if (!sid) throw new Error(`verify: ${verified.status} ${verified.body}`);
  return `sid=${sid}`;
}

async function workspaceOf(target: Target, session: string): Promise<string | undefined> {
  const answer = await call(target, { method: 'GET', path: '/v2/api/auth', headers: { Cookie: session } });
  return answer.status === 200 ? (JSON.parse(answer.body) as { workspace?: { id?: string } }).workspace?.id : undefined;
}

/**
 * Logs in again when a generated call ended the session (logout) or moved it to another workspace
 * (creating one): a new login opens the first workspace, where the world's records are.
 */
export async function ensureSession(target: Target, world: FuzzWorld): Promise<void> {
  if ((await workspaceOf(target, world.session)) === world.workspaceId) return;
  world.session = await logIn(target);
  const now = await workspaceOf(target, world.session);
  if (now !== world.workspaceId) throw new Error(`a new login opened workspace ${now}, not ${world.workspaceId}`);
}

/**
 * Puts back what the previous route's generated calls may have changed: the session (ended or moved),
 * the channels (turned off, the webhook's secret turned over), the ticket (deleted), the contacts (merged).
 */
export async function restoreWorld(target: Target, world: FuzzWorld): Promise<void> {
  await ensureSession(target, world);
  const as = { Cookie: world.session };
  for (const id of world.ids.channels!) await data(target, json('PUT', `/v2/api/channels/${id}`, { enabled: true }, as));
  world.webhook.secret = (await data<{ secret: string }>(target, { method: 'GET', path: `/v2/api/channels/${world.webhook.id}`, headers: as })).secret;
  const list = (path: string) => listIds(target, path, as);
  world.ids.tickets = await list('/v2/api/tickets');
  if (world.ids.tickets.length === 0) world.ids.tickets = [(await data<{ id: string }>(target, json('POST', '/v2/api/tickets', { subject: 'Fuzz ticket' }, as))).id];
  world.ids.contacts = await list('/v2/api/contacts');
  world.ids.conversations = await list('/v2/api/conversations');
}

export async function seedWorld(target: Target): Promise<FuzzWorld> {
  const session = await logIn(target);
  const workspaceId = await workspaceOf(target, session);
  if (!workspaceId) throw new Error('the Administrator has no workspace');
  const as = { Cookie: session };
  const examples: FuzzWorld['examples'] = [];
  // Each JSON body accepted here becomes an example the generated bodies change one thing at a time.
  const accepted = async <T>(method: string, path: string, body: unknown, headers: Record<string, string>) => {
    const answer = await data<T>(target, json(method, path, body, headers));
    examples.push({ method, path, body });
    return answer;
  };
  type Channel = { id: string; publicId: string; secret: string };
  const chat = await accepted<Channel>('POST', '/v2/api/channels', { type: 'CHATOMNIWEBCHAT', name: 'Fuzz chat', settings: { prechat: { name: 'optional', email: 'optional', message: 'optional' } } }, as);
  const hook = await accepted<Channel>('POST', '/v2/api/channels', { type: 'WEBHOOK', name: 'Fuzz hook', settings: { url: 'http://127.0.0.1:9/' } }, as);
  const visitor = await accepted<{ token: string }>('POST', `/v2/api/webchat/${chat.publicId}/session`, {}, {});
  const bearer = { Authorization: `Bearer ${visitor.token}` };
  await accepted('POST', `/v2/api/webchat/${chat.publicId}/messages`, { text: 'Hello from the fuzz test' }, bearer);
  await accepted('POST', `/v2/api/webchat/${chat.publicId}/prechat`, { name: 'Ada', email: 'ada@example.com', message: 'Hello' }, bearer);
  const message = { id: 'fuzz-1', from: { id: 'customer-1', name: 'Ada', email: 'ada@example.com', phone: '+441234567890' }, text: 'Hello', timestamp: '2026-01-01T10:00:00Z' };
  const raw = Buffer.from(JSON.stringify(message));
  await data(target, { ...json('POST', `/v2/api/channels/webhook/${hook.publicId}/messages`, message, {}), headers: { 'X-Signature-256': signBody(hook.secret, raw), 'Content-Type': 'application/json' }, body: raw });
  // Each changed copy gets an id of its own: one the api has seen is answered as a duplicate, unread.
  examples.push({ method: 'POST', path: `/v2/api/channels/webhook/${hook.publicId}/messages`, body: { ...message, id: UNIQUE } });
  const ticket = await accepted<{ id: string }>('POST', '/v2/api/tickets', { subject: 'Fuzz ticket', priority: 'high' }, as);
  await accepted('POST', `/v2/api/tickets/${ticket.id}/notes`, { text: 'A note' }, as);
  const department = await accepted<{ id: string }>('POST', '/v2/api/departments', { name: 'Fuzz' }, as);
  const { body, contentType } = multipart([{ name: 'file', filename: 'fuzz.png', data: pngBytes() }]);
  const upload = await data<{ id: string; name: string }>(target, {
    method: 'POST',
    path: '/v2/api/console/messages/upload',
    headers: { ...XHR, ...as, 'Content-Type': contentType },
    body,
  });
  const list = (path: string) => listIds(target, path, as);
  const conversations = await list('/v2/api/conversations');
  const contacts = await list('/v2/api/contacts');
  await accepted('POST', `/v2/api/conversations/${conversations[0]}/notes`, { text: 'A note' }, as);
  await accepted('PUT', `/v2/api/contacts/${contacts[0]}`, { name: 'Ada', email: 'ada@example.com', phone: '+441234567890', notes: 'Notes', tags: ['vip'] }, as);
  const members = await data<{ id: string }[]>(target, { method: 'GET', path: '/v2/api/members', headers: as });
  return {
    session,
    workspaceId,
    origin: `http://${target.host}:${target.port}`,
    webchat: { publicId: chat.publicId, token: visitor.token },
    webhook: { id: hook.id, publicId: hook.publicId, secret: hook.secret },
    ids: {
      channels: [chat.id, hook.id],
      tickets: [ticket.id],
      conversations,
      contacts,
      files: [upload.id, upload.name],
      webchat: [chat.publicId],
      webhook: [hook.publicId],
      departments: [department.id],
      members: members.map((m) => m.id),
    },
    examples,
  };
}
