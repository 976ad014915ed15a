import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeChangedTables, readTableSizes, tablesToAnalyze } from './statistics';
import type { Database } from './client';
import { createTestDatabase } from './testDb';

describe('tables due for ANALYZE', () => {
  it('takes a table that has never been analyzed once it has some pages', () => {
    expect(tablesToAnalyze([{ table: 'tickets', analyzedPages: 0, pages: 400 }])).toEqual(['tickets']);
    expect(tablesToAnalyze([{ table: 'tiny', analyzedPages: 0, pages: 15 }])).toEqual([]);
  });
  it('takes a table again once it grew or shrank by a fifth, biggest change first', () => {
    expect(
      tablesToAnalyze([
        { table: 'same', analyzedPages: 1_000, pages: 1_100 },
        { table: 'grew', analyzedPages: 1_000, pages: 1_200 },
        { table: 'shrank', analyzedPages: 1_000, pages: 500 },
      ]),
    ).toEqual(['shrank', 'grew']);
  });
});

describe('analyzeChangedTables on PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives the planner statistics for a table that grew, then leaves it alone', async () => {
    await db.db.execute(sql`create table stats_probe (id int, body text)`);
    await db.db.execute(sql`insert into stats_probe select g, repeat('x', 200) from generate_series(1, 5000) g`);
    const before = (await readTableSizes(db.db)).find((t) => t.table === 'stats_probe')!;
    expect(before.analyzedPages).toBe(0);
    expect(before.pages).toBeGreaterThan(16);

    expect(await analyzeChangedTables(db.db)).toContain('stats_probe');
    const after = (await readTableSizes(db.db)).find((t) => t.table === 'stats_probe')!;
    expect(after.analyzedPages).toBe(after.pages);
    const stats = await db.db.execute(sql`select count(*)::int as n from pg_stats where tablename = 'stats_probe'`);
    expect((stats as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);

    expect(await analyzeChangedTables(db.db)).not.toContain('stats_probe');
  });
});
