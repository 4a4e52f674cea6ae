import type { DecisionPenalty, Protest } from '@segla/core';
import { DECISION_OUTCOME_LABELS, REDRESS_METHOD_LABELS } from '@segla/core/board';
import { formatPoints } from '@segla/core/format';
import { boardTime } from '../utils/board-time.ts';
import { boatLabel } from '../utils/boat-label.ts';

/** What a decision gives one boat: 'DSQ', 'SCP 20 %', 'RDG, Angivna poäng 3'. */
export function penaltyText(penalty: DecisionPenalty): string {
  if (penalty.code === 'SCP' && penalty.percent !== null) return `SCP ${penalty.percent} %`;
  if (penalty.code === 'RDG' && penalty.redress_method) {
    const method = REDRESS_METHOD_LABELS[penalty.redress_method];
    return penalty.redress_method === 'stated' && penalty.points !== null
      ? `RDG, ${method} ${formatPoints(penalty.points)}`
      : `RDG, ${method}`;
  }
  return penalty.code;
}

/**
 * A protest's decision: the outcome, the facts found, the conclusions and rules that apply,
 * and what each boat got (its code with its % or how its redress is scored).
 */
export function DecisionView({ decision }: { decision: NonNullable<Protest['decision']> }) {
  return (
    <div className="protest-decision">
      <p className="protest-decision-outcome">
        Beslut: <strong>{DECISION_OUTCOME_LABELS[decision.outcome]}</strong>
      </p>
      <dl className="protest-facts">
        {decision.facts && (
          <div>
            <dt>Fastställda fakta</dt>
            <dd className="preline">{decision.facts}</dd>
          </div>
        )}
        {decision.conclusions && (
          <div>
            <dt>Slutsatser</dt>
            <dd className="preline">{decision.conclusions}</dd>
          </div>
        )}
        {decision.rules && (
          <div>
            <dt>Tillämpliga regler</dt>
            <dd>{decision.rules}</dd>
          </div>
        )}
        {decision.penalties.length > 0 && (
          <div>
            <dt>Straff och gottgörelse</dt>
            <dd>
              <ul className="protest-penalties">
                {decision.penalties.map((penalty) => (
                  <li key={penalty.competitor.id}>
                    {boatLabel(penalty.competitor)}: <strong>{penaltyText(penalty)}</strong>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <p className="notice-meta">
        Beslutat <time dateTime={decision.decided_at}>{boardTime(decision.decided_at)}</time>
        {decision.decided_by && ` · ${decision.decided_by}`}
      </p>
    </div>
  );
}
