import type { SailingTally } from '@segla/core';
import { plural } from '@segla/core/format';
import type { TallyWriteState } from '@segla/core/tally';
import { useMemo, useState } from 'react';
import { matchesBoat, tallyBoard, type TallyTap } from '../hooks/tally-board.ts';
import './safety-tally.css';
import { TallyBoatItem } from './tally-boat-item.tsx';
import { TallyStatus, type TallyQueueState } from './tally-status.tsx';

/**
 * The safety tally "Säkerhet" (issue 31; docs/product.md "Säkerhet"): every entered boat with the
 * people on board, tapped "Ute" when she leaves the harbour and "I land" when she is back. Plain
 * markup like Målgång (decision 0055): it opens offline on Målgång's service worker and writes
 * through the same kind of queue, so the page stays small and needs no Mantine. Once the sailing
 * is finished the boats not ashore stand first, in red, with the skipper's number.
 */
export function SafetyTallyPage({
  tally,
  pending,
  queue,
  onTap,
}: {
  tally: SailingTally;
  /** This device's taps not yet acknowledged, in order: shown at once. */
  pending: readonly TallyTap[];
  queue: TallyQueueState;
  onTap: (competitorId: number, state: TallyWriteState) => void;
}) {
  const [query, setQuery] = useState('');
  const board = useMemo(() => tallyBoard(tally, pending), [tally, pending]);
  const shown = board.boats.filter((boat) => matchesBoat(boat, query));
  const finished = tally.status === 'finished';
  return (
    <section className="tally-page" aria-labelledby="tally-heading">
      <h3 id="tally-heading" className="tally-heading">
        Säkerhet
      </h3>
      {finished && board.missing > 0 && (
        <div className="tally-alarm" role="alert">
          {plural(board.missing, 'båt', 'båtar')} inte i land
        </div>
      )}
      <TallyStatus queue={queue} />
      <div className="tally-summary" aria-label="Sammanfattning">
        <span>{plural(board.boats.length, 'båt', 'båtar')}</span>
        <span>Inte ute {board.counts.not_out}</span>
        <span>Ute {board.counts.out}</span>
        <span>I land {board.counts.ashore}</span>
        <span>{plural(board.personsNotAshore, 'person', 'personer')} inte i land</span>
      </div>
      {board.boats.length > 6 && (
        <label className="tally-filter">
          Segelnummer eller båtnamn
          <input
            type="search"
            inputMode="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      )}
      {board.boats.length === 0 ? (
        <p>Inga anmälda båtar.</p>
      ) : shown.length === 0 ? (
        <p>Ingen båt matchar.</p>
      ) : (
        <ul className="tally-list" aria-label="Båtar">
          {shown.map((boat) => (
            <TallyBoatItem key={boat.competitor} boat={boat} onTap={onTap} />
          ))}
        </ul>
      )}
    </section>
  );
}
