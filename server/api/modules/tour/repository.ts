import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productTour } from '../../db/schema';

export interface TourScope {
  userId: string;
  workspaceId: string;
}

/** Records that the member has seen a route's guide; seeing it again changes nothing. */
export async function recordSeenRoute(db: Db, scope: TourScope, route: string): Promise<void> {
  await db.insert(productTour).values({ ...scope, route }).onConflictDoNothing();
}

/** The routes whose guide the member has seen in this workspace, first seen first. */
export async function seenRoutes(db: Db, scope: TourScope): Promise<string[]> {
  const rows = await db
    .select({ route: productTour.route })
    .from(productTour)
    .where(and(eq(productTour.userId, scope.userId), eq(productTour.workspaceId, scope.workspaceId)))
    .orderBy(asc(productTour.createdAt));
  return rows.map((row) => row.route);
}
