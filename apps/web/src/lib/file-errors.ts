import { ApiError } from './api-client.ts';

/**
 * The server's messages about an uploaded file (a 400 with its errors, e.g. by line number), or
 * null for another failure, which the caller reports as any other error.
 */
export function fileErrors(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const data = error.data as Record<string, unknown> | null;
  const messages = Object.values(data ?? {}).flat();
  return messages.every((message) => typeof message === 'string') && messages.length > 0
    ? messages
    : null;
}
