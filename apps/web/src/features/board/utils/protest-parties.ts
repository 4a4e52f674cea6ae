import type { Protest } from '@segla/core';
import { boatLabel } from './boat-label.ts';

/** The race committee as a party: a protest the club filed names no boat of its own. */
export const RACE_COMMITTEE_LABEL = 'Kappseglingsledningen';

/**
 * Who against whom: '4101 Vindkraft mot 4102 Havsörn' (several protested boats joined by
 * commas and 'och'); a request for redress names only the boat asking ('4101 Vindkraft').
 */
export function protestParties(protest: Pick<Protest, 'kind' | 'protestor' | 'protested'>): string {
  const protestor = protest.protestor ? boatLabel(protest.protestor) : RACE_COMMITTEE_LABEL;
  if (protest.kind === 'redress' || protest.protested.length === 0) return protestor;
  const others = protest.protested.map(boatLabel);
  const last = others.pop()!;
  const against = others.length > 0 ? `${others.join(', ')} och ${last}` : last;
  return `${protestor} mot ${against}`;
}
