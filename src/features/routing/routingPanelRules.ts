// The Routing panel's small decisions: the decision list kept once per decision in time order, and how a
// decision and a needed skill's origin read to an Administrator. Pure.

import type { NeededSkillSource, RoutingDecision } from '../../domain/routing';

/** The list with this decision in it once (a live event and the read can both bring it), oldest first. */
export function withDecision(list: RoutingDecision[], decision: RoutingDecision): RoutingDecision[] {
  if (list.some((d) => d.id === decision.id)) return list;
  return [...list, decision].sort((a, b) => a.at.localeCompare(b.at));
}

export const OUTCOME_LABELS: Record<RoutingDecision['outcome'], string> = {
  assigned: 'Assigned',
  waiting: 'Waiting in the queue',
  returned: 'Given back to the queue',
};

export const SOURCE_LABELS: Record<NeededSkillSource, string> = {
  channel: "from the channel",
  department: 'from the department',
  keyword: 'from a keyword rule',
  manual: 'chosen by hand',
};
