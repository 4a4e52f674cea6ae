import type { SailingDetail } from '@segla/core';
import { Suspense } from 'react';
import { lazyMantineComponent } from '../../../components/lazy-component.tsx';
import { pendingReports } from '../../../features/finish-reports/utils/reports.ts';
import { useReportsLive } from './use-reports-live.ts';

/**
 * The list and its buttons are Mantine's: loaded with its provider once a report waits, so the Målgång page
 * paints without Mantine (decision 0041). The build lists their files for the Målgång page's
 * offline copy (build-plugins/finish-offline-assets.ts).
 */
const ReportedFinishes = lazyMantineComponent(() =>
  import('../../../features/finish-reports/components/reported-finishes.tsx').then(
    (module) => module.ReportedFinishes,
  ),
);

/** The reports waiting for the club (issue 13, item 7), kept live; for the club and staff only. */
export function ClubReportedFinishes({ sailing }: { sailing: SailingDetail }) {
  useReportsLive(sailing.id);
  if (pendingReports(sailing).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ReportedFinishes sailing={sailing} />
    </Suspense>
  );
}
