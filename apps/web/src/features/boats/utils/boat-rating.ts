import type { Boat, BoatModel } from '@segla/core';
import { RATING_VARIANTS } from '@segla/core/sailing';
import { formatNumber } from '@segla/core/format';

/** The four SRS values of a model with their labels (`RATING_VARIANTS`); '–' for one it lacks. */
export function modelRatings(model: BoatModel): { label: string; value: string }[] {
  return RATING_VARIANTS.map((variant) => ({
    label: variant.label,
    value: model[variant.value] === null ? '–' : formatNumber(model[variant.value]),
  }));
}

/** A boat's rating in a line: her own SRS value (and year) first, else her model's. */
export function boatRatingLine(boat: Boat, model: BoatModel | undefined): string {
  if (boat.own_srs !== null) {
    const year = boat.certificate_year === null ? '' : `, mätbrev ${boat.certificate_year}`;
    return `Eget SRS-tal ${formatNumber(boat.own_srs)}${year}`;
  }
  if (model) return `${model.name}, SRS ${formatNumber(model.srs)}`;
  return 'Ingen båtmodell';
}
