export { HANDICAP_LABELS, PURSUIT_ROUNDING_LABELS, START_TYPE_LABELS } from '@segla/core/sailing';

/** Options of a NativeSelect from one of the label maps above. */
export function labelOptions<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}
