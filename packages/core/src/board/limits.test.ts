import { describe, expect, it } from 'vitest';
import { protestDeadline, protestTimeOverMessage } from './limits.ts';

describe('the protest time limit', () => {
  it('runs from the moment the sailing was finished', () => {
    expect(protestDeadline('2026-06-10T17:15:00.000Z', 60)?.toISOString()).toBe(
      '2026-06-10T18:15:00.000Z',
    );
  });

  it('has no limit before the sailing is finished', () => {
    expect(protestDeadline(null, 60)).toBeNull();
  });

  it('tells the deadline in Stockholm time, summer and winter', () => {
    expect(protestTimeOverMessage(new Date('2026-06-10T18:15:00.000Z'))).toBe(
      'Protesttiden gick ut 20:15.',
    );
    expect(protestTimeOverMessage(new Date('2026-12-02T19:05:30.000Z'))).toBe(
      'Protesttiden gick ut 20:05.',
    );
  });
});
