import type { ReactNode } from 'react';

/**
 * A result table in a scroll container that scrolls sideways when the page is narrower than
 * `minWidth`; focusable, so a keyboard can scroll it (axe scrollable-region-focusable). Plain
 * markup with Mantine's Table look (styles.css `.result-table`): a shared result link paints
 * without Mantine (decision 0055). Cells hide with the classes `from-sm`, `from-md` and
 * `below-sm`; paper is result-print.css.
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
