// A small workspace for the export tests: every part holds rows, some with text a CSV must escape.
import type { Db } from '../../db/client';
import { departmentMembers } from '../../db/adminSchema';
import { departments, messages, notes, ticketHistory } from '../../db/inboxSchema';
import { members } from '../../db/schema';
import { seedChannel, seedContact, seedConversation, seedTicket } from '../contacts/testSeed';
import { eq } from 'drizzle-orm';

export interface ExportWorld {
  workspaceId: string;
  /** Rows each part of the archive must hold. */
  counts: Record<string, number>;
  trickyMessageId: string;
}

const TEXTS = ['Hello, I need help', '@SUM(1+1)', 'Line one\nline "two"', '-2 items missing', 'Thanks!'];

export async function seedExportWorld(db: Db, workspaceId: string, otherWorkspaceId?: string): Promise<ExportWorld> {
  const channel = await seedChannel(db, workspaceId);
  const contacts = [
    await seedContact(db, workspaceId, { name: '=HYPERLINK("http://evil.test","click")', email: 'evil@example.com' }),
    await seedContact(db, workspaceId, { name: 'Smith, "Jo"\nsecond line' }),
    await seedContact(db, workspaceId, { name: '+33 1 23 45', tags: ['vip', 'press'] }),
  ];
  let messageCount = 0;
  let trickyMessageId = '';
  const conversationIds: string[] = [];
  for (const [i, contact] of contacts.entries()) {
    const ticket = await seedTicket(db, contact, { subject: `Order ${i} is late`, tags: i === 0 ? ['urgent'] : [] });
    const conversation = await seedConversation(db, contact, channel, { ticketId: ticket.id });
    conversationIds.push(conversation.id);
    for (const [j, text] of TEXTS.entries()) {
      const [row] = await db
        .insert(messages)
        .values({ workspaceId, conversationId: conversation.id, channelId: channel.id, direction: j % 2 ? 'outbound' : 'inbound', authorType: j % 2 ? 'agent' : 'contact', text, deliveryState: 'received', createdAt: new Date(Date.UTC(2026, 0, 1 + i, 10, j)) })
        .returning();
      if (text.startsWith('@')) trickyMessageId = row!.id;
      messageCount += 1;
    }
    await db.insert(ticketHistory).values([
      { workspaceId, ticketId: ticket.id, field: 'status', old: 'new', new: 'unsolved' },
      { workspaceId, ticketId: ticket.id, field: 'priority', old: 'medium', new: '=1+2' },
    ]);
    await db.insert(notes).values({ workspaceId, ticketId: ticket.id, text: `Called the customer, ${i}` });
  }
  const [sales] = await db.insert(departments).values({ workspaceId, name: 'Sales' }).returning();
  await db.insert(departments).values({ workspaceId, name: 'Billing' });
  const memberRows = await db.select().from(members).where(eq(members.workspaceId, workspaceId));
  await db.insert(departmentMembers).values({ workspaceId, departmentId: sales!.id, userId: memberRows[0]!.userId });
  if (otherWorkspaceId) {
    const other = await seedContact(db, otherWorkspaceId, { name: 'Other workspace contact' });
    await seedTicket(db, other, { subject: 'Other workspace ticket' });
  }
  return {
    workspaceId,
    trickyMessageId,
    counts: {
      contacts: 3,
      conversations: 3,
      messages: messageCount,
      notes: 3,
      tickets: 3,
      ticket_history: 6,
      members: memberRows.length,
      departments: 2,
      channels: 1,
    },
  };
}
