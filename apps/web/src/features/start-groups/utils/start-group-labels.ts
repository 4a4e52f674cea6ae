import { parseBoatTypes } from '@segla/core/sailing';
import { formatNumber } from '@segla/core/format';
export { HANDICAP_LABELS, PURSUIT_ROUNDING_LABELS, START_TYPE_LABELS } from '@segla/core/sailing';

/** Options of a NativeSelect from one of the label maps above. */
export function labelOptions<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

/**
 * Which sailors' own entries a group takes, in words for its facts (issue 13): "SRS 0,9–1,1 ·
 * Folkbåt, H-båt", "Standardgrupp" when no rule places an entry; null when it takes none itself.
 */
export function entryRuleText(group: {
  min_rating: number | null;
  max_rating: number | null;
  boat_types: string;
  is_default: boolean;
}): string | null {
  const srs = formatNumber;
  const parts: string[] = [];
  const { min_rating: min, max_rating: max } = group;
  if (min !== null && max !== null) parts.push(`SRS ${srs(min)}–${srs(max)}`);
  else if (min !== null) parts.push(`SRS från ${srs(min)}`);
  else if (max !== null) parts.push(`SRS till ${srs(max)}`);
  const types = parseBoatTypes(group.boat_types);
  if (types.length > 0) parts.push(types.join(', '));
  if (group.is_default) parts.push('Standardgrupp');
  return parts.length > 0 ? parts.join(' · ') : null;
}
