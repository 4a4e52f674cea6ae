import { Text, TextInput } from '@mantine/core';
import type { Sailor } from '@segla/core';
import {
  foldWords,
  matchesSearchWords,
  sailorSearchTexts,
  swedishCollator,
} from '@segla/core/search';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { ListLink } from '../../../components/list-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSailors } from '../api/get-sailors.ts';

function fullName(sailor: Sailor) {
  return `${sailor.first_name} ${sailor.last_name}`.trim();
}

export function SailorInitials({ sailor }: { sailor: Pick<Sailor, 'first_name' | 'last_name'> }) {
  return (
    <span className="sailor-avatar" aria-hidden>
      {(sailor.first_name[0] ?? '') + (sailor.last_name[0] ?? '')}
    </span>
  );
}

/** Every sailor, searchable by name or club, sorted by last name the Swedish way. */
export function SailorList() {
  const sailors = useSailors();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);

  const shown = useMemo(() => {
    // As the site search finds a sailor: each word begins a word of the name or the club's.
    const words = foldWords(deferred);
    return (sailors.data ?? [])
      .filter((sailor) =>
        matchesSearchWords(
          words,
          sailorSearchTexts({ ...sailor, club_name: sailor.club?.name ?? null }),
        ),
      )
      .sort(
        (a, b) =>
          swedishCollator.compare(a.last_name, b.last_name) ||
          swedishCollator.compare(a.first_name, b.first_name),
      );
  }, [sailors.data, deferred]);

  return (
    <div>
      <TextInput
        type="search"
        label="Sök seglare"
        description="Namn eller klubb"
        leftSection={<IconSearch size={20} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={480}
        mb="lg"
        autoComplete="off"
      />
      {sailors.isError ? (
        <QueryError error={sailors.error} onRetry={() => void sailors.refetch()} />
      ) : !sailors.data ? (
        <DelayedLoader label="Hämtar seglare…" />
      ) : shown.length === 0 ? (
        <EmptyState>
          {filter ? `Ingen seglare matchar ”${filter.trim()}”.` : 'Det finns inga seglare ännu.'}
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {shown.length === sailors.data.length
              ? `${shown.length} seglare`
              : `${shown.length} av ${sailors.data.length} seglare`}
          </Text>
          <ul className="sailor-list">
            {shown.map((sailor) => (
              <li key={sailor.id}>
                <ListLink
                  to={`/sailors/${encodeURIComponent(sailor.slug)}`}
                  name={fullName(sailor)}
                  avatar={<SailorInitials sailor={sailor} />}
                >
                  <Text span size="sm" c="dimmed">
                    {sailor.club?.name ?? 'Ingen klubb'}
                  </Text>
                </ListLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
