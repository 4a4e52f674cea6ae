import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A result table: Mantine's Table, striped, in a scroll container that scrolls sideways when
 * the page is narrower than `minWidth`; focusable, so a keyboard can scroll it (axe
 * scrollable-region-focusable). Cells hide on a phone with Mantine's `visibleFrom`/`hiddenFrom`;
 * the navy header and number columns are styles.css `.result-table`, paper is result-print.css.
 */
export function ResultTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      pos="relative"
      className="table-scroll"
    >
      <Table striped highlightOnHover tabularNums verticalSpacing="sm" className="result-table">
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
