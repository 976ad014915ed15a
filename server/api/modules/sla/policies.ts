import type { SlaPolicy } from '../../../../src/domain/sla';
import type { Tx } from '../../db/client';
import type { ApiDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/record';
import { deletePolicy, findPolicy, insertPolicy, listPolicies, updatePolicy } from './policyRepository';
import { readPolicy } from './policyInput';
import { requestSlaRecompute } from './recomputeRequests';

// The SLA policies of a workspace. Every change is audited and asks, in the same transaction, for the open
// tickets' policies and due times to be computed again in the background (recompute.ts).

export const NO_POLICY = 'This SLA policy does not exist in your workspace.';

const audit = (tx: Tx, workspaceId: string, actor: AuditActor, action: string, policy: { id: string; name: string }, before?: unknown, after?: unknown) =>
  recordAudit(tx, workspaceId, actor, { action: `sla.${action}`, targetType: 'sla-policy', targetId: policy.id, targetLabel: policy.name, before, after });

async function policyOrNotFound(tx: Tx, workspaceId: string, id: string): Promise<SlaPolicy> {
  const policy = await findPolicy(tx, workspaceId, id);
  if (!policy) throw notFound(NO_POLICY);
  return policy;
}

export function createPolicy(deps: ApiDeps, workspaceId: string, body: unknown, actor: AuditActor): Promise<SlaPolicy> {
  return deps.db.transaction(async (tx) => {
    const content = await readPolicy(tx, workspaceId, body);
    const created = await insertPolicy(tx, workspaceId, content);
    await audit(tx, workspaceId, actor, 'policy-created', created, undefined, content);
    await requestSlaRecompute(tx, workspaceId, deps.now());
    return created;
  });
}

export function changePolicy(deps: ApiDeps, workspaceId: string, id: string, body: unknown, actor: AuditActor): Promise<SlaPolicy> {
  return deps.db.transaction(async (tx) => {
    const before = await policyOrNotFound(tx, workspaceId, id);
    const content = await readPolicy(tx, workspaceId, body);
    await updatePolicy(tx, workspaceId, id, content, deps.now());
    const { id: _id, ...old } = before;
    await audit(tx, workspaceId, actor, 'policy-changed', { id, name: content.name }, old, content);
    await requestSlaRecompute(tx, workspaceId, deps.now());
    return { id, ...content };
  });
}

/** Its tickets keep their clocks until the recompute matches them to another policy, or to none. */
export function removePolicy(deps: ApiDeps, workspaceId: string, id: string, actor: AuditActor): Promise<SlaPolicy[]> {
  return deps.db.transaction(async (tx) => {
    const policy = await policyOrNotFound(tx, workspaceId, id);
    await deletePolicy(tx, workspaceId, id);
    await audit(tx, workspaceId, actor, 'policy-deleted', policy, { name: policy.name, priority: policy.priority });
    await requestSlaRecompute(tx, workspaceId, deps.now());
    return listPolicies(tx, workspaceId);
  });
}
