import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../audit/record';
import { toContact, toIdentity } from '../contacts/mapper';
import { conversationsOf, historyOf, identitiesOf, listedContact, MESSAGE_PAGE, mergedContacts, messagePage, notesOf, ticketsOf } from './exportRepository';
import { contactLabel, NO_SUCH_CONTACT } from './eraseService';

type Attachment = { id: string; name: string; mime: string; size: number; url: string };

/** The export's first read: the contact exists in this workspace (else 404 before any byte is sent). */
export async function startContactExport(deps: ApiDeps, ctx: WorkspaceContext, id: string) {
  const workspaceId = ctx.workspace.id;
  const contact = await listedContact(deps.db, workspaceId, id);
  if (!contact) throw notFound(NO_SUCH_CONTACT);
  const merged = await mergedContacts(deps.db, workspaceId, id);
  const contactIds = [id, ...merged.map((row) => row.id)];
  const threads = await conversationsOf(deps.db, workspaceId, contactIds);
  const linked = threads.map((c) => c.ticketId).filter((t): t is string => t !== null);
  const ticketRows = await ticketsOf(deps.db, workspaceId, contactIds, threads.map((c) => c.id), linked);
  return { contact, merged, contactIds, threads, ticketRows };
}

/** The audit line of an export, once all of it was written out (counts only, as for an erasure). */
export async function recordContactExport(deps: ApiDeps, ctx: WorkspaceContext, started: Started): Promise<void> {
  await recordAudit(deps.db, ctx.workspace.id, actorOf(ctx), {
    action: 'contact.exported',
    targetType: 'contact',
    targetId: started.contact.id,
    targetLabel: contactLabel(started.contact.id),
    after: { conversations: started.threads.length, tickets: started.ticketRows.length },
  });
}

type Started = Awaited<ReturnType<typeof startContactExport>>;

/**
 * The export as JSON text, piece by piece: a conversation's messages are read a page at a time, so a
 * contact with a long history is streamed, not built in memory. Files are listed by name and link (the
 * links work for the workspace's members while the files exist).
 */
export async function* contactExportJson(deps: ApiDeps, ctx: WorkspaceContext, started: Started): AsyncGenerator<string> {
  const { contact, merged, contactIds, threads, ticketRows } = started;
  const identities = await identitiesOf(deps.db, ctx.workspace.id, contactIds);
  const files = new Map<string, { name: string; url: string; contentType: string; size: number }>();
  const head = {
    exportedAt: deps.now().toISOString(),
    workspace: { id: ctx.workspace.id, name: ctx.workspace.name },
    contact: toContact(contact),
    mergedContacts: merged.map(toContact),
    identities: identities.map(toIdentity),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"conversations":[`;
  for (const [i, thread] of threads.entries()) {
    const { id, channelType, status, createdAt, ticketId } = thread;
    yield `${i ? ',' : ''}${JSON.stringify({ id, channelType, status, createdAt, ticketId }).slice(0, -1)},"messages":[`;
    let after: { createdAt: Date; id: string } | null = null;
    let first = true;
    for (;;) {
      const page = await messagePage(deps.db, thread.id, after);
      for (const { message: m, author } of page) {
        for (const a of m.attachments as Attachment[]) files.set(a.id, { name: a.name, url: a.url, contentType: a.mime, size: a.size });
        const attachments = (m.attachments as Attachment[]).map((a) => ({ name: a.name, url: a.url }));
        const line = { id: m.id, at: m.createdAt, direction: m.direction, from: m.authorType === 'agent' ? (author ?? 'agent') : m.authorType, text: m.text, attachments, delivery: m.deliveryState };
        yield `${first ? '' : ','}${JSON.stringify(line)}`;
        first = false;
      }
      const last = page.at(-1);
      if (!last || page.length < MESSAGE_PAGE) break;
      after = { createdAt: last.message.createdAt, id: last.message.id };
    }
    yield `],"notes":${JSON.stringify(await notesOf(deps.db, { conversationId: thread.id }))}}`;
  }
  yield '],"tickets":[';
  for (const [i, t] of ticketRows.entries()) {
    const ticket = { id: t.id, number: t.number, subject: t.subject, status: t.status, priority: t.priority, channel: t.channel, tags: t.tags, createdAt: t.createdAt, solvedAt: t.solvedAt };
    const history = await historyOf(deps.db, t.id);
    const ticketNotes = await notesOf(deps.db, { ticketId: t.id });
    yield `${i ? ',' : ''}${JSON.stringify({ ...ticket, history, notes: ticketNotes })}`;
  }
  yield `],"files":${JSON.stringify([...files.values()])}}`;
}
