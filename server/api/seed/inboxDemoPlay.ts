// Plays one demo conversation through the modules' own functions, as if it happened at its times: the
// customer writes through the channel's inbound path, the demo users assign, answer, note and file the
// ticket through the same services the console calls.
import type { ChannelRow } from '../channels/connector';
import type { ApiDeps } from '../deps';
import type { WorkspaceContext } from '../http/auth';
import { findContactRow } from '../modules/contacts/repository';
import { updateContact } from '../modules/contacts/service';
import { parseContactUpdate } from '../modules/contacts/schema';
import { addConversationNote, assignConversation, resolveConversation } from '../modules/conversations/actions';
import { conversationDetail } from '../modules/conversations/detail';
import { ingestInbound } from '../modules/conversations/ingest';
import { replyToConversation } from '../modules/conversations/reply';
import { findMessage, findSummary } from '../modules/conversations/repository';
import { changeDepartment, changePriority, changeTags } from '../modules/tickets/actions';
import { addTicketNote } from '../modules/tickets/notes';
import { changeTicketStatus } from '../modules/tickets/service';
import { sendOfflineMessage, sendVisitorMessage } from '../modules/webchat/service';
import { newVisitorId } from '../modules/webchat/visitorToken';
import type { DemoActor, DemoConversation } from './inboxDemoData';

export interface DemoEnv {
  deps: ApiDeps;
  /** Sets the time the modules read through deps.now(). */
  setTime(at: Date): void;
  /** The moment the seed started: conversations are placed before it. */
  startedAt: Date;
  people: Record<DemoActor, WorkspaceContext>;
  channels: { webhook: ChannelRow; webchat: ChannelRow };
  departments: Map<string, string>;
}

/** What a played web chat conversation leaves for the read receipts: its visitor and its replies. */
export interface PlayedWebchat {
  visitorId: string;
  /** Replies the visitor saw before writing again (read), and those after their last message (delivered). */
  read: string[];
  delivered: string[];
}

export interface Played {
  conversationId: string;
  webchat?: PlayedWebchat;
}

async function customerWrites(env: DemoEnv, convo: DemoConversation, text: string, index: number, visitorId: string): Promise<string> {
  const { customer } = convo;
  if (convo.channel === 'webhook') {
    const result = await ingestInbound(env.deps, {
      channel: env.channels.webhook,
      externalContactId: customer.ref,
      ...(customer.name ? { contactName: customer.name } : {}),
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.phone ? { phone: customer.phone } : {}),
      externalMessageId: `${customer.ref}-${index + 1}`,
      text,
    });
    return result.conversation.id;
  }
  const channel = env.channels.webchat;
  const sent =
    customer.offlineForm && index === 0
      ? await sendOfflineMessage(env.deps, channel, visitorId, { name: customer.name ?? '', email: customer.email ?? '', message: text })
      : await sendVisitorMessage(env.deps, channel, visitorId, { text });
  return (await findMessage(env.deps.db, sent.id))!.conversationId;
}

/** The ticket as the conversation's owner files it: department, tags, priority, a note, then its status. */
async function fileTicket(env: DemoEnv, convo: DemoConversation, ticketId: string, conversationId: string): Promise<void> {
  const owner = env.people[convo.assignee ?? 'admin'];
  const { ticket } = convo;
  if (ticket.department) await changeDepartment(env.deps, owner, ticketId, env.departments.get(ticket.department)!);
  if (ticket.tags?.length) await changeTags(env.deps, owner, ticketId, ticket.tags);
  await changePriority(env.deps, owner, ticketId, ticket.priority);
  if (ticket.note) await addTicketNote(env.deps, owner, ticketId, ticket.note);
  if (ticket.status === 'solved') await resolveConversation(env.deps, owner, conversationId);
  else if (ticket.status === 'unsolved' || ticket.status === 'hold') await changeTicketStatus(env.deps, owner, ticketId, ticket.status);
}

export async function playConversation(env: DemoEnv, convo: DemoConversation): Promise<Played> {
  const start = env.startedAt.getTime() - convo.hoursAgo * 3600_000;
  const at = (minutes: number) => env.setTime(new Date(start + minutes * 60_000));
  const visitorId = newVisitorId();
  const [first, ...rest] = convo.steps;
  if (!first || !('customer' in first)) throw new Error('a demo conversation starts with the customer');
  at(first.at);
  const conversationId = await customerWrites(env, convo, first.customer, 0, visitorId);
  if (convo.assignee) {
    at(first.at + 1);
    await assignConversation(env.deps, env.people.admin, conversationId, env.people[convo.assignee].user.id);
  }
  let customerMessages = 1;
  const replies: string[] = [];
  const read: string[] = [];
  for (const step of rest) {
    at(step.at);
    const by = env.people['by' in step && step.by ? step.by : (convo.assignee ?? 'admin')];
    if ('customer' in step) {
      await customerWrites(env, convo, step.customer, customerMessages++, visitorId);
      read.push(...replies.splice(0));
    } else if ('reply' in step) {
      replies.push((await replyToConversation(env.deps, by, conversationId, { text: step.reply, attachmentIds: [] })).id);
    } else {
      await addConversationNote(env.deps, by, conversationId, step.note);
    }
  }
  at((convo.steps.at(-1)?.at ?? 0) + 2);
  // Whoever worked the ticket on has read the conversation; new and unassigned ones wait unread.
  const worked = convo.assignee && convo.ticket.status !== 'new';
  if (worked) await conversationDetail(env.deps, env.people[convo.assignee!], conversationId);
  const summary = (await findSummary(env.deps.db, env.people.admin.workspace.id, conversationId))!;
  await fileTicket(env, convo, summary.ticketId!, conversationId);
  if (convo.contact) await fillContact(env, convo, summary.contact.id);
  return { conversationId, ...(convo.channel === 'webchat' ? { webchat: { visitorId, read, delivered: replies } } : {}) };
}

/** An agent completes the contact after the conversation: a name the visitor gave, tags, notes. */
async function fillContact(env: DemoEnv, convo: DemoConversation, contactId: string): Promise<void> {
  const current = (await findContactRow(env.deps.db, env.people.admin.workspace.id, contactId))!;
  const wanted = convo.contact!;
  const input = parseContactUpdate({
    name: wanted.name ?? current.name,
    email: wanted.email ?? current.email,
    phone: wanted.phone ?? current.phone,
    notes: wanted.notes ?? current.notes,
    tags: wanted.tags ?? current.tags,
  });
  await updateContact(env.deps, env.people[convo.assignee ?? 'admin'], current.id, input);
}
