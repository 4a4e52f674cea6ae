import type { SailingDetail } from '@segla/core';
import { useEffect } from 'react';
import { preloadCorrectFinishForm } from '../../../features/finish-reports/components/lazy-correct-finish-form.tsx';
import { ReportedFinishes } from '../../../features/finish-reports/components/reported-finishes.tsx';
import { whenIdle } from '../../../lib/when-idle.ts';
import { useReportsLive } from './use-reports-live.ts';

/** The reports waiting for the club (issue 13, item 7), kept live; for the club and staff only. */
export function ClubReportedFinishes({ sailing }: { sailing: SailingDetail }) {
  useReportsLive(sailing.id);
  // "Rätta"'s form, fetched once the page is up: it opens at once, offline too.
  useEffect(() => whenIdle(() => void preloadCorrectFinishForm().catch(() => undefined)), []);
  return <ReportedFinishes sailing={sailing} />;
}
