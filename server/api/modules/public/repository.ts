import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addons, contactRequests, packages } from '../../db/schema';

/** The packages and add-ons of the price list, in the order the pricing page shows them. */
export async function priceList(db: Db) {
  const [pkgs, extras] = await Promise.all([
    db.select().from(packages).orderBy(asc(packages.position)),
    db.select().from(addons).orderBy(asc(addons.position)),
  ]);
  return { packages: pkgs, addons: extras };
}

export async function saveContactRequest(db: Db, request: typeof contactRequests.$inferInsert): Promise<void> {
  await db.insert(contactRequests).values(request);
}
