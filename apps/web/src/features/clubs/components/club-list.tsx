import { Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { ListLink } from '../../../components/list-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { initials } from '../../../lib/initials.ts';
import { useClubs } from '../api/get-clubs.ts';

/** Every club on Segla, each opening its club page. */
export function ClubList() {
  const clubs = useClubs();
  if (clubs.isError) return <QueryError error={clubs.error} onRetry={() => void clubs.refetch()} />;
  if (!clubs.data) return <DelayedLoader label="Hämtar klubbar…" />;
  if (clubs.data.length === 0) return <EmptyState>Det finns inga klubbar ännu.</EmptyState>;
  return (
    <ul className="sailor-list">
      {clubs.data.map((club) => (
        <li key={club.id}>
          <ListLink
            to={`/clubs/${encodeURIComponent(club.slug)}`}
            name={club.name}
            avatar={
              <span className="sailor-avatar club" aria-hidden>
                {initials(club.name)}
              </span>
            }
          >
            <Text span size="sm" c="dimmed" className="with-icon">
              <IconMapPin size={14} aria-hidden /> {club.city || 'Ort saknas'}
            </Text>
          </ListLink>
        </li>
      ))}
    </ul>
  );
}
