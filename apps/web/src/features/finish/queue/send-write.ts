import { apiRequest } from '../../../lib/api-client.ts';
import type { QueueEntry } from './types.ts';

/** How long one request may take before it counts as unanswered (a weak signal at sea). */
export const SEND_TIMEOUT_MS = 20_000;

/** `PATCH /api/competitors/{id}/update-elapsed-time/`'s body as the queue sends it. */
export interface ElapsedTimeWriteBody {
  finish_time?: string | null;
  code?: string | null;
  stamped?: boolean;
  base?: string | null;
  client_id: string;
  device: string;
}

/** `POST /api/start-groups/{id}/start/`'s body. */
export interface StartWriteBody {
  start_time: string;
  client_id: string;
  device: string;
}

/** `POST /api/competitors/{id}/report-finish/`'s body (issue 13). */
export interface ReportWriteBody {
  finish_time: string;
  note: string;
  client_id: string;
  device: string;
}

/** `POST /api/competitors/{id}/tally/`'s body (issue 31): the tap's time decides which stands. */
export interface TallyWriteBody {
  state: 'out' | 'ashore';
  tapped_at: string;
  client_id: string;
  device: string;
}

/** The request a queued write becomes (docs/product.md §11; the contract of issue 12). */
export function requestFor(entry: QueueEntry): {
  path: string;
  method: 'PATCH' | 'POST';
  body: ElapsedTimeWriteBody | StartWriteBody | ReportWriteBody | TallyWriteBody;
} {
  const { write, clientId, device } = entry;
  switch (write.kind) {
    case 'finish': {
      const body: ElapsedTimeWriteBody = {
        finish_time: write.finishTime,
        stamped: write.stamped,
        client_id: clientId,
        device,
      };
      // Without `base` the server makes no conflict check, so only an edit that knows what
      // it changes sends one (a stamp never does: the earlier stamp rule decides).
      if (!write.stamped && write.base !== undefined) body.base = write.base;
      return {
        path: `/api/competitors/${write.competitorId}/update-elapsed-time/`,
        method: 'PATCH',
        body,
      };
    }
    case 'code':
      return {
        path: `/api/competitors/${write.competitorId}/update-elapsed-time/`,
        method: 'PATCH',
        body: { code: write.code, client_id: clientId, device },
      };
    case 'start':
      return {
        path: `/api/start-groups/${write.startGroupId}/start/`,
        method: 'POST',
        body: { start_time: write.startTime, client_id: clientId, device },
      };
    case 'report':
      return {
        path: `/api/competitors/${write.competitorId}/report-finish/`,
        method: 'POST',
        body: { finish_time: write.finishTime, note: write.note, client_id: clientId, device },
      };
    case 'tally':
      return {
        path: `/api/competitors/${write.competitorId}/tally/`,
        method: 'POST',
        body: { state: write.state, tapped_at: entry.queuedAt, client_id: clientId, device },
      };
  }
}

/**
 * Sends one queued write. Resolves with the server's answer on 2xx; throws ApiError (an
 * answer with an error status) or NetworkError (no answer, or none within SEND_TIMEOUT_MS).
 */
export async function sendWrite(entry: QueueEntry): Promise<unknown> {
  const { path, method, body } = requestFor(entry);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    return await apiRequest<unknown>(path, { method, body, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
