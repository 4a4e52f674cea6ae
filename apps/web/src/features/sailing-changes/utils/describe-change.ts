import type { SailingChange } from '@segla/core';
import { SAILING_CHANGE_KIND_LABELS } from '@segla/core/sailing';
import {
  formatClock,
  formatDateTime,
  formatDuration,
  formatRating,
  stockholmToday,
} from '@segla/core/format';

/**
 * What the entry is about: the boat ('SWE 1234 Vinga'), the start group ('Start SRS') or, for a
 * protest decision, the protest ('Protest 3').
 */
export function changeSubject(change: SailingChange): string {
  if (change.protest) return `Protest ${change.protest.number}`;
  if (change.competitor) {
    return [change.competitor.sail_number, change.competitor.boat_name]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
  }
  if (change.start_group) return `Start ${change.start_group.name}`;
  return '';
}

/**
 * 'Måltid SWE 1234 Vinga', 'Starttid Start SRS', 'Protestbeslut Protest 3': the entry's heading,
 * also in button names.
 */
export function changeTitle(change: SailingChange): string {
  return `${SAILING_CHANGE_KIND_LABELS[change.kind]} ${changeSubject(change)}`.trim();
}

/** What "none" is for each kind, in words. */
const NONE: Record<SailingChange['kind'], string> = {
  finish: 'ingen tid',
  elapsed: 'ingen tid',
  code: 'ingen kod',
  start_time: 'ingen tid',
  rating: 'inget',
  start_group: 'utan startgrupp',
  report: 'ingen rapport',
  approval: 'ingen tid',
  // The server words a decision's codes before and after ('4101 Vindkraft: DSQ').
  decision: 'ingen kod',
};

/**
 * One side of an entry as the club reads it: clock times as they are, elapsed seconds as
 * 'H:MM:SS', ratings with a decimal comma, codes and start-group names as they are.
 */
export function changeValue(kind: SailingChange['kind'], value: string | null): string {
  if (value === null || value === '') return NONE[kind];
  if (kind === 'elapsed') return formatDuration(Number(value));
  if (kind === 'rating') {
    const rating = Number(value);
    return Number.isFinite(rating) ? formatRating(rating) : value;
  }
  return value;
}

/** When the entry was made: the clock time today, else the date and minute. */
export function changeWhen(at: string, now: number = Date.now()): string {
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return at;
  return stockholmToday(ms) === stockholmToday(now) ? formatClock(ms) : formatDateTime(at);
}

/** Who made it and on which device: 'Lena Hägg, tävlingsledare · Telefon 3F2A'. */
export function changeAuthor(change: SailingChange): string {
  return [change.signed_by, change.device].filter(Boolean).join(' · ') || 'Okänd';
}

/** What an entry is about: its kind and its boat, start group or protest. */
function subjectKey(change: SailingChange): string {
  const { kind, competitor, start_group, protest } = change;
  return `${kind}:${competitor?.id ?? ''}:${start_group?.id ?? ''}:${protest?.id ?? ''}`;
}

/**
 * The applied entries whose `after` is still the value (per the newest applied entry about the
 * same thing in `log`, newest first): only these can be reverted; the server refuses the
 * others ('Värdet har ändrats efter den här ändringen…'), so they get no "Ångra".
 */
export function revertableChanges(log: readonly SailingChange[]): Set<number> {
  const current = new Map<string, string | null>();
  for (const change of log) {
    if (change.status !== 'applied') continue;
    const key = subjectKey(change);
    if (!current.has(key)) current.set(key, change.after);
  }
  return new Set(
    log
      .filter((change) => change.status === 'applied')
      .filter((change) => current.get(subjectKey(change)) === change.after)
      .map((change) => change.id),
  );
}
