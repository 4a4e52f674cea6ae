import { stockholmWallClock } from '../format/index.ts';

/** The protest time limit when the sailing states none: 60 minutes after it is finished. */
export const DEFAULT_PROTEST_MINUTES = 60;
/** The longest protest time limit a sailing may state (a day). */
export const MAX_PROTEST_MINUTES = 24 * 60;

/** The largest document on the board (10 MB); the type is read from the bytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The document types the board takes, with the file extension each is served under. */
export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const;
export type DocumentContentType = keyof typeof DOCUMENT_TYPES;

/**
 * When protests may no longer be filed: `minutes` after the sailing was finished
 * (`finishedAt`, ISO). Null while it is not finished (there is no limit yet).
 */
export function protestDeadline(finishedAt: string | null, minutes: number): Date | null {
  if (finishedAt === null) return null;
  const finished = Date.parse(finishedAt);
  return Number.isNaN(finished) ? null : new Date(finished + minutes * 60_000);
}

/** The refusal of a protest filed too late: "Protesttiden gick ut 20:15." (Stockholm time). */
export function protestTimeOverMessage(deadline: Date): string {
  return `Protesttiden gick ut ${stockholmWallClock(deadline).time.slice(0, 5)}.`;
}
