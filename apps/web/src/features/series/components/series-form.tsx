import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { seriesCreateSchema, seriesUpdateSchema, type Series } from '@segla/core';
import {
  DEFAULT_SERIES_SCORING,
  DNF_SCORING_LABELS,
  ROUND_CORRECTED_LABELS,
  RULES_EDITION_LABELS,
  SERIES_DNF_SCORINGS,
  SERIES_ROUND_CORRECTED,
  SERIES_RULES_EDITIONS,
  type SeriesDnfScoring,
  type SeriesRoundCorrected,
  type SeriesRulesEdition,
} from '@segla/core/series';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import {
  FeeFields,
  feeFieldValues,
  type FeeFieldValues,
} from '../../../components/form/fee-fields.tsx';
import { useServerForm, type ServerForm } from '../../../hooks/use-server-form.ts';
import { useCreateSeries } from '../api/create-series.ts';
import { useUpdateSeries } from '../api/update-series.ts';
import {
  CUSTOM_DISCARDS,
  DISCARD_CHOICES,
  discardChoiceOf,
  discardTextOf,
  discardThresholdsOf,
  discardWordsOf,
} from '../utils/discard-choice.ts';

/** The form's fields: the API's names, plus the choice of discard rule that fills one of them. */
type SeriesFormValues = {
  name: string;
  description: string;
  /** A common discard rule, or `CUSTOM_DISCARDS` for the text below. */
  discard_choice: string;
  /** The discard rule typed as text ("4, 8"); sent only with `CUSTOM_DISCARDS`. */
  discard_thresholds: string;
  dnf_scoring: SeriesDnfScoring;
  rules_edition: SeriesRulesEdition;
  round_corrected: SeriesRoundCorrected;
} & FeeFieldValues;

/** Shown under the discard rule while the typed text is not one. */
export const DISCARD_HINT = 'Skriv antalet seglingar för varje strykning, t.ex. 4, 8.';

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

function initialValues(series: Series | undefined): SeriesFormValues {
  const scoring = series ?? DEFAULT_SERIES_SCORING;
  return {
    name: series?.name ?? '',
    description: series?.description ?? '',
    discard_choice: discardChoiceOf(scoring.discard_thresholds),
    discard_thresholds: scoring.discard_thresholds.join(', '),
    dnf_scoring: scoring.dnf_scoring,
    rules_edition: scoring.rules_edition,
    round_corrected: scoring.round_corrected,
    ...feeFieldValues(series),
  };
}

/** The settings and fees as the API takes them (`discard_choice` is the form's own). */
function settingsOf(values: SeriesFormValues) {
  return {
    name: values.name,
    description: values.description,
    discard_thresholds: discardThresholdsOf(values.discard_choice, values.discard_thresholds),
    dnf_scoring: values.dnf_scoring,
    rules_edition: values.rules_edition,
    round_corrected: values.round_corrected,
    entry_fee: values.entry_fee,
    late_fee: values.late_fee,
    late_from: values.late_from,
  };
}

/** The fields, the alert and "Spara" of both forms. */
function SeriesFormBody({
  form,
  alert,
  busy,
  onSubmit,
}: Omit<ServerForm<SeriesFormValues>, 'clearAlert'>) {
  const { discard_choice: choice, discard_thresholds: text } = form.values;
  const custom = choice === CUSTOM_DISCARDS;
  const words = discardWordsOf(choice, text);
  return (
    <form onSubmit={onSubmit} noValidate className="series-form">
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label="Namn"
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Stack gap={6}>
          <NativeSelect
            label="Strykningar"
            data={DISCARD_CHOICES}
            {...form.getInputProps('discard_choice')}
            onChange={(event) => {
              const next = event.currentTarget.value;
              // "Egen" starts from the rule chosen so far, ready to be changed.
              if (next === CUSTOM_DISCARDS && !custom)
                form.setFieldValue('discard_thresholds', discardTextOf(choice));
              form.setFieldValue('discard_choice', next);
            }}
            // A common rule is always valid; should the server refuse it anyway, say so here.
            error={custom ? undefined : form.errors.discard_thresholds}
          />
          {custom && (
            <TextInput
              label="Antal seglingar per strykning"
              placeholder="t.ex. 4, 8"
              autoComplete="off"
              {...form.getInputProps('discard_thresholds')}
            />
          )}
          <Text size="sm" aria-live="polite" data-testid="series-discard-words">
            {words ? `${words}.` : DISCARD_HINT}
          </Text>
        </Stack>
        <NativeSelect
          label="DNF räknas som"
          data={options(SERIES_DNF_SCORINGS, DNF_SCORING_LABELS)}
          {...form.getInputProps('dnf_scoring')}
        />
        <NativeSelect
          label="Regelversion"
          data={options(SERIES_RULES_EDITIONS, RULES_EDITION_LABELS)}
          {...form.getInputProps('rules_edition')}
        />
        <NativeSelect
          label="Avrundning av korrigerad tid"
          data={options(SERIES_ROUND_CORRECTED, ROUND_CORRECTED_LABELS)}
          {...form.getInputProps('round_corrected')}
        />
        <FeeFields form={form} />
        <Textarea label="Beskrivning" rows={3} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Spara
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A new series (`POST /api/series/`): its name, scoring settings and entry fees (docs/product.md
 * §3, §12, §18), starting from the defaults.
 */
export function NewSeriesForm({
  clubId,
  onSaved,
}: {
  /** The club of the series: staff must name it, a club account's own is accepted as well. */
  clubId?: number;
  /** After the server has saved it and the caches know it. */
  onSaved: (series: Series) => void;
}) {
  const create = useCreateSeries();
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: initialValues(undefined),
    schema: seriesCreateSchema,
    toPayload: (values) => ({
      ...(clubId === undefined ? {} : { club: clubId }),
      ...settingsOf(values),
    }),
    submit: (payload) => create.mutateAsync(payload),
    onSuccess: (saved) => onSaved(saved),
    context: 'Ny serie',
  });
  return <SeriesFormBody form={form} alert={alert} busy={busy} onSubmit={onSubmit} />;
}

/** Changes a series' name, scoring settings and fees (`PUT /api/series/{id}/`). */
export function EditSeriesForm({
  series,
  onSaved,
}: {
  series: Series;
  /** After the server has saved it and the caches know it. */
  onSaved: (series: Series) => void;
}) {
  const update = useUpdateSeries(series.id);
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: initialValues(series),
    schema: seriesUpdateSchema,
    toPayload: (values) => ({ id: series.id, ...settingsOf(values) }),
    submit: (payload) => update.mutateAsync(payload),
    onSuccess: (saved) => onSaved(saved),
    context: 'Ändra serie',
  });
  return <SeriesFormBody form={form} alert={alert} busy={busy} onSubmit={onSubmit} />;
}
