import { Alert, Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { finishReportSchema, type Competitor } from '@segla/core';
import { reportAnswerText, type ReportedFinishes } from '@segla/core/sailing';
import { useState } from 'react';
import './finish-reports.css';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { normalizeClockInput } from '../utils/reports.ts';

/** What the panel needs of the device's write queue (composed by app/routes, issue 13). */
export interface ReportSender {
  /** Stores the report on the device, then sends it; resolves once it is stored. */
  send: (finishTime: string, note: string) => Promise<void>;
  /** A report of hers is stored but not yet acknowledged by the server. */
  waiting: boolean;
  /** Whether the browser says it is online. */
  online: boolean;
  /** Why the server refused her last report, if it did. */
  refused: string | null;
}

export const OFFLINE_TEXT = (time: string) =>
  `Ingen anslutning. Din måltid ${time} är sparad i telefonen och skickas när den är uppkopplad igen.`;

/** What her report became, in the sentence of `@segla/core/sailing`. */
function answerOf(competitor: Competitor, setting: ReportedFinishes): string | null {
  const report = competitor.report;
  if (!report) return null;
  if (report.status === 'approved') return reportAnswerText(report.finish_time, 'approved');
  if (report.status === null) return reportAnswerText(report.finish_time, 'kept');
  const counts = report.counted ? 'immediately' : 'after_approval';
  // A sailing that counts reports at once still waits for a group without a start time.
  return reportAnswerText(
    report.finish_time,
    setting === 'immediately' ? counts : 'after_approval',
  );
}

function ReportForm({
  stamped,
  sender,
  onSent,
  onCancel,
}: {
  stamped: string;
  sender: ReportSender;
  onSent: (time: string) => void;
  onCancel: () => void;
}) {
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { finish_time: stamped, note: '' },
    schema: finishReportSchema,
    toPayload: (values) => ({
      finish_time: normalizeClockInput(values.finish_time),
      note: values.note,
    }),
    submit: async (payload) => {
      await sender.send(payload.finish_time, payload.note ?? '');
      return payload.finish_time;
    },
    onSuccess: (time) => onSent(time),
    context: 'Rapportera måltid',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label="Måltid"
          description="Tiden när du gick i mål (TT:MM:SS). Ändra den till sekunden om det behövs."
          inputMode="numeric"
          autoComplete="off"
          size="lg"
          {...form.getInputProps('finish_time')}
        />
        <Textarea label="Kommentar" size="lg" rows={2} {...form.getInputProps('note')} />
        <FormActions busy={busy} onCancel={onCancel} submitLabel="Skicka" size="lg" />
      </Stack>
    </form>
  );
}

/**
 * "Jag har gått i mål" (issue 13, item 7): a sailor entered in an ongoing sailing stamps her
 * finish with one tap on the server's clock (`stampNow`), may correct it to the second and add
 * a note, and sends it through the device's queue: without a connection it waits on the phone
 * and says so. Once the server has it, she reads what became of it.
 */
export function ReportFinishPanel({
  competitor,
  setting,
  stampNow,
  sender,
}: {
  competitor: Competitor;
  setting: ReportedFinishes;
  /** The server's clock now, 'HH:MM:SS' (Stockholm). */
  stampNow: () => string;
  sender: ReportSender;
}) {
  const [stamped, setStamped] = useState<string | null>(null);
  const [sentTime, setSentTime] = useState<string | null>(null);
  const answer = answerOf(competitor, setting);
  const reported = competitor.report !== null && competitor.report !== undefined;

  let status: React.ReactNode = null;
  if (sentTime && sender.waiting) {
    status = (
      <Alert color={sender.online ? 'blue' : 'yellow'} role="status">
        {sender.online ? `Skickar din måltid ${sentTime} …` : OFFLINE_TEXT(sentTime)}
      </Alert>
    );
  } else if (sentTime && sender.refused) {
    status = (
      <Alert color="red" role="alert">
        Din måltid {sentTime} kunde inte rapporteras: {sender.refused}
      </Alert>
    );
  } else if (answer) {
    status = (
      <Alert color="green" role="status">
        {answer}
      </Alert>
    );
  }

  return (
    <section className="report-finish" aria-labelledby="report-finish-heading">
      <Title order={3} size="h4" id="report-finish-heading">
        Din målgång
      </Title>
      {stamped !== null ? (
        <ReportForm
          stamped={stamped}
          sender={sender}
          onSent={(time) => {
            setSentTime(time);
            setStamped(null);
          }}
          onCancel={() => setStamped(null)}
        />
      ) : (
        <Stack gap="sm">
          {status}
          {competitor.report?.status !== 'approved' &&
            (reported || sentTime ? (
              <Button
                size="lg"
                variant="default"
                fullWidth
                onClick={() => setStamped(stampNow())}
                disabled={sender.waiting}
              >
                Rapportera en annan tid
              </Button>
            ) : (
              <Button
                size="xl"
                fullWidth
                className="report-finish-button"
                onClick={() => setStamped(stampNow())}
              >
                Jag har gått i mål
              </Button>
            ))}
          {!reported && !sentTime && (
            <Text size="sm" c="dimmed">
              Tryck när du går i mål: tiden tas från Seglas klocka. Du kan rätta den innan du
              skickar.
            </Text>
          )}
        </Stack>
      )}
    </section>
  );
}
