import { afterEach, describe, expect, it } from 'vitest';
import { medianOffset, readStoredOffset, sampleOffset, storeOffset } from './clock-offset.ts';
import { clockTimeAt, msToNextSecond } from './server-clock.ts';

describe('the clock offset', () => {
  afterEach(() => localStorage.clear());

  it('assumes the server read its clock half way through the round trip', () => {
    expect(sampleOffset({ serverMs: 10_100, sentAt: 1_000, receivedAt: 1_200 })).toBe(9_000);
  });

  it('takes the median, so one slow round trip does not skew it', () => {
    expect(medianOffset([120, 9_000, 100])).toBe(120);
    expect(medianOffset([100, 200])).toBe(150);
    expect(medianOffset([])).toBe(0);
  });

  it('is kept for the next load, and nothing else is read as one', () => {
    expect(readStoredOffset()).toBeNull();
    storeOffset(-1234.4);
    expect(readStoredOffset()).toBe(-1234);
    localStorage.setItem('segla.finish.clock-offset', 'nonsense');
    expect(readStoredOffset()).toBeNull();
  });
});

describe('the server clock', () => {
  it('cuts a moment to its second on Stockholm’s clock', () => {
    expect(clockTimeAt(Date.parse('2026-05-13T16:42:13.999Z'))).toBe('18:42:13');
    expect(clockTimeAt(Date.parse('2026-01-13T17:42:13.000Z'))).toBe('18:42:13');
  });

  it('waits for the next whole second', () => {
    expect(msToNextSecond(5_250)).toBe(750);
    expect(msToNextSecond(6_000)).toBe(1_000);
  });
});
