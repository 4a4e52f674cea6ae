import { swedishCollator } from '../search/collation.ts';
import { formatDate, formatDayMonth } from './date.ts';
import { formatDuration } from './duration.ts';
import { formatNumber, formatRating } from './number.ts';
import { stockholmWallClock } from './stockholm-clock.ts';

/**
 * One call per Intl object the formats keep (intl-formats.ts) and the Swedish collator: each
 * makes its object. Making one costs 10–80 ms on a slow phone, using it next to nothing; a
 * page that runs these one task each while it waits for its code and data keeps that cost out
 * of the render that paints (decision 0059).
 */
export const FORMAT_WARMUPS: readonly (() => unknown)[] = [
  () => stockholmWallClock(0),
  () => formatDate('2000-01-01'),
  () => formatDayMonth('2000-01-01'),
  () => formatNumber(0),
  () => formatRating(0),
  () => formatDuration(0),
  () => swedishCollator.compare('a', 'b'),
];
