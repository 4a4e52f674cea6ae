import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { boatCreateSchema, boatUpdateSchema, type Boat, type BoatModel } from '@segla/core';
import { useMemo } from 'react';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { formatNumber } from '@segla/core/format';
import { notify } from '../../../lib/notify.ts';
import { useCreateBoat } from '../api/create-boat.ts';
import { useUpdateBoat } from '../api/update-boat.ts';
import { BoatModelRatings } from './boat-model-ratings.tsx';

export const BOAT_ADDED = 'Båten är tillagd.';
export const BOAT_SAVED = 'Båten är sparad.';

/** At most this many names in the open list: the SRS list holds thousands. */
const SHOWN_OPTIONS = 50;

type BoatValues = {
  name: string;
  sail_number: string;
  /** The model's id as text, or '' for none. */
  boat_model: string;
  own_srs: string;
  certificate_year: string;
};

function initialValues(boat: Boat | null): BoatValues {
  return {
    name: boat?.name ?? '',
    sail_number: boat?.sail_number ?? '',
    boat_model: boat?.boat_model == null ? '' : String(boat.boat_model),
    own_srs: boat?.own_srs == null ? '' : formatNumber(boat.own_srs),
    certificate_year: boat?.certificate_year == null ? '' : String(boat.certificate_year),
  };
}

/**
 * A sailor's boat (issue 13): Båtnamn, Segelnummer, Båtmodell (a searchable select; its four
 * SRS values are shown), or an own SRS value ("Eget SRS-tal") with its certificate year
 * ("Mätbrevsår"). New with `POST /api/boats/`, changed with `PATCH /api/boats/{id}/`.
 */
export function BoatForm({
  boat,
  owner,
  boatModels,
  onDone,
  onCancel,
}: {
  /** The boat to change, or null for a new one. */
  boat: Boat | null;
  /** The sailor a new boat is for (herself, or the sailor whose settings staff opened). */
  owner: number;
  boatModels: readonly BoatModel[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const create = useCreateBoat();
  const update = useUpdateBoat(boat?.id ?? 0);
  // The values as the API takes them: text, as a form sends it, '' for none.
  const toPayload = (values: BoatValues) =>
    boat ? { ...values } : { ...values, owner: String(owner) };
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: initialValues(boat),
    schema: boat ? boatUpdateSchema : boatCreateSchema,
    toPayload,
    submit: (_payload, values) =>
      boat ? update.mutateAsync(toPayload(values)) : create.mutateAsync(toPayload(values)),
    onSuccess: () => {
      notify.success(boat ? BOAT_SAVED : BOAT_ADDED);
      onDone();
    },
    context: boat ? 'Ändringen av båten' : 'Den nya båten',
  });
  const options = useMemo(
    () => boatModels.map((model) => ({ value: String(model.id), label: model.name })),
    [boatModels],
  );
  const chosen = boatModels.find((model) => String(model.id) === form.values.boat_model);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={boat ? 'Ändra båt' : 'Lägg till båt'}>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput label="Båtnamn" withAsterisk size="md" {...form.getInputProps('name')} />
        <TextInput
          label="Segelnummer"
          placeholder="SWE 123"
          size="md"
          {...form.getInputProps('sail_number')}
        />
        <Select
          label="Båtmodell"
          placeholder="Sök båtmodell"
          data={options}
          searchable
          clearable
          limit={SHOWN_OPTIONS}
          size="md"
          nothingFoundMessage="Ingen båtmodell hittades"
          clearButtonProps={{ 'aria-label': 'Ingen båtmodell' }}
          {...form.getInputProps('boat_model')}
          value={form.values.boat_model === '' ? null : form.values.boat_model}
          onChange={(value: string | null) => form.setFieldValue('boat_model', value ?? '')}
        />
        {chosen && <BoatModelRatings model={chosen} />}
        <div>
          <Text fw={600} size="sm">
            Eget SRS-tal
          </Text>
          <Text size="sm" c="dimmed">
            Har båten ett eget mätbrev? Ange SRS-talet och året, så gäller det i stället för
            båtmodellens.
          </Text>
        </div>
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Eget SRS-tal"
            placeholder="0,845"
            inputMode="decimal"
            size="md"
            {...form.getInputProps('own_srs')}
          />
          <TextInput
            label="Mätbrevsår"
            placeholder={String(new Date().getFullYear())}
            inputMode="numeric"
            size="md"
            {...form.getInputProps('certificate_year')}
          />
        </SimpleGrid>
        <FormActions busy={busy} onCancel={onCancel} submitLabel={boat ? 'Spara' : 'Lägg till'} />
      </Stack>
    </form>
  );
}
