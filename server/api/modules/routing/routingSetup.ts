// What a routing pass reads before it takes the workspace's lock: the settings, departments, skills and
// keyword rules (stale by a moment at worst, which routes as if the change came a moment later), and the
// arriving conversation's first message. The lock is then held only for the loads and the writes.
import { routingSettingsOf, type AssignmentMode, type RoutingSettings } from '../../../../src/domain/routing';
import type { Db } from '../../db/client';
import * as repo from './routingRepository';

export interface RoutingSetup {
  settings: RoutingSettings;
  departments: Map<string, { id: string; name: string; mode: AssignmentMode; skillId: string | null }>;
  skillNames: Map<string, string>;
  rules: { skillId: string; keywords: string[] }[];
  /** The first customer message of conversations whose needed skill is still to be found. */
  firstTexts: Map<string, string>;
}

export async function loadRoutingSetup(db: Db, workspaceId: string, arriving: repo.QueueRow[] = []): Promise<RoutingSetup> {
  const [stored, departments, skillNames, rules] = await Promise.all([
    repo.storedRoutingSettings(db, workspaceId),
    repo.workspaceDepartments(db, workspaceId),
    repo.workspaceSkillNames(db, workspaceId),
    repo.keywordRules(db, workspaceId),
  ]);
  const firstTexts = new Map<string, string>();
  if (rules.length > 0) {
    for (const row of arriving) if (row.neededSkillSource === null) firstTexts.set(row.id, await repo.firstCustomerText(db, row.id));
  }
  return { settings: routingSettingsOf(stored), departments: new Map(departments.map((d) => [d.id, d])), skillNames, rules, firstTexts };
}
