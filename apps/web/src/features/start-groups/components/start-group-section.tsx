import { Group, Title } from '@mantine/core';
import type { StartGroup } from '@segla/core';
import type { ReactNode } from 'react';
import {
  entryRuleText,
  HANDICAP_LABELS,
  PURSUIT_ROUNDING_LABELS,
  START_TYPE_LABELS,
} from '../utils/start-group-labels.ts';
import { DeleteStartGroupButton } from './delete-start-group-button.tsx';
import { EditStartGroupButton } from './edit-start-group-button.tsx';

/** A clock time as shown: 'HH:MM', with the seconds only when they are not zero. */
function clockText(time: string): string {
  return time.endsWith(':00') ? time.slice(0, 5) : time;
}

/** The start type as shown: a pursuit start with its planned time and rounding. */
function startTypeText(group: StartGroup): string {
  const label = START_TYPE_LABELS[group.start_type];
  if (group.start_type !== 'pursuit') return label;
  const minutes = group.pursuit_minutes === null ? null : `${group.pursuit_minutes} min`;
  const rounding = PURSUIT_ROUNDING_LABELS[group.pursuit_rounding].toLowerCase();
  return `${label} (${[minutes, rounding].filter(Boolean).join(', ')})`;
}

/**
 * One start group of the Deltagare page: its name, start time, handicap and start type, its
 * further result lists for the club (`lists`, composed by app/: "Resultatlistor"), its
 * competitors (`children`), and for the club "Ändra" and "Ta bort".
 */
export function StartGroupSection({
  group,
  canManage,
  lists,
  children,
}: {
  group: StartGroup;
  canManage: boolean;
  /** The group's "Resultatlistor" panel (docs/product.md §12), shown above its competitors. */
  lists?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `start-group-${group.id}`;
  const rule = entryRuleText(group);
  return (
    <section className="start-group" aria-labelledby={headingId}>
      <div className="start-group-head">
        <div>
          <Title order={4} id={headingId}>
            {group.name}
          </Title>
          <dl className="start-group-facts">
            <div>
              <dt>Start</dt>
              <dd>{group.start_time ? clockText(group.start_time) : 'Ingen starttid'}</dd>
            </div>
            <div>
              <dt>Handikapp</dt>
              <dd>{HANDICAP_LABELS[group.handicap]}</dd>
            </div>
            <div>
              <dt>Starttyp</dt>
              <dd>{startTypeText(group)}</dd>
            </div>
            <div>
              <dt>Båtar</dt>
              <dd>{group.competitors.length}</dd>
            </div>
            {rule !== null && (
              <div>
                <dt>Tar emot</dt>
                <dd>{rule}</dd>
              </div>
            )}
          </dl>
        </div>
        {canManage && (
          <Group gap="xs" className="start-group-actions">
            <EditStartGroupButton group={group} />
            <DeleteStartGroupButton group={group} />
          </Group>
        )}
      </div>
      {lists}
      {children}
    </section>
  );
}
