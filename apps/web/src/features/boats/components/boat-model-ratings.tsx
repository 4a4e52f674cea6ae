import type { BoatModel } from '@segla/core';
import { modelRatings } from '../utils/boat-rating.ts';

/** The chosen model's four SRS values, as a small list of label and value. */
export function BoatModelRatings({ model }: { model: BoatModel }) {
  return (
    <dl className="facts boat-model-ratings" aria-label={`SRS-tal för ${model.name}`}>
      {modelRatings(model).map((rating) => (
        <div key={rating.label}>
          <dt>{rating.label}</dt>
          <dd>{rating.value}</dd>
        </div>
      ))}
    </dl>
  );
}
