// The demo workspace's inbox (see inboxDemoData.ts): its two channels, departments, a week of
// conversations and tickets in every status and priority, made through the modules' own functions so
// every row, number, history line and event is what the product itself would have made.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { webchatChannelType } from '../../../src/domain/channels';
import { webchatEmbedSnippet } from '../../../src/domain/webchat';
import { demoReceiverUrl } from '../channels/webhook/demoReceiver';
import { SIGNATURE_HEADER, signatureMatches } from '../channels/webhook/signature';
import { createOutboxWorker } from '../channels/outbox/worker';
import { members, users, workspaces } from '../db/schema';
import type { ApiDeps } from '../deps';
import type { WorkspaceContext } from '../http/auth';
import { createChannel } from '../modules/channels/service';
import { findChannel, listChannels, updateChannel } from '../modules/channels/repository';
import { createDepartment } from '../modules/departments/service';
import { addTicketNote } from '../modules/tickets/notes';
import { changeDepartment, changeTags } from '../modules/tickets/actions';
import { changeTicketStatus, createTicket } from '../modules/tickets/service';
import { acknowledge } from '../modules/webchat/acknowledge';
import type { SessionRow } from '../modules/sessions/repository';
import { createPublisher } from '../realtime/createPublisher';
import { DEMO_CHANNELS, DEMO_CONVERSATIONS, DEMO_DEPARTMENTS, DEMO_MANUAL_TICKET, type DemoActor } from './inboxDemoData';
import { playConversation, type DemoEnv, type Played } from './inboxDemoPlay';
import { rememberSupportChannel } from './supportChannel';

export interface DemoInbox {
  webchatPublicId: string;
  webhookPublicId: string;
}

/** The seed acts as a member without signing in: a session object that is never stored. */
async function contextOf(deps: ApiDeps, workspaceId: string, userId: string): Promise<WorkspaceContext> {
  const [row] = await deps.db
    .select({ user: users, member: members, workspace: workspaces })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
    .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)));
  if (!row) throw new Error('the demo users must be members of the demo workspace');
  const now = deps.now();
  const session: SessionRow = { id: randomUUID(), tokenHash: '', kind: 'app', userId, workspaceId, parentId: null, spectatorId: null, createdAt: now, expiresAt: now };
  return { session, user: row.user, workspace: row.workspace, member: row.member, via: 'cookie', twoFactor: { enabled: false, held: false } };
}

async function openManualTicket(env: DemoEnv): Promise<void> {
  const t = DEMO_MANUAL_TICKET;
  // The newest ticket: opened half an hour ago, after the last customer wrote.
  env.setTime(new Date(env.startedAt.getTime() - 30 * 60_000));
  const owner = env.people[t.assignee];
  const ticket = await createTicket(env.deps, env.people.admin, { subject: t.subject, priority: t.priority, assigneeId: owner.user.id });
  await changeDepartment(env.deps, owner, ticket.id, env.departments.get(t.department)!);
  await changeTags(env.deps, owner, ticket.id, [...t.tags]);
  await addTicketNote(env.deps, owner, ticket.id, t.note);
  await changeTicketStatus(env.deps, owner, ticket.id, t.status);
}

/**
 * Web chat replies the visitor saw before writing again are read, the last ones delivered; webhook
 * replies (written while the api is not listening yet) go to a stand-in for the demo's receiver that
 * checks their signature the same way, as the storefront took them at the time.
 */
async function settleDeliveries(env: DemoEnv, played: Played[]): Promise<void> {
  for (const { webchat } of played) {
    if (!webchat) continue;
    const who = { channel: env.channels.webchat, visitorId: webchat.visitorId };
    if (webchat.read.length) await acknowledge(env.deps, who, { ids: webchat.read, state: 'read' });
    if (webchat.delivered.length) await acknowledge(env.deps, who, { ids: webchat.delivered, state: 'delivered' });
  }
  const secret = env.channels.webhook.secret;
  const accept = async (_url: string | URL | Request, init?: RequestInit) => {
    const signature = new Headers(init?.headers).get(SIGNATURE_HEADER) ?? undefined;
    return new Response(null, { status: signatureMatches(secret, Buffer.from(String(init?.body ?? '')), signature) ? 200 : 401 });
  };
  const worker = createOutboxWorker(env.deps, { fetch: accept, batchSize: 100 });
  while ((await worker.runOnce()) > 0);
}

/**
 * Fills the inbox of a demo workspace that has no channel yet (so a second run adds nothing). Runs in
 * the caller's transaction: events go to the event store through that transaction too.
 */
export async function seedInboxDemo(deps: ApiDeps, input: { workspaceId: string; adminId: string; agentId: string }): Promise<DemoInbox | undefined> {
  if ((await listChannels(deps.db, input.workspaceId)).length > 0) return undefined;
  const startedAt = deps.now();
  let time = startedAt;
  const seedDeps: ApiDeps = { ...deps, realtime: createPublisher(deps.db), now: () => time };
  const people: Record<DemoActor, WorkspaceContext> = {
    admin: await contextOf(seedDeps, input.workspaceId, input.adminId),
    agent: await contextOf(seedDeps, input.workspaceId, input.agentId),
  };
  const channelOf = async (type: string, spec: { name: string; settings: object }) => {
    const made = await createChannel(seedDeps, people.admin, { type, name: spec.name, settings: spec.settings });
    return (await findChannel(seedDeps.db, input.workspaceId, made.id))!;
  };
  const webchat = await channelOf(webchatChannelType(deps.config.webchatProduct), DEMO_CHANNELS.webchat);
  const made = await channelOf('WEBHOOK', DEMO_CHANNELS.webhook);
  // Its reply URL names the channel's public id, known only now: the demo's own receiver (demoReceiver.ts).
  const webhook = (await updateChannel(seedDeps.db, input.workspaceId, made.id, { settings: { url: demoReceiverUrl(deps.config, made.publicId) } }))!;
  await rememberSupportChannel(seedDeps.db, webchat.publicId);
  const departments = new Map<string, string>();
  for (const name of DEMO_DEPARTMENTS) departments.set(name, (await createDepartment(seedDeps, input.workspaceId, name)).id);

  const env: DemoEnv = { deps: seedDeps, setTime: (at) => (time = at), startedAt, people, channels: { webhook, webchat }, departments };
  // Oldest first, so ticket numbers follow the order customers wrote in.
  const ordered = [...DEMO_CONVERSATIONS].sort((x, y) => y.hoursAgo - x.hoursAgo);
  const played: Played[] = [];
  for (const convo of ordered) played.push(await playConversation(env, convo));
  await openManualTicket(env);
  time = startedAt;
  await settleDeliveries(env, played);
  return { webchatPublicId: webchat.publicId, webhookPublicId: webhook.publicId };
}

/** What start prints beside the demo logins: where the demo's two channels are reached from outside. */
export function demoInboxLines(publicUrl: string, inbox: DemoInbox): string[] {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'Web chat: put this on any web page to chat with the demo workspace:',
    `  ${webchatEmbedSnippet(origin, inbox.webchatPublicId)}`,
    "Webhook: POST messages signed with the channel's secret (the console's Settings, Webhook page shows it) to:",
    `  ${origin}/v2/api/channels/webhook/${inbox.webhookPublicId}/messages`,
  ];
}
