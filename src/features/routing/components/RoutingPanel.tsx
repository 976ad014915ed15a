import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FieldError } from '../../../components/form/FieldError';
import { When } from '../../../components/time/When';
import type { RoutingDecision } from '../../../domain/routing';
import { modeLabel, OUTCOME_LABELS, SOURCE_LABELS } from '../routingPanelRules';
import { initialRoutingPanelState, neededSkillChosen, routingPanelOpened } from '../routingPanelSlice';
import './routingPanel.css';

const KEEP = '__routed';

function Decision({ decision }: { decision: RoutingDecision }) {
  return (
    <li className="routing-panel__decision">
      <When at={decision.at} /> <strong>{OUTCOME_LABELS[decision.outcome]}</strong>
      {decision.chosenName ? <> to {decision.chosenName}</> : null} <span className="muted">({modeLabel(decision.mode)})</span>
      <div>{decision.reason}</div>
    </li>
  );
}

/**
 * The conversation's routing for Administrators: each decision (when, what, to whom, why), live from the
 * 'routing decision' events, and the skill it needs, chosen here by hand (the conversation is routed again).
 */
export function RoutingPanel({ conversationId }: { conversationId: string }) {
  const dispatch = useAppDispatch();
  // The chat page module brings the slice; a store without it (another page's test) shows the panel loading.
  const panel = useAppSelector((state) => state.routingPanel ?? initialRoutingPanelState);
  const selectId = useId();
  useEffect(() => {
    dispatch(routingPanelOpened(conversationId));
  }, [dispatch, conversationId]);
  const current = panel.conversationId === conversationId ? panel : initialRoutingPanelState;
  // The api's answer (the panel's read, or the last choice); 'As routed' only until it is read.
  const value = current.neededSkill === undefined ? KEEP : (current.neededSkill.skillId ?? '');

  return (
    <details className="routing-panel" aria-label="Routing">
      <summary>Routing</summary>
      <div className="routing-panel__skill">
        <label htmlFor={selectId}>Needed skill</label>
        <select
          id={selectId}
          value={value}
          disabled={current.skillSaving || !current.skills}
          aria-describedby={current.skillError ? `${selectId}-error` : undefined}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (next !== KEEP) dispatch(neededSkillChosen({ conversationId, skillId: next || null }));
          }}
        >
          {value === KEEP ? <option value={KEEP}>As routed</option> : null}
          <option value="">No skill needed</option>
          {(current.skills ?? []).map((skill) => (
            <option key={skill.id} value={skill.id}>
              {skill.name}
            </option>
          ))}
        </select>
        {current.neededSkill?.source ? <span className="muted">{SOURCE_LABELS[current.neededSkill.source]}</span> : null}
        <FieldError id={`${selectId}-error`} message={current.skillError} />
      </div>
      {current.status === 'failed' ? (
        <p role="alert">The routing decisions could not be loaded.</p>
      ) : current.status !== 'ready' ? (
        <p role="status">Loading…</p>
      ) : current.decisions.length === 0 ? (
        <p className="muted">No routing decision yet: this conversation was not routed.</p>
      ) : (
        <ol className="routing-panel__decisions" aria-label="Routing decisions" aria-live="polite">
          {current.decisions.map((decision) => (
            <Decision key={decision.id} decision={decision} />
          ))}
        </ol>
      )}
    </details>
  );
}
