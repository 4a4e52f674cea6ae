import type { Competitor, SailingDetail } from '@segla/core';
import { boatLabel } from './boat-label.ts';

/** A boat of the sailing as a select or checkbox offers it: her id and '4101 Vindkraft'. */
export interface BoatOption {
  value: string;
  label: string;
}

export function boatOption(competitor: Competitor): BoatOption {
  return { value: String(competitor.id), label: boatLabel(competitor) };
}

/** The sailing's boats in sail-number order. */
export function sailingBoats(sailing: Pick<SailingDetail, 'competitors'>): Competitor[] {
  return [...sailing.competitors].sort((a, b) =>
    a.sail_number.localeCompare(b.sail_number, 'sv', { numeric: true }),
  );
}

/** Her boats in the sailing: its competitors linked to her sailor profile. */
export function ownBoats(
  sailing: Pick<SailingDetail, 'competitors'>,
  sailorId: number | null,
): Competitor[] {
  if (sailorId === null) return [];
  return sailingBoats(sailing).filter((competitor) => competitor.sailor === sailorId);
}
