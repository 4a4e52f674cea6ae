import type { SailingDetail } from '@segla/core';
import { protestDeadline } from '@segla/core/board';
import { plural } from '@segla/core/format';
import { deadlineTime } from './board-time.ts';

/**
 * Until when protests may be filed: the server's `protest_deadline`, else counted from when the
 * sailing was finished. Null before it is finished (no limit yet).
 */
export function deadlineOf(
  sailing: Pick<SailingDetail, 'protest_deadline' | 'finished_at' | 'protest_minutes'>,
): Date | null {
  if (sailing.protest_deadline) {
    const at = Date.parse(sailing.protest_deadline);
    if (!Number.isNaN(at)) return new Date(at);
  }
  return protestDeadline(sailing.finished_at ?? null, sailing.protest_minutes ?? 0);
}

/** Whether the time limit has passed. */
export function isPastDeadline(deadline: Date | null, now: number = Date.now()): boolean {
  return deadline !== null && now >= deadline.getTime();
}

/**
 * The clock of the time limit: 'Protesttiden går ut 20:15' with the minutes left while open,
 * 'Protesttiden gick ut 20:15' after (docs/product.md §17).
 */
export function deadlineText(
  deadline: Date,
  now: number = Date.now(),
): { text: string; left: string | null } {
  const at = deadlineTime(deadline, now);
  const ms = deadline.getTime() - now;
  if (ms <= 0) return { text: `Protesttiden gick ut ${at}`, left: null };
  const minutes = Math.ceil(ms / 60_000);
  const left =
    minutes <= 1 ? 'mindre än en minut kvar' : `${plural(minutes, 'minut', 'minuter')} kvar`;
  return { text: `Protesttiden går ut ${at}`, left };
}
