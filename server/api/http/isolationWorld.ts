// The world the isolation tests probe: two workspaces with real inbox data made through the public
// channel calls and the console api, two Agents in A whose work must stay apart, and a user who belongs
// to both workspaces but works in B. Marked texts let a test assert that an answer carries none of it.
import type TestAgent from 'supertest/lib/agent';
import { webchatChannelType } from '../../../src/domain/channels';
import { signBody } from '../channels/webhook/signature';
import { pngBytes, upload } from '../modules/uploads/testFiles';
import { openVisitor, visitorCall, type Visitor } from '../modules/webchat/testVisitor';
import { addMember } from '../modules/workspaces/service';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../testing/harness';

/** In every text of workspace A: B must never receive it. */
export const A_MARK = 'alphaprivate';
/** In the work of A that is assigned to someone other than Agent one: Agent one must never receive it. */
export const OTHERS = 'colleagueonly';

export interface Person {
  http: TestAgent;
  id: string;
}

export interface Channel {
  id: string;
  publicId: string;
  secret: string;
  type: string;
}

export interface Side {
  workspaceId: string;
  botid: string;
  admin: Person;
  hook: Channel;
  chat: Channel;
}

export interface WorkspaceA extends Side {
  one: Person;
  two: Person;
  /** Assigned to Agent one. */
  mine: { conversationId: string; ticketId: string; contactId: string };
  /** Assigned to Agent two, with marked messages, notes and tags. */
  others: { conversationId: string; ticketId: string; contactId: string };
  /** Assigned to the Administrator. */
  admins: { conversationId: string; ticketId: string };
  /** Nobody's yet: every member may work on it. */
  open: { conversationId: string; ticketId: string; contactId: string };
  /** A ticket made by hand for Agent two (no conversation). */
  manual: { ticketId: string };
  /** A file an Administrator of A uploaded. */
  uploadId: string;
  departmentId: string;
  /** A web chat visitor of A's channel, with their token. */
  visitor: Visitor;
}

export interface WorkspaceB extends Side {
  agent: Person;
  conversationId: string;
  ticketId: string;
  contactId: string;
  uploadId: string;
  departmentId: string;
}

export interface World {
  api: TestApi;
  a: WorkspaceA;
  b: WorkspaceB;
  /** An Agent of A and of B whose session works in B. */
  both: Person;
}

const PNG = () => ({ name: 'proof.png', data: pngBytes() });

async function person(api: TestApi, email: string, workspaceId?: string): Promise<Person & { workspaceId: string }> {
  const seeded = await seedUser(api, { email, ...(workspaceId ? { workspaceId, role: 'Agent' as const } : {}) });
  return { http: await login(api, email), id: seeded.user.id, workspaceId: seeded.workspaceId };
}

/** Answers data of a call that must succeed (the world is built through the api itself). */
export async function ok<T = Record<string, unknown>>(req: PromiseLike<{ status: number; body: { data?: unknown }; text: string }>): Promise<T> {
  const res = await req;
  if (res.status !== 200) throw new Error(`setup call failed with ${res.status}: ${res.text}`);
  return res.body.data as T;
}

export const post = (who: TestAgent, url: string, body: object = {}) => xhr(who, 'post', `/v2/api${url}`, body);

async function channel(admin: Person, type: string, settings: object): Promise<Channel> {
  return ok<Channel>(post(admin.http, '/channels', { type, name: `${type} of ${admin.id.slice(0, 4)}`, settings }));
}

/** A customer's message through the webhook channel's public, signed call. */
export async function sendWebhook(api: TestApi, hook: Channel, message: { id: string; from: string; text: string; name?: string }) {
  const body = JSON.stringify({ id: message.id, from: { id: message.from, name: message.name ?? message.from }, text: message.text });
  const res = await api
    .request()
    .post(`/v2/api/channels/webhook/${hook.publicId}/messages`)
    .set('Content-Type', 'application/json')
    .set('X-Signature-256', signBody(hook.secret, body))
    .send(body);
  if (res.status !== 200) throw new Error(`webhook message failed with ${res.status}: ${res.text}`);
  return res.body.data as { conversationId: string; messageId: string };
}

async function conversation(api: TestApi, hook: Channel, from: string, text: string) {
  const sent = await sendWebhook(api, hook, { id: `${from}-1`, from, text, name: `${from} ${A_MARK}` });
  return sent.conversationId;
}

async function ticketOf(who: Person, conversationId: string): Promise<string> {
  const detail = await ok<{ conversation: { ticketId: string } }>(who.http.get(`/v2/api/conversations/${conversationId}`));
  return detail.conversation.ticketId;
}

async function contactOf(who: Person, conversationId: string): Promise<string> {
  return (await ok<{ contact: { id: string } }>(who.http.get(`/v2/api/conversations/${conversationId}`))).contact.id;
}

async function buildA(api: TestApi): Promise<WorkspaceA> {
  const admin = await person(api, 'admin@iso-a.test');
  const one = await person(api, 'one@iso-a.test', admin.workspaceId);
  const two = await person(api, 'two@iso-a.test', admin.workspaceId);
  const botid = (await admin.http.get('/v2/api/auth')).body.workspace.botid as string;
  const hook = await channel(admin, 'WEBHOOK', { url: 'http://127.0.0.1:9/a' });
  const chat = await channel(admin, webchatChannelType(api.deps.config.webchatProduct), { caption: `Chat ${A_MARK}` });

  const mineId = await conversation(api, hook, 'cust-mine', `My order ${A_MARK}`);
  await ok(post(admin.http, `/conversations/${mineId}/assign`, { assigneeId: one.id }));

  // Assigned before anything private is written: what was everyone's while unassigned is no secret.
  const othersId = await conversation(api, hook, 'cust-others', `Hello ${A_MARK}`);
  await ok(post(admin.http, `/conversations/${othersId}/assign`, { assigneeId: two.id }));
  await sendWebhook(api, hook, { id: 'cust-others-2', from: 'cust-others', text: `Second ${OTHERS} message` });
  await ok(post(two.http, `/conversations/${othersId}/notes`, { text: `Conversation note ${OTHERS}` }));
  await ok(post(two.http, `/conversations/${othersId}/messages`, { text: `Reply ${OTHERS}` }));
  const othersTicket = await ticketOf(admin, othersId);
  await ok(post(two.http, `/tickets/${othersTicket}/notes`, { text: `Ticket note ${OTHERS}` }));
  await ok(post(two.http, `/tickets/${othersTicket}/tags`, { tags: [`${OTHERS}tag`] }));
  await ok(post(two.http, `/tickets/${othersTicket}/priority`, { priority: 'urgent' }));

  const adminsId = await conversation(api, hook, 'cust-admin', `Billing ${A_MARK}`);
  await ok(post(admin.http, `/conversations/${adminsId}/assign`, { assigneeId: admin.id }));
  await sendWebhook(api, hook, { id: 'cust-admin-2', from: 'cust-admin', text: `Private ${OTHERS} invoice` });

  const openId = await conversation(api, hook, 'cust-open', `Anyone there ${A_MARK}`);
  const manual = await ok<{ id: string }>(post(admin.http, '/tickets', { subject: `Call back ${OTHERS}`, assigneeId: two.id }));
  const uploaded = await upload(admin.http, { file: PNG(), accept: 'png', botid });
  const department = await ok<{ id: string }>(post(admin.http, '/departments', { name: `Sales ${A_MARK}` }));
  await ok(post(two.http, `/tickets/${othersTicket}/department`, { departmentId: department.id }));

  const http = api.request();
  const visitor = await openVisitor(http, chat);
  await ok(visitorCall(http, chat, visitor, 'post', '/messages', { text: `Visitor ${A_MARK}` }));

  return {
    workspaceId: admin.workspaceId,
    botid,
    admin,
    one,
    two,
    hook,
    chat,
    mine: { conversationId: mineId, ticketId: await ticketOf(admin, mineId), contactId: await contactOf(admin, mineId) },
    others: { conversationId: othersId, ticketId: othersTicket, contactId: await contactOf(admin, othersId) },
    admins: { conversationId: adminsId, ticketId: await ticketOf(admin, adminsId) },
    open: { conversationId: openId, ticketId: await ticketOf(admin, openId), contactId: await contactOf(admin, openId) },
    manual: { ticketId: manual.id },
    uploadId: uploaded.body.data.id as string,
    departmentId: department.id,
    visitor,
  };
}

async function buildB(api: TestApi): Promise<WorkspaceB> {
  const admin = await person(api, 'admin@iso-b.test');
  const agent = await person(api, 'agent@iso-b.test', admin.workspaceId);
  const botid = (await admin.http.get('/v2/api/auth')).body.workspace.botid as string;
  const hook = await channel(admin, 'WEBHOOK', { url: 'http://127.0.0.1:9/b' });
  const chat = await channel(admin, webchatChannelType(api.deps.config.webchatProduct), {});
  const sent = await sendWebhook(api, hook, { id: 'b-1', from: 'cust-b', text: 'Hello B' });
  const uploaded = await upload(admin.http, { file: PNG(), accept: 'png', botid });
  const department = await ok<{ id: string }>(post(admin.http, '/departments', { name: 'Sales' }));
  return {
    workspaceId: admin.workspaceId,
    botid,
    admin,
    agent,
    hook,
    chat,
    conversationId: sent.conversationId,
    ticketId: await ticketOf(admin, sent.conversationId),
    contactId: await contactOf(admin, sent.conversationId),
    uploadId: uploaded.body.data.id as string,
    departmentId: department.id,
  };
}

export async function buildWorld(): Promise<World> {
  const api = await createTestApi();
  const a = await buildA(api);
  const b = await buildB(api);
  const seeded = await seedUser(api, { email: 'both@iso.test', workspaceId: b.workspaceId, role: 'Agent' });
  await addMember(api.deps, { workspaceId: a.workspaceId, user: seeded.user, role: 'Agent' });
  const both = { http: await login(api, 'both@iso.test'), id: seeded.user.id };
  const active = (await both.http.get('/v2/api/auth')).body.workspace.id;
  if (active !== b.workspaceId) throw new Error('the user of both workspaces should be working in B');
  return { api, a, b, both };
}

/** Every id of A a caller of B might name. */
export function idsOfA(a: WorkspaceA): string[] {
  return [
    a.mine.conversationId,
    a.mine.ticketId,
    a.mine.contactId,
    a.others.conversationId,
    a.others.ticketId,
    a.open.conversationId,
    a.open.ticketId,
    a.manual.ticketId,
    a.uploadId,
    a.departmentId,
    a.hook.id,
    a.chat.id,
    a.hook.publicId,
    a.hook.secret,
    a.chat.secret,
  ];
}
