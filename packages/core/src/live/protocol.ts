import { z } from 'zod';
import { slugSchema } from '../schemas/common.ts';
import { sailingResultsSchema } from '../schemas/results.ts';
import { sailingListItemSchema } from '../schemas/sailing.ts';

/**
 * The live-update protocol of docs/product.md §13 (decision 0030): one websocket at `/ws/`, JSON text
 * messages both ways. This module is the single source of the message shapes: the server's
 * sender encodes with `LiveServerMessageMap`, the web client's listeners are typed by it, and
 * client → server messages are validated by the zod schemas here. The endpoint, its timings and
 * the topics are in topics.ts (zod-free, `@segla/core/live`).
 */
export * from './topics.ts';

/** The server closes a connection that has not pinged for 2 minutes. */
export const LIVE_IDLE_TIMEOUT_MS = 120_000;
/** Client messages larger than this are refused (the connection is closed with 1009). */
export const LIVE_MAX_MESSAGE_BYTES = 4096;
/** Subscriptions one connection may hold at once (clubs and sailings together). */
export const LIVE_MAX_SUBSCRIPTIONS = 100;

/** Close codes the server uses (standard ones where one fits, 4000–4999 for our own). */
export const LIVE_CLOSE_CODES = {
  /** The server is shutting down: reconnect (to another instance). */
  goingAway: 1001,
  /** Refused by policy: too many connections from one address. */
  policyViolation: 1008,
  /** A client message over LIVE_MAX_MESSAGE_BYTES. */
  messageTooBig: 1009,
  /** Events may have been missed (the instance lost its LISTEN connection): reconnect and refetch. */
  serviceRestart: 1012,
  /** No ping for LIVE_IDLE_TIMEOUT_MS. */
  idleTimeout: 4000,
} as const;

const sailingIdSchema = z.number().int().positive().max(2_147_483_647);
/** An access token (`POST /auth/jwt/create/`); null drops the connection's sign-in. */
const tokenSchema = z.string().min(1).max(2048).nullable();

/**
 * `{"type":"subscribe","club":"<slug>"}` or `{"type":"subscribe","sailing":<id>}`. An optional
 * `token` (an access token, or null) signs the whole connection in or out: a signed-in club
 * account (or staff) also receives its club's unpublished sailings (decision 0030).
 */
export const liveSubscribeSchema = z.union([
  z.strictObject({ type: z.literal('subscribe'), club: slugSchema, token: tokenSchema.optional() }),
  z.strictObject({
    type: z.literal('subscribe'),
    sailing: sailingIdSchema,
    token: tokenSchema.optional(),
  }),
]);
export const liveUnsubscribeSchema = z.union([
  z.strictObject({ type: z.literal('unsubscribe'), club: slugSchema }),
  z.strictObject({ type: z.literal('unsubscribe'), sailing: sailingIdSchema }),
]);
export const livePingSchema = z.strictObject({ type: z.literal('ping') });

export const liveClientMessageSchemas = {
  subscribe: liveSubscribeSchema,
  unsubscribe: liveUnsubscribeSchema,
  ping: livePingSchema,
} as const;
export type LiveClientMessageMap = {
  [K in keyof typeof liveClientMessageSchemas]: z.output<(typeof liveClientMessageSchemas)[K]>;
};
export type LiveClientMessageType = keyof LiveClientMessageMap;
export type LiveClientMessage = LiveClientMessageMap[LiveClientMessageType];

/** Codes of the server's `error` message; `message` is Swedish text for people. */
export const LIVE_ERROR_CODES = [
  'malformed',
  'unknown_type',
  'invalid_message',
  'invalid_token',
  'too_many_subscriptions',
] as const;
export const liveErrorCodeSchema = z.enum(LIVE_ERROR_CODES);
export type LiveErrorCode = z.infer<typeof liveErrorCodeSchema>;

export const LIVE_ERROR_MESSAGES: Record<LiveErrorCode, string> = {
  malformed: 'Meddelandet är inte giltig JSON.',
  unknown_type: 'Okänd meddelandetyp.',
  invalid_message:
    'Ogiltigt meddelande: ange "club" (klubbens slug) eller "sailing" (seglingens id).',
  invalid_token: 'Token är ogiltig eller har gått ut; anslutningen fortsätter som utloggad.',
  too_many_subscriptions: `Högst ${LIVE_MAX_SUBSCRIPTIONS} prenumerationer per anslutning.`,
};

/** Server → client messages (docs/product.md §13), keyed by `type`. */
export const liveServerMessageSchemas = {
  /** A sailing's list fields (decision 0010's list item) after it was created or changed. */
  sailing_update: z.object({ type: z.literal('sailing_update'), sailing: sailingListItemSchema }),
  /** A sailing's results, exactly as `GET /api/sailings/{id}/results/` answers them. */
  results_update: z.object({
    type: z.literal('results_update'),
    sailing_id: z.number(),
    results: sailingResultsSchema,
  }),
  /**
   * The sailing's change log (`GET /api/sailings/{id}/changes/`) has entries that changed no
   * result: a stamp kept where an earlier one stands, an edit in conflict. Sent only to those
   * who may read the log (the club's signed-in account and staff); a `results_update` also means
   * the log may have grown. Carries no entries: the few who read the log fetch it again.
   */
  changes_update: z.object({ type: z.literal('changes_update'), sailing_id: z.number() }),
  /**
   * A sailing's or a series' notice board changed (issue 30): a posting, a protest, a hearing or
   * a decision. Sent on the sailing's topic and its club's (a series board: the club's) to those
   * who may see that sailing or series. Carries no postings: an open board fetches them again.
   */
  board_update: z.object({
    type: z.literal('board_update'),
    sailing_id: z.number().nullable(),
    series_id: z.number().nullable(),
  }),
  /**
   * A boat's state in the sailing's safety tally changed (issue 31, docs/product.md "Säkerhet").
   * Sent on the sailing's topic and its club's to the club's officials and staff only (the tally
   * names people and phone numbers); carries no boats: an open tally fetches them again.
   */
  tally_update: z.object({ type: z.literal('tally_update'), sailing_id: z.number() }),
  /** A sailing was deleted (or, for a viewer who may no longer see it, unpublished). */
  sailing_delete: z.object({
    type: z.literal('sailing_delete'),
    sailing_id: z.number(),
    club: z.string(),
  }),
  pong: z.object({ type: z.literal('pong') }),
  error: z.object({ type: z.literal('error'), code: liveErrorCodeSchema, message: z.string() }),
} as const;

/** The typed event map: message type → message. Used by the server's sender and the client. */
export type LiveServerMessageMap = {
  [K in keyof typeof liveServerMessageSchemas]: z.infer<(typeof liveServerMessageSchemas)[K]>;
};
export type LiveServerMessageType = keyof LiveServerMessageMap;
export type LiveServerMessage = LiveServerMessageMap[LiveServerMessageType];

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  liveServerMessageSchemas.sailing_update,
  liveServerMessageSchemas.results_update,
  liveServerMessageSchemas.changes_update,
  liveServerMessageSchemas.board_update,
  liveServerMessageSchemas.tally_update,
  liveServerMessageSchemas.sailing_delete,
  liveServerMessageSchemas.pong,
  liveServerMessageSchemas.error,
]);

/** The text of a server message; the only way the server builds one. */
export function encodeLiveMessage<K extends LiveServerMessageType>(
  message: LiveServerMessageMap[K],
): string {
  return JSON.stringify(message);
}

export function liveError(code: LiveErrorCode): LiveServerMessageMap['error'] {
  return { type: 'error', code, message: LIVE_ERROR_MESSAGES[code] };
}

export type ParsedClientMessage =
  { ok: true; message: LiveClientMessage } | { ok: false; error: LiveServerMessageMap['error'] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one client message: JSON, a known `type`, the fields its schema wants. Never throws;
 * anything else becomes the `error` message to answer with.
 */
export function parseLiveClientMessage(text: string): ParsedClientMessage {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: liveError('malformed') };
  }
  if (!isRecord(data) || typeof data.type !== 'string') {
    return { ok: false, error: liveError('invalid_message') };
  }
  const type = data.type;
  if (!Object.hasOwn(liveClientMessageSchemas, type)) {
    return { ok: false, error: liveError('unknown_type') };
  }
  const schema = liveClientMessageSchemas[type as LiveClientMessageType];
  const parsed = schema.safeParse(data);
  if (!parsed.success) return { ok: false, error: liveError('invalid_message') };
  return { ok: true, message: parsed.data };
}

/** Reads one server message (the client's side); null for anything that is not one. */
export function parseLiveServerMessage(text: string): LiveServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = liveServerMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
