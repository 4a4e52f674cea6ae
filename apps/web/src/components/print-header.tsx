import type { ReactNode } from 'react';
import type { ResultState } from './result-state-badge.tsx';
import { useResultPrintStyles } from './use-result-print-styles.ts';

/**
 * The head of a printed result, as a club pins it on the notice board (issue 14): the club's
 * logo and name, the sailing or series, its date and whether the result is preliminary. Shown
 * in print only (result-print.css); on screen the page's own header says the same.
 */
export function PrintHeader({
  club,
  logo,
  title,
  date,
  state,
}: {
  club: string;
  /** The club's logo (an image), composed by the page that knows the club. */
  logo?: ReactNode;
  title: string;
  date: string;
  state: ResultState | null;
}) {
  useResultPrintStyles();
  return (
    <header className="print-header">
      <div className="print-club">
        {logo}
        <span>{club}</span>
      </div>
      <h2 className="print-title">{title}</h2>
      <p className="print-meta">
        {date}
        {state && (
          <>
            {' · '}
            <strong className="print-state">{state}</strong>
          </>
        )}
      </p>
    </header>
  );
}
