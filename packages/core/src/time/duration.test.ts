import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('writes H:MM:SS with a tenth after a comma when there is one', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(2759.9)).toBe('0:45:59,9');
    expect(formatDuration(93_601)).toBe('26:00:01');
    expect(formatDuration(59.96)).toBe('0:01:00');
  });

  it('marks a negative duration with a minus sign', () => {
    expect(formatDuration(-75)).toBe('−0:01:15');
  });
});
