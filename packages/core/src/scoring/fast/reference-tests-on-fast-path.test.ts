/**
 * The reference's race, series and property tests, run again with `scoreRace` and `scoreSeries`
 * served by the fast path: every assertion they make holds for both.
 */
import { vi } from 'vitest';
import type * as ReferenceRace from '../score-race.ts';
import type * as ReferenceSeries from '../series-standings.ts';

vi.mock('../score-race.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ReferenceRace>()),
  scoreRace: (await import('./index.ts')).scoreRace,
}));
vi.mock('../series-standings.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ReferenceSeries>()),
  scoreSeries: (await import('./index.ts')).scoreSeries,
}));

await import('../score-race.test.ts');
await import('../series-standings.test.ts');
await import('../properties.test.ts');
