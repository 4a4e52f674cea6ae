import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beatTheLeaderBy } from './beat-the-leader.ts';
import { correctedTime } from './corrected-time.ts';

const at = (clock: string) => {
  const [h, m, s] = clock.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
};

describe('beatTheLeaderBy', () => {
  it('gives the last second a boat can finish and still be ahead on corrected time', () => {
    // Leader corrected 3600 s; a boat rated 0.9 must sail under 4000 s: 3999 s at most.
    expect(
      beatTheLeaderBy({
        leaderCorrected: 3600,
        handicap: 'time_on_time',
        rating: 0.9,
        startSeconds: at('18:30:00'),
      }),
    ).toBe(at('18:30:00') + 3999);
    // Rated 0.8: 3600 / 0.8 = 4500 exactly, so 4499 s.
    expect(
      beatTheLeaderBy({
        leaderCorrected: 3600,
        handicap: 'time_on_time',
        rating: 0.8,
        startSeconds: 0,
      }),
    ).toBe(4499);
    // Rated 1.1: 3600 / 1.1 = 3272.7…: 3272 s.
    expect(
      beatTheLeaderBy({
        leaderCorrected: 3600,
        handicap: 'time_on_time',
        rating: 1.1,
        startSeconds: 0,
      }),
    ).toBe(3272);
  });

  it('uses elapsed time in scratch fleets and wraps past midnight', () => {
    expect(
      beatTheLeaderBy({
        leaderCorrected: 5400,
        handicap: 'scratch',
        rating: null,
        startSeconds: at('23:00:00'),
      }),
    ).toBe(at('00:29:59'));
  });

  it('accounts for corrected times rounded to whole seconds', () => {
    // 3999 × 0.9 = 3599.1 → 3599 < 3600; 4000 × 0.9 = 3600 ties. Rounded half-up: 3999.4 s…
    const by = beatTheLeaderBy({
      leaderCorrected: 3600,
      handicap: 'time_on_time',
      rating: 0.9,
      startSeconds: 0,
      round: 'second',
    });
    expect(correctedTime(by!, 'time_on_time', 0.9, 'second')).toBeLessThan(3600);
    expect(correctedTime(by! + 1, 'time_on_time', 0.9, 'second')).toBeGreaterThanOrEqual(3600);
  });

  it('is the last winning second for any rating and leader time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 500, max: 1500 }),
        (leader, millis) => {
          const rating = millis / 1000;
          const by = beatTheLeaderBy({
            leaderCorrected: leader,
            handicap: 'time_on_time',
            rating,
            startSeconds: 0,
          });
          if (by === null) return;
          expect(correctedTime(by, 'time_on_time', rating)).toBeLessThan(leader);
          expect(correctedTime(by + 1, 'time_on_time', rating)).toBeGreaterThanOrEqual(leader);
        },
      ),
    );
  });
});
