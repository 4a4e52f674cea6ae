import type { ReactNode } from 'react';

/**
 * A result table as plain HTML with Mantine's Table look (styles.css, `.result-table`): Mantine's
 * Table sits in the `overlays` chunk (with its scroll area), which a visitor's result page would
 * otherwise load before showing a single row (decision 0041). Scrolls sideways when the page is
 * narrower than `minWidth`; focusable, so a keyboard can scroll it. Cells hide below a width
 * with the classes `from-sm` and `from-md` (Mantine's breakpoints, 48em and 62em).
 */
export function ResultTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="result-table" style={{ minWidth }}>
        {children}
      </table>
    </div>
  );
}
