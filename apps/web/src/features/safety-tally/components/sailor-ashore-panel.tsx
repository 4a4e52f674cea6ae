import type { CompetitorTally } from '@segla/core';
import './safety-tally.css';

/**
 * "Vi är i land" on the sailor's own entry (issue 31; docs/product.md "Säkerhet"): while the
 * sailing is on or finished and her boat is not reported ashore, one big button tells the
 * club's officials that everyone on board is back. The tap is kept on the phone and sent when
 * it can be (the sender composed in app/), so it works without coverage too.
 */
export function SailorAshorePanel({
  tally,
  waiting,
  online,
  refused,
  onAshore,
}: {
  tally: CompetitorTally | undefined;
  /** Her tap is stored on the phone, not yet with the server. */
  waiting: boolean;
  online: boolean;
  /** Why the server refused her last tap, or null. */
  refused: string | null;
  onAshore: () => void;
}) {
  if (tally?.state === 'ashore' && !waiting) {
    return (
      <section className="tally-ashore-panel" aria-label="Säkerhet">
        <strong>Ni är markerade i land.</strong>
      </section>
    );
  }
  return (
    <section className="tally-ashore-panel" aria-label="Säkerhet">
      {waiting ? (
        <strong>
          {online
            ? 'I land – skickas…'
            : 'I land – sparat på telefonen, skickas när anslutningen är tillbaka.'}
        </strong>
      ) : (
        <>
          <span>Tryck när alla ombord är i land, så vet klubben att ingen saknas.</span>
          <button type="button" className="tally-button tally-button-ashore" onClick={onAshore}>
            Vi är i land
          </button>
        </>
      )}
      {refused && <span role="alert">{refused}</span>}
    </section>
  );
}
