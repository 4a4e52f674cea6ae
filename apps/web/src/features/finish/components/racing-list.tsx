import { memo, useId } from 'react';
import { BoardButton } from './board-button.tsx';
import { formatRating } from '@segla/core/format';
import { boatLabel, matchesSailNumber, type BoardBoat } from '../utils/finish-board.ts';
import type { useTapTime } from '../utils/use-tap-time.ts';

type TapProps = ReturnType<typeof useTapTime>;

/** A boat's name as the finish button shows it under the sail number. */
function boatName(boat: BoardBoat): string {
  return boat.competitor.boat_name || boat.competitor.boat_type || boat.competitor.name;
}

function RacingBoat({
  boat,
  tapProps,
  onStamp,
  onCode,
}: {
  boat: BoardBoat;
  tapProps: TapProps;
  onStamp: (boat: BoardBoat, serverMs: number) => void;
  onCode: (boat: BoardBoat) => void;
}) {
  const { competitor } = boat;
  const label = boatLabel(competitor);
  const details = [
    boat.groupName,
    competitor.rating === null ? null : formatRating(competitor.rating),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="finish-boat">
      <div className="finish-boat-row">
        <button type="button" className="finish-button" {...tapProps((at) => onStamp(boat, at))}>
          <span className="finish-button-word">Mål</span>{' '}
          <span className="finish-button-sail">{competitor.sail_number}</span>{' '}
          <span className="finish-button-name">{boatName(boat)}</span>
        </button>
        <BoardButton
          className="finish-code-button"
          aria-label={`Kod för ${label}`}
          onClick={() => onCode(boat)}
        >
          Kod
        </BoardButton>
      </div>
      {(details || boat.row?.beat_leader_by) && (
        <div className="finish-boat-details">
          {details && <span>{details}</span>}
          {boat.row?.beat_leader_by && <span>Slå ledaren före {boat.row.beat_leader_by}</span>}
        </div>
      )}
    </li>
  );
}

/**
 * "På banan": every boat still racing with its big "Mål" button (one tap stamps the tapped
 * second) and "Kod", the boats expected next first; "Segelnummer" filters them.
 */
export const RacingList = memo(function RacingList({
  boats,
  filter,
  onFilter,
  tapProps,
  onStamp,
  onCode,
}: {
  boats: readonly BoardBoat[];
  filter: string;
  onFilter: (value: string) => void;
  tapProps: TapProps;
  onStamp: (boat: BoardBoat, serverMs: number) => void;
  onCode: (boat: BoardBoat) => void;
}) {
  const shown = boats.filter((boat) => matchesSailNumber(boat.competitor, filter));
  const filterId = useId();
  return (
    <section className="finish-section" aria-labelledby="finish-racing-heading">
      <h2 className="finish-heading" id="finish-racing-heading">
        På banan ({boats.length})
      </h2>
      <div className="field finish-filter">
        <label className="field-label" htmlFor={filterId}>
          Segelnummer
        </label>
        <p className="field-description" id={`${filterId}-description`}>
          Skriv en del av segelnumret för att hitta båten
        </p>
        <div className="field-control">
          <input
            id={filterId}
            className="field-input"
            aria-describedby={`${filterId}-description`}
            inputMode="numeric"
            type="search"
            autoComplete="off"
            value={filter}
            onChange={(event) => onFilter(event.currentTarget.value)}
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="finish-empty">
          {boats.length === 0
            ? 'Ingen båt är kvar på banan.'
            : `Ingen båt på banan har ett segelnummer med ”${filter}”.`}
        </p>
      ) : (
        <ul className="finish-boats" aria-label="Båtar på banan">
          {shown.map((boat) => (
            <RacingBoat
              key={boat.competitor.id}
              boat={boat}
              tapProps={tapProps}
              onStamp={onStamp}
              onCode={onCode}
            />
          ))}
        </ul>
      )}
    </section>
  );
});
