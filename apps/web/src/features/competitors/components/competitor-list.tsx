import { Anchor, Group } from '@mantine/core';
import type { Competitor, EntryPayment } from '@segla/core';
import { AppLink } from '../../../components/app-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatRating } from '@segla/core/format';
import { useCompetitorPayments } from '../hooks/use-competitor-payments.ts';
import { usePaymentFilter } from '../hooks/use-payment-filter.ts';
import { shownUnder, type PaymentFilter } from '../utils/payment-filter.ts';
import { inStartOrder } from '../utils/start-order.ts';
import type { CompetitorFormContext } from './competitor-form.tsx';
import { CreateAccountButton } from './create-account-button.tsx';
import { DeleteCompetitorButton } from './delete-competitor-button.tsx';
import { EditCompetitorButton } from './edit-competitor-button.tsx';
import { MoveCompetitorSelect } from './move-competitor-select.tsx';
import { PaidCheckbox } from './paid-checkbox.tsx';

/** Said where the filter leaves a start group's list empty. */
const FILTERED_EMPTY: Record<Exclude<PaymentFilter, 'alla'>, string> = {
  betalda: 'Inga betalda anmälningar i den här startgruppen.',
  obetalda: 'Inga obetalda anmälningar i den här startgruppen.',
};

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children || '–'}</dd>
    </div>
  );
}

/** The prize categories ticked on her entry (§21), for the club; nothing when none. */
function TickedCategories({
  competitor,
  categories = [],
}: {
  competitor: Competitor;
  categories?: CompetitorFormContext['categories'];
}) {
  const names = categories
    .filter((category) => competitor.categories?.includes(category.id))
    .map((category) => category.name);
  return names.length > 0 ? <Fact term="Priskategorier">{names.join(', ')}</Fact> : null;
}

function CompetitorCard({
  competitor,
  startOrder,
  manage,
  payment,
}: {
  competitor: Competitor;
  startOrder: boolean;
  manage: CompetitorFormContext | null;
  /** Her entry fee, when the sailing has one (the club's view only). */
  payment: EntryPayment | undefined;
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
          {manage && <TickedCategories competitor={competitor} categories={manage.categories} />}
        </dl>
      </div>
      {manage && (
        <div className="competitor-actions">
          {payment && <PaidCheckbox competitor={competitor} payment={payment} />}
          <MoveCompetitorSelect competitor={competitor} groups={manage.groups} />
          <Group gap="xs">
            <EditCompetitorButton
              competitor={competitor}
              groups={manage.groups}
              boatModels={manage.boatModels}
              categories={manage.categories}
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
 * without an account, "Skapa konto"; when the sailing has an entry fee, also "Betald", and the
 * list follows the filter "Alla" / "Betalda" / "Obetalda" of `PaymentsBar` (issue 31).
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
  const payments = useCompetitorPayments(competitors, {
    enabled: manage?.hasEntryFee === true,
  });
  const [paymentFilter] = usePaymentFilter();
  // Without a fee there is nothing to filter by.
  const filter = payments ? paymentFilter : 'alla';
  if (competitors.length === 0) {
    return <EmptyState>Inga båtar i den här startgruppen ännu.</EmptyState>;
  }
  const shown = (startOrder ? inStartOrder(competitors) : competitors).filter((competitor) =>
    shownUnder(filter, payments?.get(competitor.id)),
  );
  if (shown.length === 0 && filter !== 'alla') {
    return <EmptyState>{FILTERED_EMPTY[filter]}</EmptyState>;
  }
  const List = startOrder ? 'ol' : 'ul';
  return (
    <List className="competitor-list" aria-label={label}>
      {shown.map((competitor) => (
        <CompetitorCard
          key={competitor.id}
          competitor={competitor}
          startOrder={startOrder}
          manage={manage}
          payment={payments?.get(competitor.id)}
        />
      ))}
    </List>
  );
}
