import { LiveClient, type LiveClientOptions } from './live-client.ts';

export * from './connect-live-cache.ts';
export * from './live-cache.ts';
export * from './live-client.ts';
export * from './query-keys.ts';
export * from './use-live.ts';

let tabClient: LiveClient | null = null;

/**
 * The tab's one live connection (SPEC.md §4: one per tab), made on first use with `options`;
 * later calls return the same client and ignore their options.
 */
export function getLiveClient(options?: LiveClientOptions): LiveClient {
  tabClient ??= new LiveClient(options);
  return tabClient;
}
