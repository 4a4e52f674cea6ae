/**
 * Standings of a 40-sailing series with 200 and with 400 boats (issue 4): how long the core's
 * scoreSeries takes. Targets: 200 boats under 20 ms; 400 boats under 2.2× that.
 */
import { performance } from 'node:perf_hooks';
import { scoreSeries, type SeriesInput } from '@segla/core';

function seriesOf(boats: number, races = 40): SeriesInput {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const clock = (seconds: number) =>
    [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
  return {
    discards: { kind: 'thresholds', thresholds: [4, 8, 16, 24] },
    races: Array.from({ length: races }, (_, r) => ({
      id: String(r + 1),
      fleets: [
        {
          fleet: 'SRS',
          handicap: 'time_on_time' as const,
          startTime: '18:30:00',
          entries: Array.from({ length: boats }, (_, b) => {
            const roll = random();
            const elapsed = 3000 + Math.floor(random() * 1800);
            return {
              boat: `boat-${b}`,
              rating: 0.8 + ((b * 7) % 40) / 100,
              ...(roll < 0.05
                ? { code: 'DNC' as const }
                : roll < 0.08
                  ? { code: 'DNF' as const }
                  : { finishTime: clock(18 * 3600 + 1800 + elapsed) }),
            };
          }),
        },
      ],
    })),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function time(input: SeriesInput, runs: number): number {
  for (let i = 0; i < 3; i++) scoreSeries(input);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    scoreSeries(input);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

export function runScoringBench(): { ms200: number; ms400: number; ratio: number } {
  const ms200 = time(seriesOf(200), 15);
  const ms400 = time(seriesOf(400), 15);
  return { ms200, ms400, ratio: ms400 / ms200 };
}
