import { Button, Group, Text, Title } from '@mantine/core';
import type { Competitor, SailingDetail } from '@segla/core';
import { REPORTED_MARK } from '@segla/core/sailing';
import { Suspense, useState } from 'react';
import './finish-reports.css';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useApproveFinish } from '../api/approve-finish.ts';
import { useApproveFinishes } from '../api/approve-finishes.ts';
import { APPROVED_TOAST, pendingReports, reportingBoat } from '../utils/reports.ts';
import { CorrectFinishForm } from './lazy-correct-finish-form.tsx';

function approvedAllToast(count: number): string {
  if (count === 0) return 'Inga måltider kunde godkännas utan att rättas först.';
  return count === 1 ? 'En måltid är godkänd.' : `${count} måltider är godkända.`;
}

function showFailure(error: unknown) {
  const described = handleApiError(error, { context: 'Godkänn måltid', toast: false });
  notify.error(described.nonFieldError ?? described.fieldErrors.finish_time ?? described.message);
}

function ReportedFinishItem({
  competitor,
  sailingId,
}: {
  competitor: Competitor;
  sailingId: number;
}) {
  const approve = useApproveFinish(sailingId);
  const [correcting, setCorrecting] = useState(false);
  const report = competitor.report;
  if (!report) return null;
  const boat = reportingBoat(competitor);
  // The club recorded another finish after the report came: approving replaces it.
  const clubTime =
    competitor.finish_time !== null && competitor.finish_time !== report.finish_time
      ? competitor.finish_time
      : null;
  return (
    <li className="reported-finish">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <div>
          <Text fw={600}>{boat}</Text>
          <Text>
            <span className="reported-time">{report.finish_time}</span>{' '}
            <span className="reported-mark">{REPORTED_MARK}</span>
            {report.counted && (
              <Text span size="sm" c="dimmed">
                {' '}
                räknas redan
              </Text>
            )}
          </Text>
          {clubTime && (
            <Text size="sm" c="dimmed">
              Klubbens tid: {clubTime}
            </Text>
          )}
          {report.note && (
            <Text size="sm" className="preline">
              Kommentar: {report.note}
            </Text>
          )}
        </div>
        {!correcting && (
          <Group gap="xs">
            <Button
              size="md"
              loading={approve.isPending}
              aria-label={`Godkänn ${report.finish_time} för ${boat}`}
              onClick={() => {
                // The live update can remove this item before the answer comes: a promise still
                // settles then, where `mutate`'s callbacks would be dropped with the component.
                void approve
                  .mutateAsync({ id: competitor.id, input: {} })
                  .then(() => notify.success(APPROVED_TOAST), showFailure);
              }}
            >
              Godkänn
            </Button>
            <Button
              size="md"
              variant="default"
              aria-label={`Rätta tiden för ${boat}`}
              onClick={() => setCorrecting(true)}
            >
              Rätta
            </Button>
          </Group>
        )}
      </Group>
      {correcting && (
        <Suspense fallback={<DelayedLoader />}>
          <CorrectFinishForm
            competitor={competitor}
            sailingId={sailingId}
            onDone={() => setCorrecting(false)}
          />
        </Suspense>
      )}
    </li>
  );
}

/**
 * The sailors' reported finishes waiting for the club (issue 13, item 7), on the Målgång and
 * Deltagare pages: each marked "rapporterad" with "Godkänn" (one tap) and "Rätta"; "Godkänn
 * alla" when there are several. Nothing shows while none waits.
 */
export function ReportedFinishes({ sailing }: { sailing: SailingDetail }) {
  const approveAll = useApproveFinishes(sailing.id);
  const pending = pendingReports(sailing);
  if (pending.length === 0) return null;
  const headingId = `reported-finishes-${sailing.id}`;
  return (
    <section className="reported-finishes" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3} size="h4" id={headingId}>
          Rapporterade måltider ({pending.length})
        </Title>
        {pending.length > 1 && (
          <Button
            size="md"
            loading={approveAll.isPending}
            onClick={() => {
              void approveAll
                .mutateAsync()
                .then(({ approved }) => notify.success(approvedAllToast(approved)), showFailure);
            }}
          >
            Godkänn alla
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {sailing.reported_finishes === 'immediately'
          ? 'Seglarnas egna tider räknas i resultatet direkt, markerade som rapporterade tills ni godkänt dem.'
          : 'Seglarnas egna tider räknas i resultatet när ni har godkänt dem.'}
      </Text>
      <ul className="reported-finish-list">
        {pending.map((competitor) => (
          <ReportedFinishItem key={competitor.id} competitor={competitor} sailingId={sailing.id} />
        ))}
      </ul>
    </section>
  );
}
