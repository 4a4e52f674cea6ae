import { LiveClient, type LiveClientOptions } from '../lib/live/live-client.ts';
import { readLiveMessage } from '../lib/live/read-live-message.ts';

/** The board's live connection: the app's client (its pings and reconnections, §9). */
export function createBoardLive(options: LiveClientOptions = {}): LiveClient {
  return new LiveClient(readLiveMessage, options);
}
