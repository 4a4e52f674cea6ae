import { REPORTED_MARK } from '@segla/core/sailing';
import { memo } from 'react';
import { BoardButton } from './board-button.tsx';
import { formatDuration } from '@segla/core/format';
import { boatLabel, isPenaltyCode, type BoardBoat } from '../utils/finish-board.ts';

/** The results' row is about the finish shown (not one the server has not scored yet). */
function scored(boat: BoardBoat): boolean {
  return !boat.waiting && boat.row !== null && boat.row.finish_time === boat.finishTime;
}

function WaitingMark() {
  return <span className="finish-waiting">Väntar på att skickas</span>;
}

function FinishedBoat({
  boat,
  onEdit,
  onCode,
}: {
  boat: BoardBoat;
  onEdit: (boat: BoardBoat) => void;
  onCode: (boat: BoardBoat) => void;
}) {
  const label = boatLabel(boat.competitor);
  const known = scored(boat);
  const rank = known ? (boat.row?.rank ?? null) : null;
  const corrected = known ? (boat.row?.corrected_time ?? null) : null;
  return (
    <li className="finished-boat">
      <span className="finished-rank">
        <span className="visually-hidden">{rank === null ? 'Ingen placering än' : 'Plats '}</span>
        {rank === null ? <span aria-hidden>–</span> : rank}
      </span>
      <div className="finished-main">
        <span className="finished-name">{label}</span>
        <span className="finished-facts">
          <span>
            Mål <strong className="finished-time">{boat.finishTime}</strong>
          </span>
          {corrected !== null && <span>Korr. {formatDuration(corrected)}</span>}
          {isPenaltyCode(boat.code) && <span className="result-code">{boat.code}</span>}
          {/* The sailor's own report, counted until approved (issue 13). */}
          {known && boat.row?.reported && <span className="reported-mark">{REPORTED_MARK}</span>}
        </span>
        {boat.waiting && <WaitingMark />}
      </div>
      <div className="finished-actions">
        <BoardButton aria-label={`Ändra måltid för ${label}`} onClick={() => onEdit(boat)}>
          Ändra
        </BoardButton>
        <BoardButton aria-label={`Kod för ${label}`} onClick={() => onCode(boat)}>
          Kod
        </BoardButton>
      </div>
    </li>
  );
}

function CodedBoat({ boat, onCode }: { boat: BoardBoat; onCode: (boat: BoardBoat) => void }) {
  const label = boatLabel(boat.competitor);
  return (
    <li className="finished-boat">
      <span className="finished-rank result-code">{boat.code}</span>
      <div className="finished-main">
        <span className="finished-name">{label}</span>
        {boat.waiting && <WaitingMark />}
      </div>
      <div className="finished-actions">
        <BoardButton aria-label={`Kod för ${label}`} onClick={() => onCode(boat)}>
          Kod
        </BoardButton>
      </div>
    </li>
  );
}

/**
 * "I mål": the boats that finished, the latest first, with the finish time, the place so far
 * and the corrected time (once the server has scored the finish; until then "Väntar på att
 * skickas" or no place), "Ändra" and "Kod"; then the boats scored by a code.
 */
export const FinishedList = memo(function FinishedList({
  finished,
  coded,
  onEdit,
  onCode,
}: {
  finished: readonly BoardBoat[];
  coded: readonly BoardBoat[];
  onEdit: (boat: BoardBoat) => void;
  onCode: (boat: BoardBoat) => void;
}) {
  return (
    <>
      <section className="finish-section" aria-labelledby="finish-done-heading">
        <h2 className="finish-heading" id="finish-done-heading">
          I mål ({finished.length})
        </h2>
        {finished.length === 0 ? (
          <p className="finish-empty">Ingen båt har gått i mål ännu.</p>
        ) : (
          <ul className="finished-boats" aria-label="Båtar i mål">
            {finished.map((boat) => (
              <FinishedBoat key={boat.competitor.id} boat={boat} onEdit={onEdit} onCode={onCode} />
            ))}
          </ul>
        )}
      </section>
      {coded.length > 0 && (
        <section className="finish-section" aria-labelledby="finish-coded-heading">
          <h2 className="finish-heading" id="finish-coded-heading">
            Med kod ({coded.length})
          </h2>
          <ul className="finished-boats" aria-label="Båtar med kod">
            {coded.map((boat) => (
              <CodedBoat key={boat.competitor.id} boat={boat} onCode={onCode} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
});
