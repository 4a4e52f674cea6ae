import { describe, expect, it } from 'vitest';
import { availableLifecycleActions, lifecycleChange, nextLifecycleAction } from './lifecycle.ts';
import type { SailingStatus } from './status.ts';

describe('lifecycleChange', () => {
  it('walks a sailing from planned to verified', () => {
    expect(lifecycleChange('publish', 'unpublished')).toEqual({
      change: { status: 'upcoming', is_finished: false },
    });
    expect(lifecycleChange('start', 'upcoming')).toEqual({
      change: { status: 'ongoing', is_finished: false },
    });
    expect(lifecycleChange('finish', 'ongoing')).toEqual({
      change: { status: 'finished', is_finished: true },
    });
    expect(lifecycleChange('verify', 'finished')).toEqual({ change: { verified_result: true } });
    expect(lifecycleChange('unverify', 'finished')).toEqual({ change: { verified_result: false } });
    expect(lifecycleChange('reopen', 'finished')).toEqual({
      change: { status: 'ongoing', is_finished: false, verified_result: false },
    });
    expect(lifecycleChange('cancel', 'upcoming')).toEqual({
      change: { status: 'cancelled', is_finished: false },
    });
  });

  it('refuses a step from the wrong status in Swedish', () => {
    expect(lifecycleChange('start', 'unpublished')).toEqual({
      refusal: 'En segling som är opublicerad kan inte startas.',
    });
    expect(lifecycleChange('publish', 'finished')).toEqual({
      refusal: 'En segling som är avslutad kan inte publiceras.',
    });
    expect(lifecycleChange('verify', 'ongoing')).toEqual({
      refusal: 'En segling som är pågående kan inte få verifierat resultat.',
    });
    expect(lifecycleChange('cancel', 'finished')).toEqual({
      refusal: 'En segling som är avslutad kan inte ställas in.',
    });
  });
});

describe('availableLifecycleActions', () => {
  it('offers only the steps that fit the status', () => {
    expect(availableLifecycleActions({ status: 'unpublished', verified_result: false })).toEqual([
      'publish',
      'cancel',
    ]);
    expect(availableLifecycleActions({ status: 'upcoming', verified_result: false })).toEqual([
      'start',
      'finish',
      'cancel',
    ]);
    expect(availableLifecycleActions({ status: 'ongoing', verified_result: false })).toEqual([
      'finish',
      'cancel',
    ]);
    expect(availableLifecycleActions({ status: 'finished', verified_result: false })).toEqual([
      'verify',
      'reopen',
    ]);
    expect(availableLifecycleActions({ status: 'finished', verified_result: true })).toEqual([
      'unverify',
      'reopen',
    ]);
    expect(availableLifecycleActions({ status: 'cancelled', verified_result: false })).toEqual([
      'reopen',
    ]);
  });
});

describe('nextLifecycleAction', () => {
  it('is the next step of the normal course, never a step back', () => {
    const next = (status: SailingStatus, verified_result = false) =>
      nextLifecycleAction({ status, verified_result });
    expect(next('unpublished')).toBe('publish');
    expect(next('upcoming')).toBe('start');
    expect(next('ongoing')).toBe('finish');
    expect(next('finished')).toBe('verify');
    expect(next('finished', true)).toBeNull();
    expect(next('cancelled')).toBeNull();
  });
});
