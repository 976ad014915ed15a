import {
  DEFAULT_WORKSPACE_LANGUAGE,
  isWorkspaceLanguage,
  workspaceLanguageError,
  type WorkspaceLanguage,
  type WorkspaceSettings,
} from '../../../../src/domain/workspaceSettingsRules';
import { workspaceNameError } from '../../../../src/domain/workspaceRules';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { TIME_ZONE_MESSAGE, canonicalTimeZone } from '../../clock/timeZoneName';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { v } from '../../http/validate';
import { actorOf, recordAudit } from '../audit/record';
import { findWorkspaceSettings, lockWorkspaceSettings, saveLanguage, saveWorkspaceRow } from './settingsRepository';

// The workspace's own settings: its name, the time zone its days are counted in, the console's language.
// Every change is one transaction with one audit line per setting that changed.

export type WorkspaceSettingsChange = Partial<WorkspaceSettings>;

const languageOf = (stored: unknown): WorkspaceLanguage => (isWorkspaceLanguage(stored) ? stored : DEFAULT_WORKSPACE_LANGUAGE);

/** Body fields of PUT /workspace/settings: each optional, each checked by the rule the page uses. */
export const workspaceSettingsFields = {
  name: v.optional(v.custom(workspaceNameError, (value) => String(value).trim())),
  timeZone: v.optional(v.custom((value) => (canonicalTimeZone(value) ? undefined : TIME_ZONE_MESSAGE), (value) => canonicalTimeZone(value)!)),
  language: v.optional(v.custom(workspaceLanguageError, (value) => value as WorkspaceLanguage)),
};

const ACTIONS: Record<keyof WorkspaceSettings, string> = {
  name: 'workspace.renamed',
  timeZone: 'workspace.time-zone-changed',
  language: 'workspace.language-changed',
};

export async function readWorkspaceSettings(deps: Pick<ApiDeps, 'db'>, workspaceId: string): Promise<WorkspaceSettings> {
  const row = await findWorkspaceSettings(deps.db, workspaceId);
  if (!row) throw notFound('There is no such workspace.');
  return { name: row.name, timeZone: row.timeZone, language: languageOf(row.language) };
}

/**
 * Changes the settings; after the commit, a change that took place is published to every member as
 * 'workspace updated', so open consoles show the new name and count days in the new zone at once.
 */
export async function changeWorkspaceSettings(deps: Pick<ApiDeps, 'db' | 'realtime'>, ctx: WorkspaceContext, change: WorkspaceSettingsChange): Promise<WorkspaceSettings> {
  const given = Object.entries(change).filter(([, value]) => value !== undefined) as [keyof WorkspaceSettings, string][];
  if (given.length === 0) throw new AppError(400, 'Send at least one of name, timeZone or language.');
  const { before, after } = await deps.db.transaction(async (tx) => {
    const row = await lockWorkspaceSettings(tx, ctx.workspace.id);
    if (!row) throw notFound('There is no such workspace.');
    const before: WorkspaceSettings = { name: row.name, timeZone: row.timeZone, language: languageOf(row.language) };
    const after: WorkspaceSettings = { ...before, ...Object.fromEntries(given) };
    await saveWorkspaceRow(tx, ctx.workspace.id, {
      ...(after.name !== before.name ? { name: after.name } : {}),
      ...(after.timeZone !== before.timeZone ? { timeZone: after.timeZone } : {}),
    });
    if (after.language !== before.language) await saveLanguage(tx, ctx.workspace.id, after.language);
    for (const key of Object.keys(ACTIONS) as (keyof WorkspaceSettings)[]) {
      if (after[key] === before[key]) continue;
      await recordAudit(tx, ctx.workspace.id, actorOf(ctx), {
        action: ACTIONS[key],
        targetType: 'workspace',
        targetId: ctx.workspace.id,
        targetLabel: after.name,
        before: { [key]: before[key] },
        after: { [key]: after[key] },
      });
    }
    return { before, after };
  });
  if (Object.keys(ACTIONS).some((key) => after[key as keyof WorkspaceSettings] !== before[key as keyof WorkspaceSettings])) {
    const workspace = { id: ctx.workspace.id, ...after };
    await deps.realtime.publish({ workspaceId: ctx.workspace.id, type: REALTIME_EVENTS.workspaceUpdated, payload: { workspace } });
  }
  return after;
}
