import { swedishCollator } from '@segla/core/search';
import { stockholmWallClock } from '@segla/core/time';

/**
 * Makes the Intl objects a page is about to use (Stockholm's wall clock, the Swedish collator),
 * each in a task of its own, while the page still waits for its code and data. Making one costs
 * tens of ms on a slow phone: inside the page's first render it would lengthen the task that
 * paints, and the time the page does not answer taps (decision 0041).
 */
export function warmIntl(): void {
  setTimeout(() => stockholmWallClock(Date.now()), 0);
  setTimeout(() => swedishCollator.compare('a', 'b'), 0);
}
