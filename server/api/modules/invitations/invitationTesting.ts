// The cast of the invitation tests: a team whose api mails through a real local SMTP server.
import type TestAgent from 'supertest/lib/agent';
import { departments } from '../../db/inboxSchema';
import { createLogger } from '../../logger';
import { createMailer } from '../../mail/mailer';
import { xhr } from '../../testing/harness';
import { mailText, startTestSmtp, type TestSmtp } from '../../testing/smtpServer';
import { seedTeam, type Team } from '../../testing/team';

export async function teamWithSmtp(name: string): Promise<{ team: Team; smtp: TestSmtp }> {
  const team = await seedTeam(name);
  const smtp = await startTestSmtp();
  team.api.deps.mailer = createMailer({ db: team.api.deps.db, logger: createLogger('silent'), smtpUrl: smtp.url, from: 'Inbox <no-reply@inbox.test>' });
  return { team, smtp };
}

export const invite = (as: TestAgent, body: unknown) => xhr(as, 'post', '/v2/api/invitations', body);

/** The token of the newest mail the SMTP server received for this address. */
export function tokenMailedTo(smtp: TestSmtp, to: string): string {
  const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
  const token = mail ? /\/v2\/api\/sso\/join\?token=([A-Za-z0-9_-]+)/.exec(mailText(mail))?.[1] : undefined;
  if (!token) throw new Error(`no invitation link mailed to ${to}`);
  return token;
}

export async function addDepartment(team: Team, workspaceId: string, name: string): Promise<string> {
  const [row] = await team.api.deps.db.insert(departments).values({ workspaceId, name }).returning({ id: departments.id });
  return row!.id;
}
