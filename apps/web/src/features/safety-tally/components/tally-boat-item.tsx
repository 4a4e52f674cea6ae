import { formatClock } from '@segla/core/format';
import {
  formatMobileNumber,
  mobileNumberHref,
  TALLY_STATE_LABELS,
  type TallyWriteState,
} from '@segla/core/tally';
import type { BoardBoat } from '../hooks/tally-board.ts';

/** "SWE 123 Vindil", or whichever of the two there is. */
export function tallyBoatLabel(boat: { sail_number: string; boat_name: string }): string {
  return [boat.sail_number, boat.boat_name].filter((part) => part.trim() !== '').join(' ') || '–';
}

function resultOf(boat: BoardBoat): string | null {
  if (boat.code) return boat.code;
  if (boat.finish_time) return `I mål ${boat.finish_time}`;
  return null;
}

/**
 * One boat of the tally: her name, the people on board, her state, and the two taps "Ute" and
 * "I land" (each at least 56 px high, side by side on a 375 px phone). A boat not ashore once
 * the sailing is finished is red and says so, with her skipper's number to call.
 */
export function TallyBoatItem({
  boat,
  onTap,
}: {
  boat: BoardBoat;
  onTap: (competitorId: number, state: TallyWriteState) => void;
}) {
  const label = tallyBoatLabel(boat);
  const result = resultOf(boat);
  const people = boat.persons_on_board === 1 ? '1 person' : `${boat.persons_on_board} personer`;
  const changed = boat.changed_at ? Date.parse(boat.changed_at) : Number.NaN;
  return (
    <li className="tally-boat" data-missing={boat.missing} aria-label={label}>
      <div className="tally-boat-head">
        <span className="tally-boat-name">{label}</span>
        <span className="tally-boat-state" data-state={boat.state}>
          {TALLY_STATE_LABELS[boat.state]}
        </span>
      </div>
      {boat.missing && <div className="tally-boat-missing">Inte i land</div>}
      <div className="tally-boat-facts">
        <div>
          {boat.skipper || 'Skeppare saknas'} · {people} ombord
          {result ? ` · ${result}` : ''}
        </div>
        {boat.crew.length > 0 && (
          <div className="tally-boat-crew">Besättning: {boat.crew.join(', ')}</div>
        )}
        {boat.changed_by && !Number.isNaN(changed) && (
          <div className="tally-boat-crew">
            {TALLY_STATE_LABELS[boat.state]} {formatClock(changed)}, {boat.changed_by}
          </div>
        )}
        {boat.waiting && <div className="tally-waiting">Väntar på att skickas</div>}
      </div>
      {boat.mobile_number && (
        <a className="tally-phone" href={mobileNumberHref(boat.mobile_number)}>
          Ring {formatMobileNumber(boat.mobile_number)}
        </a>
      )}
      <div className="tally-actions">
        <button
          type="button"
          className="tally-button"
          aria-pressed={boat.state === 'out'}
          aria-label={`Ute: ${label}`}
          onClick={() => onTap(boat.competitor, 'out')}
        >
          Ute
        </button>
        <button
          type="button"
          className="tally-button tally-button-ashore"
          aria-pressed={boat.state === 'ashore'}
          aria-label={`I land: ${label}`}
          onClick={() => onTap(boat.competitor, 'ashore')}
        >
          I land
        </button>
      </div>
    </li>
  );
}
