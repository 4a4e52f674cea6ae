import { Badge, Button, Group } from '@mantine/core';
import type { Protest } from '@segla/core';
import {
  INFORMED_LABEL,
  LATE_ACCEPTED_LABEL,
  PROTEST_KIND_LABELS,
  PROTEST_STATUS_LABELS,
  type ProtestStatus,
} from '@segla/core/board';
import { IconCalendarEvent, IconGavel } from '@tabler/icons-react';
import { protestAnchor } from '../../../lib/protest-link.ts';
import { boardTime, hearingTime } from '../utils/board-time.ts';
import { protestParties } from '../utils/protest-parties.ts';
import { DecisionView } from './decision-view.tsx';

const STATUS_COLORS: Record<ProtestStatus, string> = {
  filed: 'orange',
  scheduled: 'blue',
  decided: 'green',
};

/** '3. Protest', '4. Begäran om gottgörelse': a protest's heading. */
export function protestHeading(protest: Pick<Protest, 'number' | 'kind'>): string {
  return `${protest.number}. ${PROTEST_KIND_LABELS[protest.kind]}`;
}

/**
 * One protest of the sailing (docs/product.md §17), under its anchor `#protest-<id>` (result
 * lines and the change log link there): number and kind, the parties, its status, what was
 * filed, the hearing when scheduled and the decision when decided. A late protest an official
 * let in is marked so, with the reason. Officials get "Utlys förhandling" and, with the
 * 'decision' scope (the protest committee too), "Beslut", until it is decided.
 */
export function ProtestItem({
  protest,
  onSchedule,
  onDecide,
}: {
  protest: Protest;
  onSchedule?: (protest: Protest) => void;
  onDecide?: (protest: Protest) => void;
}) {
  const headingId = `${protestAnchor(protest.id)}-heading`;
  const open = protest.status !== 'decided';
  return (
    <li id={protestAnchor(protest.id)} className="protest" aria-labelledby={headingId}>
      <div className="protest-head">
        <h4 id={headingId} className="protest-title">
          {protestHeading(protest)}
        </h4>
        <Badge variant="light" radius="sm" color={STATUS_COLORS[protest.status]}>
          {PROTEST_STATUS_LABELS[protest.status]}
        </Badge>
      </div>
      <p className="protest-parties">{protestParties(protest)}</p>
      {protest.late_reason !== null && (
        <div className="protest-late">
          <Badge variant="outline" radius="sm" color="orange">
            {LATE_ACCEPTED_LABEL}
          </Badge>{' '}
          {protest.late_reason}
        </div>
      )}
      <dl className="protest-facts">
        {protest.incident_time && (
          <div>
            <dt>Tid för incidenten</dt>
            <dd>{protest.incident_time}</dd>
          </div>
        )}
        {protest.incident_place && (
          <div>
            <dt>Plats</dt>
            <dd>{protest.incident_place}</dd>
          </div>
        )}
        {protest.rules && (
          <div>
            <dt>Regler som brutits</dt>
            <dd>{protest.rules}</dd>
          </div>
        )}
        <div>
          <dt>Beskrivning</dt>
          <dd className="preline">{protest.description}</dd>
        </div>
        {protest.kind !== 'redress' && (
          <div>
            <dt>{INFORMED_LABEL}</dt>
            <dd>{protest.informed ? 'Ja' : 'Nej'}</dd>
          </div>
        )}
      </dl>
      <p className="notice-meta">
        Inlämnad <time dateTime={protest.filed_at}>{boardTime(protest.filed_at)}</time>
        {protest.filed_by && ` · ${protest.filed_by}`}
      </p>
      {protest.hearing && (
        <p className="protest-hearing">
          <IconCalendarEvent size={18} aria-hidden />
          <span>
            Förhandling <strong>{hearingTime(protest.hearing.at)}</strong>, {protest.hearing.place}
          </span>
        </p>
      )}
      {protest.decision && <DecisionView decision={protest.decision} />}
      {open && (onSchedule || onDecide) && (
        <Group gap="sm" className="notice-actions">
          {onSchedule && (
            <Button
              variant="default"
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
              aria-label={`Utlys förhandling för protest ${protest.number}`}
              onClick={() => onSchedule(protest)}
            >
              Utlys förhandling
            </Button>
          )}
          {onDecide && (
            <Button
              variant="default"
              leftSection={<IconGavel size={18} aria-hidden />}
              aria-label={`Beslut för protest ${protest.number}`}
              onClick={() => onDecide(protest)}
            >
              Beslut
            </Button>
          )}
        </Group>
      )}
    </li>
  );
}
