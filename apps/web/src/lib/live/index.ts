export * from './connect-live-cache.ts';
export * from './live-cache.ts';
export * from './live-client.ts';
export * from './live-connection.ts';
export * from './query-keys.ts';
export * from './use-live.ts';
