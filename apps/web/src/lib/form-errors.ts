import type { DescribedError } from './api-error.ts';

/**
 * Splits a described server error for a form (docs/product.md §5, §8): messages of the form's own
 * fields go under the fields (first message each); one alert shows the rest — the first
 * non-field error, else a message about a field the form does not show, else the status's
 * message ('Ett eller flera fält har ett fel…' for a 400). A 401 or 429 that explains itself
 * (wrong password, too many attempts) shows the server's explanation.
 */
export function serverFormErrors(
  described: DescribedError,
  fields: readonly string[],
): { fieldErrors: Record<string, string>; alert: string } {
  const fieldErrors: Record<string, string> = {};
  let other: string | null = null;
  for (const [field, message] of Object.entries(described.fieldErrors)) {
    if (fields.includes(field)) fieldErrors[field] = message;
    else other ??= message;
  }
  let alert = described.message;
  if (described.status === 400) alert = described.nonFieldError ?? other ?? described.message;
  else if ((described.status === 401 || described.status === 429) && described.detail)
    alert = described.detail;
  return { fieldErrors, alert };
}
