import type { StartGroup } from '@segla/core';

/**
 * The Swedish words for a start group's settings (docs/product.md §11), as the Deltagare page
 * and its form show them.
 */
export const HANDICAP_LABELS: Record<StartGroup['handicap'], string> = {
  srs: 'SRS',
  scratch: 'Ingen',
};

export const START_TYPE_LABELS: Record<StartGroup['start_type'], string> = {
  common: 'Gemensam start',
  pursuit: 'Jaktstart',
};

/** How a pursuit start's computed start times are rounded (docs/product.md §12). */
export const PURSUIT_ROUNDING_LABELS: Record<StartGroup['pursuit_rounding'], string> = {
  second: 'Hela sekunder',
  minute: 'Hela minuter',
};

/** Options of a NativeSelect from one of the label maps above. */
export function labelOptions<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}
