import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';
import { randomToken } from './tokens';

export interface Secrets {
  /** Signs the socket jwt and the bearer tokens. */
  auth: string;
  /** Signs billing status answers. */
  billing: string;
}

/** Secrets live in the database so every api instance shares them; created once on first start. */
async function secret(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: randomToken(48) }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be read`);
  return row.value;
}

export async function loadSecrets(db: Db): Promise<Secrets> {
  return { auth: await secret(db, 'auth'), billing: await secret(db, 'billing') };
}
