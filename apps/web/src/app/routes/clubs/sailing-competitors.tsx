import { Title } from '@mantine/core';
import type { SailingDetail } from '@segla/core';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { useBoatModels } from '../../../features/boat-models/api/get-boat-models.ts';
import { AddCompetitorButton } from '../../../features/competitors/components/add-competitor-button.tsx';
import type { CompetitorFormContext } from '../../../features/competitors/components/competitor-form.tsx';
import { CompetitorList } from '../../../features/competitors/components/competitor-list.tsx';
import { EntryListButton } from '../../../features/competitors/components/entry-list-button.tsx';
import { PaymentsBar } from '../../../features/competitors/components/payments-bar.tsx';
import { PreviousCompetitorsButton } from '../../../features/competitors/components/previous-competitors.tsx';
import { UngroupedCompetitors } from '../../../features/competitors/components/ungrouped-competitors.tsx';
import { usePrizeCategories } from '../../../features/prize-categories/api/get-prize-categories.ts';
import { entryCategoryOptions } from '../../../features/prize-categories/utils/entry-categories.ts';
import { ResultListsPanel } from '../../../features/result-lists/components/result-lists-panel.tsx';
import { useSailing } from '../../../features/sailings/api/get-sailing.ts';
import { NewStartGroupButton } from '../../../features/start-groups/components/new-start-group-button.tsx';
import { StartGroupSection } from '../../../features/start-groups/components/start-group-section.tsx';
import { ClubReportedFinishes } from './club-reported-finishes.tsx';
import { idParam } from '../id-param.ts';

/**
 * The Deltagare page of a sailing (docs/product.md §4, §11): its start groups with their
 * competitors, and those without a group. Everyone reads it; the club (or staff) also creates,
 * changes and removes start groups and competitors, moves boats between groups, enters earlier
 * boats and creates accounts. The sailing comes from its detail query, which the live updates
 * and every write here refresh; the layout above shows its loading and errors.
 */
export function Component() {
  const id = idParam(useParams().sailing);
  const sailing = useSailing(id).data;
  const user = useUser();
  const canManage = sailing ? canManageClub(user, sailing.club.slug, 'racing') : false;
  const boatModels = useBoatModels({ enabled: canManage });
  // The club's prize categories ticked in entries ("Dam"): a box each in the forms (§21).
  const categories = usePrizeCategories(sailing?.club.slug ?? '', { enabled: canManage });
  if (!sailing) return null;
  return (
    <SailingCompetitors
      sailing={sailing}
      manage={
        canManage
          ? {
              groups: sailing.start_groups,
              boatModels: boatModels.data ?? [],
              hasEntryFee: sailing.has_entry_fee,
              categories: entryCategoryOptions(categories.data),
            }
          : null
      }
    />
  );
}

function SailingCompetitors({
  sailing,
  manage,
}: {
  sailing: SailingDetail;
  /** What the club's controls need; null for readers. */
  manage: CompetitorFormContext | null;
}) {
  const groups = sailing.start_groups;
  const count =
    groups.reduce((sum, group) => sum + group.competitors.length, 0) +
    sailing.ungrouped_competitors.length;
  return (
    <section className="competitors-page touch-ui" aria-labelledby="competitors-heading">
      <div className="competitors-head">
        <Title order={3} id="competitors-heading">
          Deltagare ({count})
        </Title>
        {manage && (
          <div className="competitors-tools">
            <AddCompetitorButton
              sailingId={sailing.id}
              groups={manage.groups}
              boatModels={manage.boatModels}
              categories={manage.categories}
            />
            <PreviousCompetitorsButton
              clubSlug={sailing.club.slug}
              sailingId={sailing.id}
              groups={manage.groups}
            />
            <NewStartGroupButton sailingId={sailing.id} defaultStartTime={sailing.start_time} />
            {count > 0 && <EntryListButton sailingId={sailing.id} sailingName={sailing.name} />}
          </div>
        )}
      </div>
      {/* Sailors' own reports waiting for the club (issue 13, item 7). */}
      {manage && <ClubReportedFinishes sailing={sailing} />}
      {manage?.hasEntryFee && <PaymentsBar sailingId={sailing.id} />}
      {groups.length === 0 && count === 0 && (
        <EmptyState>
          {manage
            ? 'Inga startgrupper eller deltagare ännu. Börja med en startgrupp.'
            : 'Inga deltagare är anmälda ännu.'}
        </EmptyState>
      )}
      {groups.map((group) => (
        <StartGroupSection
          key={group.id}
          group={group}
          canManage={manage !== null}
          lists={manage && <ResultListsPanel sailingId={sailing.id} group={group} />}
        >
          <CompetitorList
            competitors={group.competitors}
            startOrder={group.start_type === 'pursuit'}
            manage={manage}
            label={`Deltagare i ${group.name}`}
          />
        </StartGroupSection>
      ))}
      <UngroupedCompetitors competitors={sailing.ungrouped_competitors} manage={manage} />
    </section>
  );
}
