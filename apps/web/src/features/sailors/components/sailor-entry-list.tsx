import type { SailorEntry } from '@segla/core';
import { Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { DatedCardLink } from '../../../components/sailing-card.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatPoints, formatTime } from '@segla/core/format';
import { formatPlace } from '../utils/place.ts';

/** Where an entry opens: the sailing's result once there is one, else the sailing. */
export function entryHref(entry: SailorEntry): string {
  const base = `/clubs/${encodeURIComponent(entry.sailing.club.slug)}/sailings/${entry.sailing.id}`;
  return entry.result ? `${base}/result` : base;
}

/** "Start 18:30 · SRS kölbåt": the start group's start, else the sailing's. */
function startLine(entry: SailorEntry): string {
  const time = entry.start_group?.start_time ?? entry.sailing.start_time;
  return [
    time ? `Start ${formatTime(time)}` : 'Starttid ej satt',
    entry.start_group?.name ?? 'Utan startgrupp',
  ].join(' · ');
}

/**
 * A sailor's entries (docs/product.md §2, issue 13): date, sailing, club, boat, start group and
 * start time, and her place and points once the sailing has results. Each opens the sailing.
 */
export function SailorEntryList({
  entries,
  empty,
  label,
}: {
  entries: readonly SailorEntry[];
  /** What an empty list says. */
  empty: string;
  label: string;
}) {
  if (entries.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="sailor-list" aria-label={label}>
      {entries.map((entry) => {
        const boat = [entry.boat_name, entry.sail_number].filter(Boolean).join(' ');
        return (
          <li key={entry.competitor_id}>
            <DatedCardLink
              href={entryHref(entry)}
              date={entry.sailing.start_date}
              title={entry.sailing.name}
              details={[entry.sailing.club.name, boat].filter(Boolean).join(' · ')}
              meta={
                entry.result ? (
                  <Text span size="sm">
                    <strong>{formatPlace(entry.result, entry.sailing.status === 'ongoing')}</strong>
                    {entry.result.points !== null && ` · ${formatPoints(entry.result.points)} p`}
                    {entry.start_group && ` · ${entry.start_group.name}`}
                  </Text>
                ) : (
                  <>
                    <StatusBadge status={entry.sailing.status} label={entry.sailing.status_label} />
                    <Text span size="sm">
                      {startLine(entry)}
                    </Text>
                  </>
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
