/** What the sailing lists are ordered by. */
export interface SailingOrderKey {
  id: number;
  start_date: string;
  start_time: string | null;
}

/**
 * The date order of every sailing list (decision 0010), on the server and in the web app's
 * live cache alike: start date, then start time (a sailing without one last that day), then id.
 */
export function compareSailings(a: SailingOrderKey, b: SailingOrderKey): number {
  if (a.start_date !== b.start_date) return a.start_date < b.start_date ? -1 : 1;
  if (a.start_time !== b.start_time) {
    if (a.start_time === null) return 1;
    if (b.start_time === null) return -1;
    return a.start_time < b.start_time ? -1 : 1;
  }
  return a.id - b.id;
}
