import { Anchor, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { CalendarSubscribe } from '../../../features/clubs/components/calendar-subscribe.tsx';

/**
 * The club's home: what the club says about itself, how to reach it, and its sailings in one's
 * own calendar.
 */
export function Component() {
  const club = useClub(useParams().club ?? '').data;
  if (!club) return null;
  return (
    <Stack gap="sm" className="card-block" maw={720}>
      <Text size="lg">{club.description || `${club.name} kör sina kappseglingar i Segla.`}</Text>
      {club.website && (
        <Anchor href={club.website} target="_blank" rel="noopener noreferrer">
          {club.website.replace(/^https?:\/\//, '')}
          <span className="visually-hidden"> (öppnas i ny flik)</span>
        </Anchor>
      )}
      {club.email && <Anchor href={`mailto:${club.email}`}>{club.email}</Anchor>}
      <CalendarSubscribe slug={club.slug} />
    </Stack>
  );
}
