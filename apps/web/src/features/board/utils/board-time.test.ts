import { describe, expect, it } from 'vitest';
import { boardTime, deadlineTime, hearingTime } from './board-time.ts';

describe('board times', () => {
  const now = Date.parse('2026-06-10T18:00:00.000Z');

  it('reads the clock time today and the date otherwise (Stockholm time)', () => {
    expect(boardTime('2026-06-10T16:42:13.000Z', now)).toBe('18:42');
    expect(boardTime('2026-06-09T16:42:13.000Z', now)).toBe('tis 9 juni 2026 18:42');
    expect(deadlineTime(new Date('2026-06-10T18:15:00.000Z'), now)).toBe('20:15');
  });

  it("reads a hearing's wall clock with its date", () => {
    expect(hearingTime('2026-06-10T19:30')).toBe('ons 10 juni 2026 19:30');
  });
});
