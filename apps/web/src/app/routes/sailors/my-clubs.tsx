import { Text, Title } from '@mantine/core';
import type { HeldRole } from '@segla/core';
import { CLUB_ROLE_LABELS } from '@segla/core/club';
import { AppLink } from '../../../components/app-link.tsx';

/**
 * "Mina klubbar" on her own overview (docs/product.md §6): each club she holds a role in, to the
 * club's page, with the role. Nothing when she has none.
 */
export function MyClubs({ roles }: { roles: readonly HeldRole[] }) {
  if (roles.length === 0) return null;
  const sorted = [...roles].sort((a, b) => a.club.name.localeCompare(b.club.name, 'sv'));
  return (
    <section aria-labelledby="sailor-my-clubs">
      <Title order={2} size="h3" id="sailor-my-clubs" mb="sm">
        Mina klubbar
      </Title>
      <ul className="my-clubs">
        {sorted.map(({ club, role }) => (
          <li key={club.id}>
            <AppLink to={`/clubs/${encodeURIComponent(club.slug)}`}>{club.name}</AppLink>{' '}
            <Text span c="dimmed">
              {CLUB_ROLE_LABELS[role]}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
