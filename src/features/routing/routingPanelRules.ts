// The Routing panel's small decisions: the decision list kept once per decision in time order, and how a
// decision and a needed skill's origin read to an Administrator. Pure.

import { ASSIGNMENT_MODE_LABELS, ASSIGNMENT_MODES, type AssignmentMode, type NeededSkillSource, type RoutingDecision } from '../../domain/routing';

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

const isMode = (mode: string): mode is AssignmentMode => (ASSIGNMENT_MODES as readonly string[]).includes(mode);

/** A decision's mode as the Assignment section names it; one this console does not know, as the api wrote it. */
export const modeLabel = (mode: string): string => (isMode(mode) ? ASSIGNMENT_MODE_LABELS[mode] : mode);
