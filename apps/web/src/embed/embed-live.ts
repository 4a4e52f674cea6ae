import type { LiveServerMessage } from '@segla/core';
import { LiveClient, type LiveClientOptions } from '../lib/live/live-client.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a server message for the board without zod (decision 0035: zod and the schemas would
 * be most of the page's weight). It checks what the board reads: the type and, for the
 * messages it acts on, their ids and the results' groups; anything else is null. The messages
 * come from our own server; the board puts their text into the page as text only.
 */
export function parseBoardMessage(text: string): LiveServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'results_update': {
      const results = data.results;
      if (typeof data.sailing_id !== 'number' || !isRecord(results)) return null;
      if (!Array.isArray(results.groups) || results.sailing_id !== data.sailing_id) return null;
      return data as LiveServerMessage;
    }
    case 'sailing_update':
      return isRecord(data.sailing) && typeof data.sailing.id === 'number'
        ? (data as LiveServerMessage)
        : null;
    case 'sailing_delete':
      return typeof data.sailing_id === 'number' ? (data as LiveServerMessage) : null;
    case 'changes_update':
    case 'pong':
    case 'error':
      return data as LiveServerMessage;
    default:
      return null;
  }
}

/** The board's live connection: the app's client (its pings and reconnections, §9). */
export function createBoardLive(options: LiveClientOptions = {}): LiveClient {
  return new LiveClient(parseBoardMessage, options);
}
