// The mails of a conversation as a reply needs them: the customer's latest mail (its subject and thread
// headers, stored by the inbound side in messages.meta.email), and the reply's own meta.email written
// on its message, so the console shows its subject and the customer's answer to it threads back.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { EmailMeta } from '../../../../../src/domain/emailMeta';
import { isEmailMeta } from '../../../../../src/domain/emailMeta';
import { messages } from '../../../db/inboxSchema';
import type { ApiDeps } from '../../../deps';

const hasEmail = sql`${messages.meta} -> 'email' IS NOT NULL`;

async function latestMail(deps: ApiDeps, conversationId: string, inboundOnly: boolean): Promise<EmailMeta | undefined> {
  const [row] = await deps.db
    .select({ meta: messages.meta })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), hasEmail, inboundOnly ? eq(messages.direction, 'inbound') : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const email = row?.meta?.email;
  return isEmailMeta(email) ? email : undefined;
}

/** The mail a reply answers: the customer's latest; the latest of any when the customer sent none yet. */
export async function mailToAnswer(deps: ApiDeps, conversationId: string): Promise<EmailMeta | undefined> {
  return (await latestMail(deps, conversationId, true)) ?? (await latestMail(deps, conversationId, false));
}

/** Sets the message's meta.email, keeping any other family's meta. */
export async function saveEmailMeta(deps: ApiDeps, messageId: string, email: EmailMeta): Promise<void> {
  await deps.db
    .update(messages)
    .set({ meta: sql`coalesce(${messages.meta}, '{}'::jsonb) || jsonb_build_object('email', ${JSON.stringify(email)}::jsonb)` })
    .where(eq(messages.id, messageId));
}
