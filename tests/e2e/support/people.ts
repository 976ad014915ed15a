// Fresh users, each with a workspace of their own, for specs that change a user's data.

import { admin } from './admin';

export interface Person {
  email: string;
  password: string;
  name: string;
  workspaceId: string;
  workspaceName: string;
}

let seq = 0;

/** Today plus n days, as YYYY-MM-DD in UTC (the api's billing dates). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A user who owns a new workspace. Billing is set clear of every warning threshold unless `billing`
 * says otherwise (options of `admin billing set`).
 */
export async function personWithWorkspace(prefix: string, billing: string[] = []): Promise<Person> {
  const tag = `${prefix}${Date.now().toString(36)}${++seq}`;
  const person = { email: `${tag}@example.test`, password: `e2e-${tag}-Passw0rd!`, name: tag, workspaceName: `${prefix} desk` };
  await admin('user', 'create', '--email', person.email, '--password', person.password, '--name', person.name);
  const created = await admin('workspace', 'create', '--name', person.workspaceName, '--owner', person.email);
  const workspaceId = (created.workspace as { id: string }).id;
  await admin(
    'billing', 'set', '--workspace', workspaceId, '--package', 'lite',
    '--expires', dayFromToday(30), '--mau', '1000', '--conversations', '1000', ...billing,
  );
  return { ...person, workspaceId };
}
