/**
 * The zod-free part of the live protocol (docs/product.md §9, §13; decision 0030): where the
 * websocket is, its timings, what one subscribes to and which sailing fields an update merges.
 * `@segla/core/live` exports only this, so a page that must stay small (the embeddable board,
 * decision 0035; the web app's live connection, decision 0041) can use the live client without
 * zod; the message shapes and their schemas stay in protocol.ts.
 */

/** The websocket endpoint, on the same origin as the app. */
export const LIVE_PATH = '/ws/';
/** docs/product.md §9: the client pings every 55 s, reconnects every 5 s, at most 10 tries. */
export const LIVE_PING_INTERVAL_MS = 55_000;
export const LIVE_RECONNECT_DELAY_MS = 5_000;
export const LIVE_MAX_RECONNECT_ATTEMPTS = 10;
/** What a subscription is about: a club (all its sailings) or one sailing. */
export type LiveTopic = { club: string } | { sailing: number };

/** A stable key for a topic ("club:ksss", "sailing:12"). */
export function liveTopicKey(topic: LiveTopic): string {
  return 'club' in topic ? `club:${topic.club}` : `sailing:${topic.sailing}`;
}

/** docs/product.md §4: the only sailing fields a sailing_update merges into lists and details. */
export const SAILING_UPDATE_FIELDS = [
  'id',
  'status',
  'status_label',
  'start_date',
  'start_time',
  'name',
  'serie',
  'competitor_count',
  'reg_status',
  'verified_result',
] as const;
export type SailingUpdateField = (typeof SAILING_UPDATE_FIELDS)[number];
