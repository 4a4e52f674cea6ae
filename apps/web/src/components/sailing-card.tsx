import type { SailingListItem } from '@segla/core';
import { IconChevronRight } from '@tabler/icons-react';
import { dateParts, formatTime, plural } from '@segla/core/format';
import { AppLink } from './app-link.tsx';
import { StatusBadge } from './status-badge.tsx';

/** A sailing in a list: date block, name, club and course, status; the whole row is a link. */
export function SailingCard({
  sailing,
  href,
  showClub = true,
  showSeries = true,
  action,
}: {
  sailing: SailingListItem;
  href: string;
  showClub?: boolean;
  /** Off inside a series, where the series' name says nothing new. */
  showSeries?: boolean;
  /** What following the link does, for screen readers (e.g. 'Visa resultat'). */
  action?: string;
}) {
  const date = dateParts(sailing.start_date);
  const details = [
    showClub ? sailing.club.name : null,
    sailing.course?.name ?? null,
    showSeries ? (sailing.serie?.name ?? null) : null,
  ].filter(Boolean);
  return (
    <AppLink to={href} className="sailing-card">
      <span className="date-block" aria-hidden>
        <span className="date-weekday">{date.weekday}</span>
        <span className="date-day">{date.day}</span>
        <span className="date-month">{date.month}</span>
      </span>
      <span className="sailing-card-body">
        <span className="sailing-card-title">{sailing.name}</span>
        <span className="text-sm text-dimmed sailing-card-details">{details.join(' · ')}</span>
        <span className="sailing-card-meta">
          <StatusBadge status={sailing.status} label={sailing.status_label} />
          <span className="text-sm">
            {sailing.start_time ? `Start ${formatTime(sailing.start_time)}` : 'Starttid ej satt'}
            {' · '}
            {plural(sailing.competitor_count, 'båt', 'båtar')}
          </span>
        </span>
      </span>
      {action && <span className="visually-hidden">{action}</span>}
      <IconChevronRight className="sailing-card-chevron" aria-hidden />
    </AppLink>
  );
}
