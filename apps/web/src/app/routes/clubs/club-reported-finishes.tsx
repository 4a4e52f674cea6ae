import type { SailingDetail } from '@segla/core';
import { ReportedFinishes } from '../../../features/finish-reports/components/reported-finishes.tsx';
import { useReportsLive } from './use-reports-live.ts';

/** The reports waiting for the club (issue 13, item 7), kept live; for the club and staff only. */
export function ClubReportedFinishes({ sailing }: { sailing: SailingDetail }) {
  useReportsLive(sailing.id);
  return <ReportedFinishes sailing={sailing} />;
}
