import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { seriesCreateSchema, seriesUpdateSchema, type Series } from '@segla/core';
import {
  DEFAULT_SERIES_SCORING,
  DNF_SCORING_LABELS,
  DNF_SCORINGS_WITH_POINTS,
  MAX_SCORING_NUMBER,
  PENALTY_ON_TIE_LABELS,
  ROUND_CORRECTED_LABELS,
  RULES_EDITION_LABELS,
  SERIES_DNF_SCORINGS,
  SERIES_PENALTY_ON_TIE,
  SERIES_ROUND_CORRECTED,
  SERIES_RULES_EDITIONS,
  type SeriesDnfScoring,
  type SeriesPenaltyOnTie,
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
  /** The number of "Startande + ett antal" and of a fixed score, as typed. */
  dnf_points: string;
  rules_edition: SeriesRulesEdition;
  round_corrected: SeriesRoundCorrected;
  /** The scoring penalty: 20 % of DNF, or `SCP_PLACES` for the places typed below. */
  scp_kind: string;
  scp_places: string;
  penalty_on_tie: SeriesPenaltyOnTie;
} & FeeFieldValues;

const SCP_PERCENT = 'percent';
const SCP_PLACES = 'places';
/** RRS 44.3(c): 20 % unless the sailing instructions state a number of places. */
const SCP_CHOICES = [
  { value: SCP_PERCENT, label: '20 % av poängen för DNF' },
  { value: SCP_PLACES, label: 'Ett antal placeringar' },
];

/** A number as typed: null when empty, else the number (the schema refuses what is not one). */
function typedNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

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
    dnf_points: scoring.dnf_points === null ? '' : String(scoring.dnf_points),
    rules_edition: scoring.rules_edition,
    round_corrected: scoring.round_corrected,
    scp_kind: scoring.scp_places === null ? SCP_PERCENT : SCP_PLACES,
    scp_places: scoring.scp_places === null ? '' : String(scoring.scp_places),
    penalty_on_tie: scoring.penalty_on_tie,
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
    dnf_points: DNF_SCORINGS_WITH_POINTS.includes(values.dnf_scoring)
      ? typedNumber(values.dnf_points)
      : null,
    rules_edition: values.rules_edition,
    round_corrected: values.round_corrected,
    scp_places: values.scp_kind === SCP_PLACES ? typedNumber(values.scp_places) : null,
    penalty_on_tie: values.penalty_on_tie,
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
        {DNF_SCORINGS_WITH_POINTS.includes(form.values.dnf_scoring) && (
          <TextInput
            label={
              form.values.dnf_scoring === 'fixed' ? 'Poäng för DNF' : 'Antal efter startande +'
            }
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SCORING_NUMBER}
            withAsterisk
            {...form.getInputProps('dnf_points')}
          />
        )}
        <NativeSelect
          label="Poängstraff (SCP)"
          data={SCP_CHOICES}
          {...form.getInputProps('scp_kind')}
          // The places field carries the server's error when it is shown.
          error={form.values.scp_kind === SCP_PLACES ? undefined : form.errors.scp_places}
        />
        {form.values.scp_kind === SCP_PLACES && (
          <TextInput
            label="Antal placeringar"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SCORING_NUMBER}
            withAsterisk
            {...form.getInputProps('scp_places')}
          />
        )}
        <NativeSelect
          label="Straff på en delad placering"
          data={options(SERIES_PENALTY_ON_TIE, PENALTY_ON_TIE_LABELS)}
          {...form.getInputProps('penalty_on_tie')}
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
