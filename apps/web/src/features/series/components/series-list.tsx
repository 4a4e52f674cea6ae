import { Box, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { ListLink } from '../../../components/list-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDateRange, plural } from '@segla/core/format';
import { useClubSeries } from '../api/get-series.ts';

/** A club's series, each opening where `seriesHref` says. */
export function SeriesList({
  club,
  seriesHref,
}: {
  club: string;
  seriesHref: (seriesId: number) => string;
}) {
  const series = useClubSeries(club);
  if (series.isError)
    return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  if (!series.data) return <DelayedLoader label="Hämtar serier…" />;
  if (series.data.length === 0) return <EmptyState>Klubben har inga serier ännu.</EmptyState>;
  return (
    <ul className="sailor-list">
      {series.data.map((item) => (
        <li key={item.id}>
          <ListLink
            to={seriesHref(item.id)}
            name={item.name}
            avatar={
              <span className="sailor-avatar series" aria-hidden>
                <IconTrophy size={22} />
              </span>
            }
          >
            <Text span size="sm" c="dimmed">
              {formatDateRange(item.first_date, item.last_date) || 'Inga datum ännu'} ·{' '}
              {plural(item.sailing_count, 'segling', 'seglingar')}
            </Text>
            <Box component="span" mt={4}>
              <StatusBadge status={item.status} />
            </Box>
          </ListLink>
        </li>
      ))}
    </ul>
  );
}
