import { isAccessUrl } from '../../../../src/domain/access';
import { ACCESS_FIELD_MESSAGES, defaultAccessFor } from '../../../../src/domain/accessPresets';
import type { Role } from '../../../../src/domain/api';
import { workspaceNameError } from '../../../../src/domain/workspaceRules';
import { email as emailRule, name as nameRule } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { TIME_ZONE_MESSAGE, canonicalTimeZone } from '../../clock/timeZoneName';
import { DEFAULT_TIME_ZONE } from '../../clock/workspaceClock';
import { AppError, badRequest } from '../../http/errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, hashPassword } from '../../security/passwords';
import { findUserByEmail, insertUser, type UserRow } from '../users/repository';
import { createWorkspace, upsertMember, type MemberRow, type WorkspaceRow } from './repository';

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw badRequest(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (password.length > PASSWORD_MAX_LENGTH) throw badRequest(`The password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
}

export async function createUser(
  deps: Pick<ApiDeps, 'db'>,
  input: { email: string; password: string; name?: string },
): Promise<UserRow> {
  const emailError = emailRule(input.email);
  if (emailError) throw badRequest(`E-mail: ${emailError}`);
  checkPassword(input.password);
  const username = input.name?.trim() || input.email.trim().split('@')[0]!;
  const nameError = nameRule(username);
  if (nameError) throw badRequest(`Name: ${nameError}`);
  if (await findUserByEmail(deps.db, input.email)) throw new AppError(409, `A user with the e-mail ${input.email} already exists.`);
  return insertUser(deps.db, { email: input.email, username, passwordHash: await hashPassword(input.password) });
}

export function accessFor(role: Role, requested?: string[]): string[] {
  if (!requested) return defaultAccessFor(role);
  const unknown = requested.filter((url) => !isAccessUrl(url));
  if (unknown.length > 0) throw badRequest(ACCESS_FIELD_MESSAGES.unknown(unknown));
  return [...new Set(requested)];
}

/** A new workspace with its owner as an Administrator with full access; its time zone is UTC unless given. */
export async function createWorkspaceFor(
  deps: Pick<ApiDeps, 'db'>,
  input: { name: string; owner: UserRow; timeZone?: string },
): Promise<WorkspaceRow> {
  const nameError = workspaceNameError(input.name);
  if (nameError) throw badRequest(`name: ${nameError}`, { name: nameError });
  const name = input.name.trim();
  const timeZone = canonicalTimeZone(input.timeZone ?? DEFAULT_TIME_ZONE);
  if (!timeZone) throw badRequest(`timeZone: ${TIME_ZONE_MESSAGE}`, { timeZone: TIME_ZONE_MESSAGE });
  const workspace = await createWorkspace(deps.db, { name, ownerId: input.owner.id, timeZone });
  await upsertMember(deps.db, {
    workspaceId: workspace.id,
    userId: input.owner.id,
    role: 'Administrator',
    access: accessFor('Administrator'),
    expired: false,
  });
  return workspace;
}

export async function addMember(
  deps: Pick<ApiDeps, 'db'>,
  input: { workspaceId: string; user: UserRow; role: Role; access?: string[]; expired?: boolean },
): Promise<MemberRow> {
  return upsertMember(deps.db, {
    workspaceId: input.workspaceId,
    userId: input.user.id,
    role: input.role,
    access: accessFor(input.role, input.access),
    expired: input.expired ?? false,
  });
}
