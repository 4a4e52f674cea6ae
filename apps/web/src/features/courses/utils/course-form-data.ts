import { formatNumber } from '@segla/core/format';

/**
 * A course write as sent (docs/product.md §7: courses go as multipart). `length_nm`: a number,
 * or null to clear it; `map`: a new image, or '' to remove it; a field left out is kept (PUT).
 */
export interface CourseBody {
  /** The club's id: needed when staff adds a course; a club account's own club otherwise. */
  club?: number;
  name: string;
  description?: string;
  length_nm?: number | null;
  map?: File | '';
}

/** The body as multipart form data: numbers as text, null as '' (the API reads '' as none). */
export function courseFormData(body: CourseBody): FormData {
  const data = new FormData();
  for (const [field, value] of Object.entries(body) as [string, CourseBody[keyof CourseBody]][]) {
    if (value === undefined) continue;
    if (value instanceof File) data.append(field, value);
    else data.append(field, value === null ? '' : String(value));
  }
  return data;
}

/** A course length in nautical miles, Swedish style: 4.5 → '4,5 M' (docs/product.md §15). */
export function formatLengthNm(value: number): string {
  return `${formatNumber(value, { maximumFractionDigits: 2 })} M`;
}

/** A length as the form's text: 4.5 → '4,5' (no digit grouping, so the schema reads it back). */
export function lengthNmText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}
