import { Text } from '@mantine/core';
import type { SailingDetail } from '@segla/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { useBoatModels } from '../../../features/boat-models/api/get-boat-models.ts';
import { useBoatsOfOwner } from '../../../features/boats/api/get-boats.ts';
import { EntryPanel } from '../../../features/entries/components/entry-panel.tsx';
import { usePrizeCategories } from '../../../features/prize-categories/api/get-prize-categories.ts';
import { entryCategoryOptions } from '../../../features/prize-categories/utils/entry-categories.ts';
import { formatDeadline } from '../../../features/entries/utils/entry-state.ts';
import { useSailing } from '../../../features/sailings/api/get-sailing.ts';
import { formatDate, formatTime, plural } from '@segla/core/format';
import { tallyOpen } from '@segla/core/tally';
import { idParam } from '../id-param.ts';
import { lazyComponent } from '../../../components/lazy-component.tsx';

/**
 * "Jag har gått i mål" brings the Målgång page's clock and offline queue: loaded only for a
 * sailor entered in an ongoing sailing, not with every Info page.
 */
const SailorFinishReport = lazyComponent(() =>
  import('./sailor-finish-report.tsx').then((module) => module.SailorFinishReport),
);
/** "Vi är i land" (issue 31, "Säkerhet"): loaded only for a signed-in sailor's page. */
const SailorAshore = lazyComponent(() =>
  import('./sailor-ashore.tsx').then((module) => module.SailorAshore),
);

export function Component() {
  const sailing = useSailing(idParam(useParams().sailing)).data;
  const sailor = useUser()?.sailor ?? null;
  // A sailor's entry form shows the SRS value her choice gives (issue 13): the models then.
  const mayEnter =
    sailor !== null && sailing?.reg_status === 'open' && sailing.status === 'upcoming';
  const boatModels = useBoatModels({ enabled: mayEnter }).data ?? [];
  // The club's prize categories she may tick in her entry ("Dam", issue 32).
  const categories = usePrizeCategories(sailing?.club.slug ?? '', { enabled: mayEnter }).data;
  if (!sailing) return null;
  // Her own entry in an ongoing sailing: she may report her finish (issue 13, item 7).
  const ownEntry =
    sailing.status === 'ongoing' && sailor !== null
      ? sailing.competitors.find((competitor) => competitor.sailor === sailor.id)
      : undefined;
  return (
    <>
      {sailor && (
        <EntryPanel
          sailing={sailing}
          sailorId={sailor.id}
          settingsHref={`/sailors/${encodeURIComponent(sailor.slug)}/settings`}
          boatModels={boatModels}
          useBoats={useBoatsOfOwner}
          categories={entryCategoryOptions(categories)}
        />
      )}
      {ownEntry && (
        <Suspense fallback={null}>
          <SailorFinishReport sailing={sailing} competitor={ownEntry} />
        </Suspense>
      )}
      {sailor && tallyOpen(sailing.status) && (
        <Suspense fallback={null}>
          <SailorAshore sailing={sailing} sailorId={sailor.id} />
        </Suspense>
      )}
      <SailingFacts sailing={sailing} />
    </>
  );
}

function SailingFacts({ sailing }: { sailing: SailingDetail }) {
  return (
    <dl className="facts">
      <div>
        <dt>Datum</dt>
        <dd>{formatDate(sailing.start_date)}</dd>
      </div>
      <div>
        <dt>Start</dt>
        <dd>{sailing.start_time ? formatTime(sailing.start_time) : 'Ej satt'}</dd>
      </div>
      <div>
        <dt>Bana</dt>
        <dd>{sailing.course?.name ?? 'Ej vald'}</dd>
      </div>
      <div>
        <dt>Serie</dt>
        <dd>{sailing.serie?.name ?? 'Ingen'}</dd>
      </div>
      <div>
        <dt>Anmälan</dt>
        <dd>{sailing.reg_status === 'open' ? 'Öppen' : 'Stängd'}</dd>
      </div>
      {sailing.entry_deadline && (
        <div>
          <dt>Sista anmälningstid</dt>
          <dd>{formatDeadline(sailing.entry_deadline)}</dd>
        </div>
      )}
      <div>
        <dt>Båtar</dt>
        <dd>{plural(sailing.competitor_count, 'båt', 'båtar')}</dd>
      </div>
      {sailing.description && (
        <div className="facts-wide">
          <dt>Beskrivning</dt>
          <dd>
            <Text className="preline">{sailing.description}</Text>
          </dd>
        </div>
      )}
    </dl>
  );
}
