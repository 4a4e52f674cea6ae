/**
 * @segla/core: the pure domain shared by the server and the web app. No I/O, no framework.
 */
export * from './schemas/index.ts';
export * from './scoring/index.ts';
export * from './live/index.ts';
export * from './time/calendar.ts';
export * from './format/index.ts';
export * from './sailing/index.ts';
export * from './search/index.ts';
export * from './series/index.ts';
export * from './club/index.ts';
export * from './board/index.ts';
