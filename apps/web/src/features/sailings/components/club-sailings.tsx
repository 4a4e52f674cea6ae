import { Button, Group, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import type { SailingListItem } from '@segla/core';
import { SAILING_STATUS_LABELS, SAILING_STATUSES, type SailingStatus } from '@segla/core/sailing';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SailingCard } from '../../../components/sailing-card.tsx';
import { useClubSailings } from '../api/get-sailing.ts';
import {
  filterChoices,
  filterSailings,
  readSailingFilters,
  withSailingFilters,
  type SailingFilterValues,
} from '../utils/sailing-filters.ts';
import type { SailingFormChoices } from './sailing-form.tsx';

// The form brings the schemas (zod): only a club that adds a sailing loads it.
const SailingFormModal = lazy(() => import('./sailing-form-modal.tsx'));

const ORDER: Record<SailingListItem['status'], number> = {
  ongoing: 0,
  upcoming: 1,
  unpublished: 2,
  finished: 3,
  cancelled: 3,
};

const HEADINGS = ['Pågår nu', 'Kommande', 'Opublicerade', 'Genomförda'];

function SailingFilters({
  sailings,
  values,
  onChange,
}: {
  sailings: readonly SailingListItem[];
  values: SailingFilterValues;
  onChange: (values: SailingFilterValues) => void;
}) {
  const { years, series } = filterChoices(sailings);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" role="group" aria-label="Filtrera seglingar">
      <NativeSelect
        label="År"
        size="lg"
        value={values.year}
        onChange={(event) => onChange({ ...values, year: event.currentTarget.value })}
        data={[
          { value: '', label: 'Alla år' },
          ...years.map((year) => ({ value: year, label: year })),
        ]}
      />
      <NativeSelect
        label="Status"
        size="lg"
        value={values.status}
        onChange={(event) =>
          onChange({ ...values, status: event.currentTarget.value as SailingStatus | '' })
        }
        data={[
          { value: '', label: 'Alla' },
          ...SAILING_STATUSES.map((status) => ({
            value: status,
            label: SAILING_STATUS_LABELS[status],
          })),
        ]}
      />
      <NativeSelect
        label="Serie"
        size="lg"
        className="sailing-filter-wide"
        value={values.serie}
        onChange={(event) => onChange({ ...values, serie: event.currentTarget.value })}
        data={[
          { value: '', label: 'Alla serier' },
          ...series.map((serie) => ({ value: String(serie.id), label: serie.name })),
        ]}
      />
    </SimpleGrid>
  );
}

function SailingGroups({
  sailings,
  sailingHref,
}: {
  sailings: readonly SailingListItem[];
  sailingHref: (sailing: SailingListItem) => string;
}) {
  const groups: SailingListItem[][] = [[], [], [], []];
  for (const sailing of sailings) groups[ORDER[sailing.status]]?.push(sailing);
  groups[3]?.reverse();
  return (
    <Stack gap="xl">
      {groups.map((list, index) =>
        list.length === 0 ? null : (
          <section key={HEADINGS[index]} aria-labelledby={`club-sailings-${index}`}>
            <Title order={2} size="h3" id={`club-sailings-${index}`} mb="sm">
              {HEADINGS[index]}
            </Title>
            <Stack gap="xs">
              {list.map((sailing) => (
                <SailingCard
                  key={sailing.id}
                  sailing={sailing}
                  href={sailingHref(sailing)}
                  showClub={false}
                />
              ))}
            </Stack>
          </section>
        ),
      )}
    </Stack>
  );
}

/**
 * A club's sailings grouped as ongoing, upcoming, unpublished and past (newest first),
 * filtered by year, status and series (kept in the address, so going back keeps them). The
 * list is the club's live list (`['sailings', 'list', {club}]`): the filters only choose what
 * of it shows. Those who manage the club add a sailing with "Ny segling".
 */
export function ClubSailings({
  club,
  sailingHref,
  canManage = false,
  clubId,
  choices = { series: [], courses: [] },
}: {
  club: string;
  sailingHref: (sailing: SailingListItem) => string;
  /** Show "Ny segling" (the club's own account, or staff). */
  canManage?: boolean;
  /** The club's id, which staff must name on a new sailing. */
  clubId?: number;
  /** The club's series and courses for the form. */
  choices?: SailingFormChoices;
}) {
  const sailings = useClubSailings(club);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Replaced, not pushed: going back leaves the page rather than undoing a filter.
  const setFilters = (values: SailingFilterValues) =>
    setParams((current) => withSailingFilters(current, values), { replace: true });
  const [creating, setCreating] = useState(false);
  const [formWanted, setFormWanted] = useState(false);

  const newSailing = canManage && (
    <Group justify="flex-end">
      <Button
        size="lg"
        leftSection={<IconPlus size={20} aria-hidden />}
        onClick={() => {
          setFormWanted(true);
          setCreating(true);
        }}
      >
        Ny segling
      </Button>
      {formWanted && (
        <Suspense fallback={null}>
          <SailingFormModal
            opened={creating}
            onClose={() => setCreating(false)}
            clubId={clubId}
            choices={choices}
            onSaved={(saved) => {
              setCreating(false);
              void navigate(sailingHref(saved));
            }}
          />
        </Suspense>
      )}
    </Group>
  );

  let body;
  if (sailings.isError) {
    body = <QueryError error={sailings.error} onRetry={() => void sailings.refetch()} />;
  } else if (!sailings.data) {
    body = <DelayedLoader label="Hämtar seglingar…" />;
  } else if (sailings.data.length === 0) {
    body = <EmptyState>Klubben har inga seglingar ännu.</EmptyState>;
  } else {
    const values = readSailingFilters(params, sailings.data);
    const shown = filterSailings(sailings.data, club, values);
    body = (
      <>
        <SailingFilters sailings={sailings.data} values={values} onChange={setFilters} />
        {shown.length === 0 ? (
          <div>
            <EmptyState>Inga seglingar matchar filtret.</EmptyState>
            <Group justify="center">
              <Button
                variant="default"
                size="lg"
                onClick={() => setFilters({ year: '', status: '', serie: '' })}
              >
                Visa alla seglingar
              </Button>
            </Group>
          </div>
        ) : (
          <SailingGroups sailings={shown} sailingHref={sailingHref} />
        )}
      </>
    );
  }

  return (
    <Stack gap="lg">
      {newSailing}
      {body}
    </Stack>
  );
}
