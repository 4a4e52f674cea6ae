import { Anchor, Group, Loader, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { competitorCreateSchema, type Boat, type BoatModel, type Competitor } from '@segla/core';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  SAIL_CHOICE_LABELS,
  entryRating,
  ratingVariantOf,
  type RatingVariant,
} from '@segla/core/sailing';
import { AppLink } from '../../../components/app-link.tsx';
import {
  CategoryCheckboxes,
  type EntryCategoryOption,
} from '../../../components/form/category-checkboxes.tsx';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { formatNumber } from '@segla/core/format';
import { notify } from '../../../lib/notify.ts';
import { useCreateEntry } from '../api/create-entry.ts';

export const ENTERED_TOAST = 'Du är anmäld.';
export const CHOOSE_BOAT = 'Välj en av dina båtar.';
export const NO_RATING_FOR_CHOICE = 'Båtmodellen har inget SRS-tal för den segelföringen.';

/** A sailor's boats (`GET /api/boats/?owner=`): the boats feature's hook, given by the page. */
export type UseEntryBoats = (owner: number) => UseQueryResult<Boat[]>;

/**
 * The form's fields; `boat` as the API names it, the sail configuration as two questions, the
 * ticked prize categories' ids as text.
 */
type EntryFormValues = { boat: string; flying: string; shorthanded: string; categories: string[] };

const yesNo = (labels: { yes: string; no: string }) => [
  { value: 'yes', label: labels.yes },
  { value: 'no', label: labels.no },
];

function variantOf(values: EntryFormValues): RatingVariant {
  return ratingVariantOf({
    flying: values.flying === 'yes',
    shorthanded: values.shorthanded === 'yes',
  });
}

function boatLabel(boat: Boat): string {
  return boat.sail_number ? `${boat.name} (${boat.sail_number})` : boat.name;
}

/**
 * "Anmäl" (issue 13): one of her boats ("Båt") and the sail configuration ("Flygande segel:
 * Med / Utan", "Besättning: Full besättning / Shorthanded"); the SRS value that gives shows as
 * she chooses (the boat's own value, else the model's for the configuration). When the club
 * has prize categories ticked in entries, a box each ("Dam", issue 32). The server fills in the
 * rest and picks the start group by the club's rule.
 */
export function EntryForm({
  sailingId,
  sailorId,
  settingsHref,
  boatModels,
  useBoats,
  categories = [],
  onDone,
}: {
  sailingId: number;
  sailorId: number;
  /** Her settings page, where "Mina båtar" is. */
  settingsHref: string;
  boatModels: readonly BoatModel[];
  /** Her boats (the boats feature's hook, composed by the page). */
  useBoats: UseEntryBoats;
  /** The club's prize categories ticked in entries; none: no boxes. */
  categories?: readonly EntryCategoryOption[];
  onDone: () => void;
}) {
  const boats = useBoats(sailorId);
  const create = useCreateEntry();
  const { form, alert, busy, onSubmit } = useServerForm<
    EntryFormValues,
    {
      sailing: number;
      boat?: number | null;
      sail_config?: RatingVariant | null;
      categories?: number[];
    },
    Competitor
  >({
    initialValues: { boat: '', flying: 'yes', shorthanded: 'no', categories: [] },
    schema: competitorCreateSchema,
    toPayload: (values) => ({
      sailing: sailingId,
      boat: values.boat,
      sail_config: variantOf(values),
      ...(categories.length > 0 ? { categories: values.categories.map(Number) } : {}),
    }),
    extraValidate: (values) => (values.boat === '' ? { boat: CHOOSE_BOAT } : {}),
    submit: (payload, values): Promise<Competitor> =>
      create.mutateAsync({
        sailing: sailingId,
        boat: payload.boat ?? null,
        sail_config: payload.sail_config ?? variantOf(values),
        ...(payload.categories ? { categories: payload.categories } : {}),
      }),
    fieldAliases: { sail_config: 'flying' },
    onSuccess: () => {
      notify.success(ENTERED_TOAST);
      onDone();
    },
    context: 'Anmälan',
  });

  if (boats.isPending) return <Loader size="sm" aria-label="Hämtar dina båtar" />;
  const list = boats.data ?? [];
  if (list.length === 0) {
    return (
      <Stack gap="md">
        <Text>Du har inga båtar ännu. Lägg till din båt för att kunna anmäla dig.</Text>
        <Anchor component={AppLink} to={settingsHref}>
          Mina båtar
        </Anchor>
      </Stack>
    );
  }

  const chosen = list.find((boat) => String(boat.id) === form.values.boat);
  const model = chosen
    ? boatModels.find((candidate) => candidate.id === chosen.boat_model)
    : undefined;
  const rating = chosen
    ? entryRating({ own_srs: chosen.own_srs ?? null }, model ?? null, variantOf(form.values))
    : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <NativeSelect
          label="Båt"
          withAsterisk
          size="lg"
          data={[
            { value: '', label: 'Välj båt' },
            ...list.map((boat) => ({ value: String(boat.id), label: boatLabel(boat) })),
          ]}
          {...form.getInputProps('boat')}
        />
        <Radio.Group
          label={SAIL_CHOICE_LABELS.flying.label}
          size="md"
          {...form.getInputProps('flying')}
        >
          <Group gap="lg" mt={4}>
            {yesNo(SAIL_CHOICE_LABELS.flying).map((option) => (
              <Radio key={option.value} size="md" value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={SAIL_CHOICE_LABELS.shorthanded.label}
          size="md"
          {...form.getInputProps('shorthanded')}
        >
          <Group gap="lg" mt={4}>
            {/* Full crew first: the usual choice. */}
            {yesNo(SAIL_CHOICE_LABELS.shorthanded)
              .reverse()
              .map((option) => (
                <Radio key={option.value} size="md" value={option.value} label={option.label} />
              ))}
          </Group>
        </Radio.Group>
        <CategoryCheckboxes
          categories={categories}
          value={form.values.categories}
          onChange={(ticked) => form.setFieldValue('categories', ticked)}
          error={form.errors.categories}
          size="md"
        />
        <Text aria-live="polite" data-testid="entry-rating">
          {!chosen
            ? 'Välj båt för att se SRS-talet.'
            : rating === null
              ? NO_RATING_FOR_CHOICE
              : `SRS ${formatNumber(rating)}${chosen.own_srs != null ? ' (båtens eget)' : ''}`}
        </Text>
        <FormActions busy={busy} onCancel={onDone} size="lg" submitLabel="Anmäl" />
      </Stack>
    </form>
  );
}
