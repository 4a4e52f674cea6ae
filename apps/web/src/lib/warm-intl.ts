import { swedishCollator } from './format.ts';

/** Once per page: the collator, once made, is kept (lib/format.ts). */
let warmed = false;

/**
 * Makes the Swedish collator a page is about to sort with, in a task of its own, while the page
 * still waits for its code and data. Making it costs tens of ms on a slow phone: inside the
 * page's first render it would lengthen the task that paints, and the time the page does not
 * answer taps (decision 0041). Stockholm's clock needs no Intl object (core's time/stockholm.ts).
 */
export function warmIntl(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => swedishCollator.compare('a', 'b'), 0);
}
