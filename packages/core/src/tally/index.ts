/** `@segla/core/tally`: the safety tally "Säkerhet" and the sailor's mobile number (issue 31), zod-free. */
export * from './tally-state.ts';
export * from './mobile-number.ts';
