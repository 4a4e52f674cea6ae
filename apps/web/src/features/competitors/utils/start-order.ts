import type { Competitor } from '@segla/core';
import { swedishCollator } from '@segla/core/search';

/**
 * A pursuit start's competitors in the order they start (docs/product.md §12): earliest first;
 * boats without a start (no rating yet) last; boats starting together by boat name. 'HH:MM:SS'
 * strings sort as the times they are.
 */
export function inStartOrder(competitors: readonly Competitor[]): Competitor[] {
  return [...competitors].sort((a, b) => {
    if (a.start !== b.start) {
      if (a.start === null) return 1;
      if (b.start === null) return -1;
      return a.start < b.start ? -1 : 1;
    }
    return swedishCollator.compare(a.boat_name, b.boat_name);
  });
}
