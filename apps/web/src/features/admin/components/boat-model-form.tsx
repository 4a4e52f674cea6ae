import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { boatModelWriteSchema, type BoatModel } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveBoatModel } from '../api/boat-model-writes.ts';

const srsText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** A boat model and its four SRS values (`POST` or `PUT /api/boat-models/`), staff only. */
export function BoatModelForm({ model, onDone }: { model?: BoatModel; onDone: () => void }) {
  const save = useSaveBoatModel();
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: {
      name: model?.name ?? '',
      srs: srsText(model?.srs),
      srs_no_flying: srsText(model?.srs_no_flying),
      srs_shorthanded: srsText(model?.srs_shorthanded),
      srs_shorthanded_no_flying: srsText(model?.srs_shorthanded_no_flying),
    },
    schema: boatModelWriteSchema,
    submit: (payload) => save.mutateAsync({ id: model?.id ?? null, body: payload }),
    onSuccess: () => {
      notify.success(model ? 'Båtmodellen är sparad.' : 'Båtmodellen är tillagd.');
      onDone();
    },
    context: model ? 'Ändringen av båtmodellen' : 'Den nya båtmodellen',
  });
  const srs = (field: string, label: string, required = false) => (
    <TextInput
      label={label}
      inputMode="decimal"
      withAsterisk={required}
      {...form.getInputProps(field)}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput label="Namn" withAsterisk {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {srs('srs', 'SRS', true)}
          {srs('srs_no_flying', 'SRS utan flygande segel')}
          {srs('srs_shorthanded', 'SRS shorthanded')}
          {srs('srs_shorthanded_no_flying', 'SRS shorthanded utan flygande')}
        </SimpleGrid>
        <FormActions busy={busy} onCancel={onDone} />
      </Stack>
    </form>
  );
}
