import type { SailorEntry } from '@segla/core';
import { IconChevronRight } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { dateParts, formatPoints, formatTime } from '@segla/core/format';
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
        const date = dateParts(entry.sailing.start_date);
        const boat = [entry.boat_name, entry.sail_number].filter(Boolean).join(' ');
        return (
          <li key={entry.competitor_id}>
            <AppLink to={entryHref(entry)} className="sailing-card">
              <span className="date-block" aria-hidden>
                <span className="date-weekday">{date.weekday}</span>
                <span className="date-day">{date.day}</span>
                <span className="date-month">{date.month}</span>
              </span>
              <span className="sailing-card-body">
                <span className="sailing-card-title">{entry.sailing.name}</span>
                <span className="text-sm text-dimmed sailing-card-details">
                  {[entry.sailing.club.name, boat].filter(Boolean).join(' · ')}
                </span>
                <span className="sailing-card-meta">
                  {entry.result ? (
                    <span className="text-sm">
                      <strong>
                        {formatPlace(entry.result, entry.sailing.status === 'ongoing')}
                      </strong>
                      {entry.result.points !== null && ` · ${formatPoints(entry.result.points)} p`}
                      {entry.start_group && ` · ${entry.start_group.name}`}
                    </span>
                  ) : (
                    <>
                      <StatusBadge
                        status={entry.sailing.status}
                        label={entry.sailing.status_label}
                      />
                      <span className="text-sm">{startLine(entry)}</span>
                    </>
                  )}
                </span>
              </span>
              <IconChevronRight className="sailing-card-chevron" aria-hidden />
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
