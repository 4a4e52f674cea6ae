import type { SailorSeries } from '@segla/core';
import { Box, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { ListLink } from '../../../components/list-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDateRange, formatPoints, ordinal, plural } from '@segla/core/format';

/** "2:a av 14 i SRS kölbåt · 7 p netto", or why there is no place yet. */
function standingText(series: SailorSeries): string {
  const { standing } = series;
  if (!standing) return 'Ingen placering ännu';
  return `${ordinal(standing.rank)} av ${standing.boats} i ${standing.group} · ${formatPoints(standing.net)} p netto`;
}

/**
 * The series a sailor sailed in, with her standing (issue 13); each opens where `seriesHref`
 * says (the series modal).
 */
export function SailorSeriesList({
  series,
  seriesHref,
}: {
  series: readonly SailorSeries[];
  seriesHref: (seriesId: number) => string;
}) {
  if (series.length === 0) {
    return (
      <EmptyState>Inga serier ännu. Här visas serierna när seglaren har seglat i dem.</EmptyState>
    );
  }
  return (
    <ul className="sailor-list" aria-label="Serier">
      {series.map((item) => (
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
              {item.club.name} ·{' '}
              {formatDateRange(item.first_date, item.last_date) || 'Inga datum ännu'} ·{' '}
              {plural(item.sailing_count, 'segling', 'seglingar')}
            </Text>
            <Text span size="sm" fw={600}>
              {standingText(item)}
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
