import { Anchor, Group } from '@mantine/core';
import type { Competitor } from '@segla/core';
import { AppLink } from '../../../components/app-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatRating } from '@segla/core/format';
import { inStartOrder } from '../utils/start-order.ts';
import type { CompetitorFormContext } from './competitor-form.tsx';
import { CreateAccountButton } from './create-account-button.tsx';
import { DeleteCompetitorButton } from './delete-competitor-button.tsx';
import { EditCompetitorButton } from './edit-competitor-button.tsx';
import { MoveCompetitorSelect } from './move-competitor-select.tsx';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children || '–'}</dd>
    </div>
  );
}

function CompetitorCard({
  competitor,
  startOrder,
  manage,
}: {
  competitor: Competitor;
  startOrder: boolean;
  manage: CompetitorFormContext | null;
}) {
  return (
    <li className={startOrder ? 'competitor-card competitor-card-timed' : 'competitor-card'}>
      {startOrder && (
        <div className="competitor-start">
          <span className="competitor-start-label">Start</span>
          <span className="competitor-start-time">{competitor.start ?? '–'}</span>
        </div>
      )}
      <div className="competitor-info">
        <div className="competitor-boat">{competitor.boat_name || '–'}</div>
        <dl className="competitor-facts">
          <Fact term="Skeppare">
            {competitor.sailor !== null && competitor.name ? (
              // Her sailor profile, when she has an account (docs/product.md §11).
              <Anchor component={AppLink} to={`/sailors/${competitor.sailor}`}>
                {competitor.name}
              </Anchor>
            ) : (
              competitor.name
            )}
          </Fact>
          <Fact term="Båttyp">{competitor.boat_type}</Fact>
          <Fact term="Segelnummer">{competitor.sail_number}</Fact>
          <Fact term="Klubb">{competitor.club_name}</Fact>
          <Fact term="SRS">
            {competitor.rating === null ? 'Saknas' : formatRating(competitor.rating)}
          </Fact>
        </dl>
      </div>
      {manage && (
        <div className="competitor-actions">
          <MoveCompetitorSelect competitor={competitor} groups={manage.groups} />
          <Group gap="xs">
            <EditCompetitorButton
              competitor={competitor}
              groups={manage.groups}
              boatModels={manage.boatModels}
            />
            <DeleteCompetitorButton competitor={competitor} />
            {competitor.sailor === null && <CreateAccountButton competitor={competitor} />}
          </Group>
        </div>
      )}
    </li>
  );
}

/**
 * A start group's competitors (or the ungrouped ones) as cards that stack on a phone. A pursuit
 * start lists them in start order with each boat's start time: the list a race officer reads
 * out. With `manage` (the club) each card has its start group select, "Ändra", "Ta bort" and,
 * without an account, "Skapa konto".
 */
export function CompetitorList({
  competitors,
  startOrder = false,
  manage = null,
  label,
}: {
  competitors: readonly Competitor[];
  /** A pursuit start: in start order, with each boat's start time. */
  startOrder?: boolean;
  manage?: CompetitorFormContext | null;
  /** The list's accessible name, e.g. the group's name. */
  label: string;
}) {
  if (competitors.length === 0) {
    return <EmptyState>Inga båtar i den här startgruppen ännu.</EmptyState>;
  }
  const shown = startOrder ? inStartOrder(competitors) : competitors;
  const List = startOrder ? 'ol' : 'ul';
  return (
    <List className="competitor-list" aria-label={label}>
      {shown.map((competitor) => (
        <CompetitorCard
          key={competitor.id}
          competitor={competitor}
          startOrder={startOrder}
          manage={manage}
        />
      ))}
    </List>
  );
}
