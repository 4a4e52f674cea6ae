import type { LiveServerMessage } from '@segla/core';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIdOrNull(value: unknown): value is number | null {
  return value === null || typeof value === 'number';
}

/**
 * Reads a server message without zod: zod and the schemas would be most of the embeddable
 * board's weight (decision 0035) and, on the home page, the longest task after the paint
 * (decision 0041). It checks what the app and the board read: the type and, for the messages
 * they act on, their ids and the results' groups; anything else is null. The messages come
 * from our own server (as do the API's answers, which the app does not parse with zod either);
 * the app and the board put their text into the page as text only.
 */
export function readLiveMessage(text: string): LiveServerMessage | null {
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
    case 'board_update':
      return isIdOrNull(data.sailing_id) && isIdOrNull(data.series_id)
        ? (data as LiveServerMessage)
        : null;
    case 'tally_update':
      return typeof data.sailing_id === 'number' ? (data as LiveServerMessage) : null;
    case 'changes_update':
    case 'pong':
    case 'error':
      return data as LiveServerMessage;
    default:
      return null;
  }
}
