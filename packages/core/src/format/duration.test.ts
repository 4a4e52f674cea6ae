import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('writes H:MM:SS with a tenth after a comma when there is one', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(2759.9)).toBe('0:45:59,9');
    expect(formatDuration(93_601)).toBe('26:00:01');
    expect(formatDuration(59.96)).toBe('0:01:00');
    expect(formatDuration(2759.958)).toBe('0:46:00');
    expect(formatDuration(2760.753)).toBe('0:46:00,8');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('does not group the hours of a long duration', () => {
    expect(formatDuration(1000 * 3600 + 5.25)).toBe('1000:00:05,3');
  });

  it('marks a negative duration with a minus sign', () => {
    expect(formatDuration(-75)).toBe('−0:01:15');
    expect(formatDuration(-0.04)).toBe('−0:00:00');
  });

  it('writes a dash for no duration', () => {
    expect(formatDuration(null)).toBe('–');
    expect(formatDuration(undefined)).toBe('–');
    expect(formatDuration(Number.NaN)).toBe('–');
    expect(formatDuration(Infinity)).toBe('–');
  });
});
