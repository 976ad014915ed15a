// An export whose builder died (its lease ran out) is built by another instance; one that is live is left
// to its builder. The scheduled job removes archives that kept their 7 days: file, upload row and export.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceExport } from '../../../../src/domain/workspaceExport';
import { workspaceExports } from '../../db/adminSchema';
import { uploads } from '../../db/schema';
import { SCHEDULED_JOBS } from '../../jobs/registry';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { uploadsDir } from '../uploads/service';
import type TestAgent from 'supertest/lib/agent';
import { LeaseLost, buildExport } from './builder';
import { EXPORT_RULES } from './exportRules';
import { claimExport } from './repository';
import { seedExportWorld } from './testWorld';
import { createExportWorker } from './worker';

let api: TestApi;
let admin: TestAgent;

beforeAll(async () => {
  api = await createTestApi();
  const { workspaceId } = await seedUser(api, { email: 'admin@lease.test' });
  await seedExportWorld(api.deps.db, workspaceId);
  admin = await login(api, 'admin@lease.test');
});
afterAll(() => api.close());

const later = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));

describe('export lease and expiry', () => {
  it("takes over an export whose builder died, and the dead builder's late writes are refused", async () => {
    const started = (await xhr(admin, 'post', '/v2/api/workspace/exports')).body.data as WorkspaceExport;
    // An instance claims it, then dies without a word.
    const dead = await claimExport(api.deps.db, 'dead-instance', api.deps.now(), EXPORT_RULES.leaseMs);
    expect(dead?.id).toBe(started.id);
    const other = createExportWorker(api.deps, { holder: 'live-instance' });
    expect(await other.runOnce()).toBe(0);
    later(EXPORT_RULES.leaseMs + 1000);
    expect(await other.runOnce()).toBe(1);
    const [row] = await api.deps.db.select().from(workspaceExports).where(eq(workspaceExports.id, started.id));
    expect(row).toMatchObject({ status: 'done', progress: 100, holder: 'live-instance' });
    await expect(buildExport(api.deps, dead!, 'dead-instance')).rejects.toBeInstanceOf(LeaseLost);
    const [still] = await api.deps.db.select().from(workspaceExports).where(eq(workspaceExports.id, started.id));
    expect(still).toMatchObject({ status: 'done', uploadId: row!.uploadId });
  });

  it('removes expired archives with the scheduled job: the file, its upload and the export', async () => {
    const [row] = await api.deps.db.select().from(workspaceExports).where(eq(workspaceExports.status, 'done'));
    const [upload] = await api.deps.db.select().from(uploads).where(eq(uploads.id, row!.uploadId!));
    const file = path.join(uploadsDir(api.deps.config.dataDir), upload!.storagePath);
    expect(fs.existsSync(file)).toBe(true);
    const job = SCHEDULED_JOBS.find((j) => j.name === 'remove-expired-exports')!;
    later(EXPORT_RULES.keepMs - 3600_000);
    await job.run(api.deps);
    expect(fs.existsSync(file)).toBe(true);
    const link = await xhr(admin, 'post', `/v2/api/workspace/exports/${row!.id}/link`);
    expect(link.status).toBe(200);
    later(2 * 3600_000);
    expect((await admin.get(link.body.data.url as string)).status).toBe(410);
    const late = await xhr(admin, 'post', `/v2/api/workspace/exports/${row!.id}/link`);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('This export has expired and its archive was removed. Start a new export.');
    await job.run(api.deps);
    expect(fs.existsSync(file)).toBe(false);
    expect(await api.deps.db.select().from(uploads).where(eq(uploads.id, upload!.id))).toEqual([]);
    expect(await api.deps.db.select().from(workspaceExports)).toEqual([]);
    expect((await xhr(admin, 'post', `/v2/api/workspace/exports/${row!.id}/link`)).status).toBe(404);
  });
});
