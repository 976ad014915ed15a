import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Role } from '../../src/domain/api';
import type { ApiDeps } from '../api/deps';
import { TIME_ZONE_MESSAGE, canonicalTimeZone } from '../api/clock/timeZoneName';
import { changeTimeZone } from '../api/clock/timeZoneService';
import { isCalendarDay } from '../api/clock/workspaceClock';
import { badRequest, notFound } from '../api/http/errors';
import { eq } from 'drizzle-orm';
import { packages } from '../api/db/schema';
import { FEATURES } from '../api/modules/billing/catalog';
import { setBilling, type BillingChange } from '../api/modules/billing/service';
import { findUserByEmail } from '../api/modules/users/repository';
import { findWorkspace } from '../api/modules/workspaces/repository';
import { removeTwoFactor } from '../api/modules/twofactor/repository';
import { recordSecurityChange } from '../api/modules/twofactor/securityEvents';
import { addMember, createUser, createWorkspaceFor } from '../api/modules/workspaces/service';

export const HELP = `Usage: npm run -s admin -- <command> [options]

Commands (each prints one JSON object):
  workspace create --name N --owner EMAIL [--time-zone ZONE]   (an IANA zone such as Europe/Berlin; UTC without it)
  workspace time-zone --workspace ID --time-zone ZONE   (the zone the workspace's days are counted in)
  user create --email E --password P [--name N]
  member add --workspace ID --email E --role Administrator|Agent [--access URL,URL,...] [--expired]
  user reset-two-factor --email E   (a user who lost both their phone and recovery codes; mailed to them)
  billing set --workspace ID [--package NAME] [--expires YYYY-MM-DD|none] [--mau N] [--conversations N] [--agents N] [--features A,B]
  maintenance on|off

With the embedded database and a running api, commands go through the api's local admin endpoint;
otherwise the command line opens the database itself.`;

export type CommandDeps = Pick<ApiDeps, 'db' | 'now' | 'mailer'> & { config: Pick<ApiDeps['config'], 'maintenanceFile'>; secrets: ApiDeps['secrets'] };

const OPTIONS = {
  name: { type: 'string' },
  owner: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  workspace: { type: 'string' },
  role: { type: 'string' },
  access: { type: 'string' },
  expired: { type: 'boolean' },
  package: { type: 'string' },
  expires: { type: 'string' },
  mau: { type: 'string' },
  conversations: { type: 'string' },
  agents: { type: 'string' },
  features: { type: 'string' },
  'time-zone': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type ParsedCommand = { words: string[]; options: Record<string, string | boolean | undefined> };

export function parseCommand(argv: string[]): ParsedCommand {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    return { words: positionals, options: values };
  } catch (err) {
    throw badRequest(err instanceof Error ? err.message : String(err));
  }
}

function need(options: ParsedCommand['options'], key: string): string {
  const value = options[key];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`--${key} is required`);
  return value.trim();
}

function count(options: ParsedCommand['options'], key: string): number | undefined {
  const value = options[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) throw badRequest(`--${key} must be a whole number`);
  return Number(value);
}

/** --time-zone as the api stores it; a name that is not a zone is refused here, before anything is written. */
function timeZoneOption(options: ParsedCommand['options']): string | undefined {
  if (options['time-zone'] === undefined) return undefined;
  const zone = canonicalTimeZone(options['time-zone']);
  if (!zone) throw badRequest(`--time-zone: ${TIME_ZONE_MESSAGE}`);
  return zone;
}

async function workspaceById(deps: CommandDeps, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw badRequest('--workspace must be a workspace id');
  const ws = await findWorkspace(deps.db, id);
  if (!ws) throw notFound(`There is no workspace ${id}`);
  return ws;
}

async function userByEmail(deps: CommandDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound(`There is no user with the e-mail ${email}`);
  return user;
}

export async function runCommand(deps: CommandDeps, cmd: ParsedCommand): Promise<Record<string, unknown>> {
  const [noun, verb] = cmd.words;
  const o = cmd.options;
  const key = `${noun ?? ''} ${verb ?? ''}`.trim();
  switch (key) {
    case 'workspace create': {
      const owner = await userByEmail(deps, need(o, 'owner'));
      const timeZone = timeZoneOption(o);
      const ws = await createWorkspaceFor(deps, { name: need(o, 'name'), owner, ...(timeZone ? { timeZone } : {}) });
      return { result: 'success', workspace: { id: ws.id, name: ws.name, botid: ws.botid, owner: owner.email, timeZone: ws.timeZone } };
    }
    case 'workspace time-zone': {
      const ws = await workspaceById(deps, need(o, 'workspace'));
      need(o, 'time-zone');
      const { timeZone } = await changeTimeZone(deps, ws.id, timeZoneOption(o)!);
      return { result: 'success', workspace: { id: ws.id, name: ws.name, timeZone } };
    }
    case 'user create': {
      const name = typeof o.name === 'string' ? o.name : undefined;
      const user = await createUser(deps, { email: need(o, 'email'), password: need(o, 'password'), ...(name ? { name } : {}) });
      return { result: 'success', user: { id: user.id, email: user.email, username: user.username } };
    }
    case 'user reset-two-factor': {
      // The way back for a workspace's only Administrator: nobody in the console could reset them.
      const user = await userByEmail(deps, need(o, 'email'));
      if (!(await removeTwoFactor(deps.db, user.id))) throw badRequest(`${user.email} does not use two-factor login`);
      await recordSecurityChange(deps, { kind: 'two-factor reset by operator', user, workspaceId: null, actorId: null, ip: 'command line' });
      return { result: 'success', user: { id: user.id, email: user.email }, twoFactor: 'reset' };
    }
    case 'member add': {
      const ws = await workspaceById(deps, need(o, 'workspace'));
      const role = need(o, 'role');
      if (role !== 'Administrator' && role !== 'Agent') throw badRequest('--role must be Administrator or Agent');
      const user = await userByEmail(deps, need(o, 'email'));
      const access = typeof o.access === 'string' ? o.access.split(',').map((s) => s.trim()).filter(Boolean) : undefined;
      const member = await addMember(deps, { workspaceId: ws.id, user, role: role as Role, ...(access ? { access } : {}), expired: o.expired === true });
      return { result: 'success', member: { workspace: ws.id, email: user.email, role: member.role, access: member.access, expired: member.expired } };
    }
    case 'billing set': {
      const ws = await workspaceById(deps, need(o, 'workspace'));
      const change: BillingChange = {};
      if (typeof o.package === 'string') {
        const [pkg] = await deps.db.select({ name: packages.name }).from(packages).where(eq(packages.name, o.package));
        if (!pkg) throw badRequest(`There is no package named ${o.package}`);
        change.packageName = o.package;
      }
      if (typeof o.expires === 'string') {
        if (o.expires !== 'none' && !/^\d{4}-\d{2}-\d{2}$/.test(o.expires)) throw badRequest('--expires must be YYYY-MM-DD or none');
        // Date.parse would roll 2030-02-31 over to March 3rd; the database would then refuse it with its whole query.
        if (o.expires !== 'none' && !isCalendarDay(o.expires)) throw badRequest('--expires is not a real date');
        change.expiredDate = o.expires === 'none' ? null : o.expires;
      }
      const mau = count(o, 'mau');
      const conversations = count(o, 'conversations');
      const agents = count(o, 'agents');
      if (mau !== undefined) change.mau = mau;
      if (conversations !== undefined) change.conversations = conversations;
      if (agents !== undefined) change.agents = agents;
      if (typeof o.features === 'string') {
        const features = [...new Set(o.features.split(',').map((s) => s.trim()).filter(Boolean))];
        const unknown = features.filter((f) => !Object.hasOwn(FEATURES, f));
        if (unknown.length > 0) throw badRequest(`Unknown feature: ${unknown.join(', ')}`);
        change.features = features;
      }
      const row = await setBilling(deps as ApiDeps, ws.id, change);
      return {
        result: 'success',
        billing: { workspace: ws.id, package: row.packageName, expires: row.expiredDate, mau: row.mau, conversations: row.conversations, agents: row.agents, features: row.features },
      };
    }
    case 'maintenance on':
      await fs.mkdir(path.dirname(deps.config.maintenanceFile), { recursive: true });
      await fs.writeFile(deps.config.maintenanceFile, `on since ${deps.now().toISOString()}\n`);
      return { result: 'success', maintenance: 'on', file: deps.config.maintenanceFile };
    case 'maintenance off':
      await fs.rm(deps.config.maintenanceFile, { force: true });
      return { result: 'success', maintenance: 'off', file: deps.config.maintenanceFile };
    default:
      throw badRequest(`Unknown command "${cmd.words.join(' ')}". Run with --help to see the commands.`);
  }
}
