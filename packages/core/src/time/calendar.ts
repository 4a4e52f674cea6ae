/** Calendar arithmetic on 'YYYY-MM-DD' dates: no time zone involved. */

/** 'YYYY-MM-DD' plus `days`: over month and year ends. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const result = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return result.toISOString().slice(0, 10);
}

/** The weekday of a 'YYYY-MM-DD' date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
