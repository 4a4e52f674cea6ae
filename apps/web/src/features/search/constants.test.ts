import * as core from '@segla/core';
import { expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants.ts';

it('mirrors the core search limits', () => {
  expect(SEARCH_MIN_LENGTH).toBe(core.SEARCH_MIN_LENGTH);
  expect(SEARCH_MAX_LENGTH).toBe(core.SEARCH_MAX_LENGTH);
});
