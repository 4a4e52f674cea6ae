import { NativeSelect, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  competitorCreateSchema,
  competitorUpdateSchema,
  type BoatModel,
  type Competitor,
} from '@segla/core';
import {
  CategoryCheckboxes,
  type EntryCategoryOption,
} from '../../../components/form/category-checkboxes.tsx';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateCompetitor } from '../api/create-competitor.ts';
import { useUpdateCompetitor } from '../api/update-competitor.ts';
import {
  isRatingVariant,
  RATING_VARIANTS,
  ratingInput,
  variantRating,
  type RatingVariant,
} from '../utils/rating.ts';
import { BoatTypeSelect } from './boat-type-select.tsx';
import { startGroupOptions, type GroupOption } from '../utils/start-group-options.ts';

/** The form's fields, named as the API names them; `variant` only picks the SRS value. */
export type CompetitorFormValues = {
  name: string;
  boat_name: string;
  boat_type: string;
  variant: string;
  rating: string;
  sail_number: string;
  club_name: string;
  start_group: string;
  /** The ids of the ticked prize categories, as text. */
  categories: string[];
};

/** What the competitor forms need besides the competitor. */
export interface CompetitorFormContext {
  /** The sailing's start groups, the choices of "Startgrupp". */
  groups: readonly GroupOption[];
  /** The boat models of "Båttyp", whose SRS values fill "SRS". */
  boatModels: readonly BoatModel[];
  /** The sailing has an entry fee: the lists show "Betald" and the paid filter (§18). */
  hasEntryFee?: boolean;
  /** The club's prize categories ticked in entries ("Dam", "Familj"; §21); none: no boxes. */
  categories?: readonly EntryCategoryOption[];
}

function initialValues(
  competitor: Competitor | undefined,
  startGroup: number | null,
): CompetitorFormValues {
  return {
    name: competitor?.name ?? '',
    boat_name: competitor?.boat_name ?? '',
    boat_type: competitor?.boat_type ?? '',
    variant: 'srs',
    rating: ratingInput(competitor?.rating),
    sail_number: competitor?.sail_number ?? '',
    club_name: competitor?.club_name ?? '',
    start_group: startGroup === null ? '' : String(startGroup),
    categories: (competitor?.categories ?? []).map(String),
  };
}

/**
 * The payload's fields: the form's text as typed; the schema reads "0,845" and '' (none). The
 * ticked prize categories only when the form shows their boxes (`withCategories`), so an entry
 * whose ticks the page does not know keeps them.
 */
function entryFields(values: CompetitorFormValues, withCategories: boolean) {
  return {
    name: values.name,
    boat_name: values.boat_name,
    boat_type: values.boat_type,
    sail_number: values.sail_number,
    club_name: values.club_name,
    rating: values.rating,
    start_group: values.start_group,
    ...(withCategories ? { categories: values.categories.map(Number) } : {}),
  };
}

function CompetitorFields({
  form,
  alert,
  busy,
  onSubmit,
  onCancel,
  groups,
  boatModels,
  categories = [],
}: CompetitorFormContext & {
  form: UseFormReturnType<CompetitorFormValues>;
  alert: string | null;
  busy: boolean;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  const model = boatModels.find((candidate) => candidate.name === form.values.boat_type) ?? null;
  const variant: RatingVariant = isRatingVariant(form.values.variant) ? form.values.variant : 'srs';

  /** Fills "SRS" from the model's value of the variant, when it has one. */
  const fill = (chosen: BoatModel | null, wanted: RatingVariant) => {
    if (!chosen) return;
    // A model without the variant falls back to its standard value.
    const usable = variantRating(chosen, wanted) === null ? 'srs' : wanted;
    form.setFieldValue('variant', usable);
    form.setFieldValue('rating', ratingInput(variantRating(chosen, usable)));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput label="Skeppare" data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Båtnamn" {...form.getInputProps('boat_name')} />
        <BoatTypeSelect
          boatModels={boatModels}
          value={form.values.boat_type}
          error={form.errors.boat_type}
          onChange={(boatType, chosen) => {
            form.setFieldValue('boat_type', boatType);
            fill(chosen, variant);
          }}
        />
        <NativeSelect
          label="Variant"
          description={model ? undefined : 'Välj en båttyp ur SRS-listan för att fylla i SRS.'}
          disabled={!model}
          data={RATING_VARIANTS.map((option) => ({
            value: option.value,
            label: option.label,
            disabled: model !== null && variantRating(model, option.value) === null,
          }))}
          value={variant}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isRatingVariant(value)) fill(model, value);
          }}
        />
        <TextInput
          label="SRS"
          inputMode="decimal"
          placeholder="t.ex. 0,845"
          {...form.getInputProps('rating')}
        />
        <TextInput label="Segelnummer" {...form.getInputProps('sail_number')} />
        <TextInput label="Klubb" {...form.getInputProps('club_name')} />
        <NativeSelect
          label="Startgrupp"
          data={startGroupOptions(groups)}
          {...form.getInputProps('start_group')}
        />
        <CategoryCheckboxes
          categories={categories}
          value={form.values.categories}
          onChange={(ticked) => form.setFieldValue('categories', ticked)}
          error={form.errors.categories}
        />
        <FormActions busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** "Lägg till deltagare": `POST /api/competitors/` with the sailing in the body. */
export function AddCompetitorForm({
  sailingId,
  groups,
  boatModels,
  categories = [],
  onDone,
}: CompetitorFormContext & { sailingId: number; onDone: () => void }) {
  const create = useCreateCompetitor();
  const server = useServerForm({
    // A new boat goes to the first start group, the usual one in a club race.
    initialValues: initialValues(undefined, groups[0]?.id ?? null),
    schema: competitorCreateSchema,
    toPayload: (values) => ({
      sailing: sailingId,
      ...entryFields(values, categories.length > 0),
    }),
    submit: (payload) => create.mutateAsync(payload),
    onSuccess: () => {
      notify.success('Deltagaren har lagts till.');
      onDone();
    },
    context: 'Lägg till deltagare',
  });
  return (
    <CompetitorFields
      {...server}
      groups={groups}
      boatModels={boatModels}
      categories={categories}
      onCancel={onDone}
    />
  );
}

/**
 * Changes a competitor: `PATCH /api/competitors/{id}/` with the form's fields. Her ticked prize
 * categories show when the club has some and her entry says which (`competitor.categories`).
 */
export function EditCompetitorForm({
  competitor,
  groups,
  boatModels,
  categories = [],
  onDone,
}: CompetitorFormContext & { competitor: Competitor; onDone: () => void }) {
  const update = useUpdateCompetitor();
  const shown = competitor.categories === undefined ? [] : categories;
  const server = useServerForm({
    initialValues: initialValues(competitor, competitor.start_group),
    schema: competitorUpdateSchema,
    toPayload: (values) => entryFields(values, shown.length > 0),
    submit: (payload) => update.mutateAsync({ id: competitor.id, input: payload }),
    onSuccess: () => {
      notify.success('Deltagaren har sparats.');
      onDone();
    },
    context: 'Ändra deltagare',
  });
  return (
    <CompetitorFields
      {...server}
      groups={groups}
      boatModels={boatModels}
      categories={shown}
      onCancel={onDone}
    />
  );
}
