import {
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { startGroupCreateSchema, startGroupUpdateSchema, type StartGroup } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateStartGroup } from '../api/create-start-group.ts';
import { useUpdateStartGroup } from '../api/update-start-group.ts';
import {
  HANDICAP_LABELS,
  labelOptions,
  PURSUIT_ROUNDING_LABELS,
  START_TYPE_LABELS,
} from '../utils/start-group-labels.ts';

/** The form's fields, named as the API names them (so server errors land under them). */
export type StartGroupFormValues = {
  name: string;
  start_time: string;
  handicap: string;
  start_type: string;
  pursuit_minutes: string;
  pursuit_rounding: string;
  /** "Tar emot" (issue 13): which sailors' own entries the group takes. */
  min_rating: string;
  max_rating: string;
  boat_types: string;
  is_default: boolean;
};

/** An SRS value as a text input shows it, with a decimal comma. */
function ratingValue(value: number | null | undefined): string {
  return value == null ? '' : String(value).replace('.', ',');
}

/** 'HH:MM:SS' → what a time input shows: 'HH:MM' unless the seconds matter. */
function timeValue(time: string | null | undefined): string {
  if (!time) return '';
  return time.endsWith(':00') ? time.slice(0, 5) : time;
}

function initialValues(group: StartGroup | undefined, defaultStartTime: string | null) {
  return {
    name: group?.name ?? '',
    start_time: timeValue(group ? group.start_time : defaultStartTime),
    handicap: group?.handicap ?? 'srs',
    start_type: group?.start_type ?? 'common',
    pursuit_minutes: group?.pursuit_minutes == null ? '' : String(group.pursuit_minutes),
    pursuit_rounding: group?.pursuit_rounding ?? 'second',
    min_rating: ratingValue(group?.min_rating),
    max_rating: ratingValue(group?.max_rating),
    boat_types: group?.boat_types ?? '',
    is_default: group?.is_default ?? false,
  } satisfies StartGroupFormValues;
}

/**
 * The payload's fields. A common start leaves the pursuit settings as they are: switching a
 * group back and forth keeps its planned sailing time.
 */
function groupFields(values: StartGroupFormValues) {
  const pursuit = values.start_type === 'pursuit';
  return {
    name: values.name,
    start_time: values.start_time,
    handicap: values.handicap,
    start_type: values.start_type,
    min_rating: values.min_rating,
    max_rating: values.max_rating,
    boat_types: values.boat_types,
    is_default: values.is_default,
    ...(pursuit
      ? { pursuit_minutes: values.pursuit_minutes, pursuit_rounding: values.pursuit_rounding }
      : {}),
  };
}

function StartGroupFields({
  form,
  alert,
  busy,
  onSubmit,
  onCancel,
}: {
  form: UseFormReturnType<StartGroupFormValues>;
  alert: string | null;
  busy: boolean;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  const pursuit = form.values.start_type === 'pursuit';
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput label="Namn" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Starttid" type="time" {...form.getInputProps('start_time')} />
        <Radio.Group label="Handikapp" size="md" {...form.getInputProps('handicap')}>
          <Group gap="lg" mt={4}>
            {labelOptions(HANDICAP_LABELS).map((option) => (
              <Radio key={option.value} size="md" value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label="Starttyp"
          size="md"
          {...form.getInputProps('start_type')}
          onChange={(value: string) => {
            form.setFieldValue('start_type', value);
            // A pursuit start computes starts from the boats' SRS (docs/product.md §11).
            if (value === 'pursuit') form.setFieldValue('handicap', 'srs');
          }}
        >
          <Group gap="lg" mt={4}>
            {labelOptions(START_TYPE_LABELS).map((option) => (
              <Radio key={option.value} size="md" value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        {pursuit && (
          <>
            <TextInput
              label="Planerad seglingstid (minuter)"
              description="För den långsammaste båten"
              inputMode="numeric"
              withAsterisk
              {...form.getInputProps('pursuit_minutes')}
            />
            <NativeSelect
              label="Avrundning av starttider"
              data={labelOptions(PURSUIT_ROUNDING_LABELS)}
              {...form.getInputProps('pursuit_rounding')}
            />
          </>
        )}
        <Fieldset legend="Tar emot" variant="unstyled">
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="SRS från"
                inputMode="decimal"
                {...form.getInputProps('min_rating')}
              />
              <TextInput
                label="SRS till"
                inputMode="decimal"
                {...form.getInputProps('max_rating')}
              />
            </SimpleGrid>
            <Textarea
              label="Båttyper"
              description="En båttyp per rad. Tomt: alla båttyper."
              rows={3}
              {...form.getInputProps('boat_types')}
            />
            <Checkbox
              label="Standardgrupp för anmälningar"
              description="Tar emot anmälningar som ingen annan grupp tar emot."
              {...form.getInputProps('is_default', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <FormActions busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** "Ny startgrupp": `POST /api/start-groups/`, starting at the sailing's start time. */
export function CreateStartGroupForm({
  sailingId,
  defaultStartTime,
  onDone,
}: {
  sailingId: number;
  defaultStartTime: string | null;
  onDone: () => void;
}) {
  const create = useCreateStartGroup();
  const server = useServerForm({
    initialValues: initialValues(undefined, defaultStartTime),
    schema: startGroupCreateSchema,
    toPayload: (values) => ({ sailing: sailingId, ...groupFields(values) }),
    submit: (payload) => create.mutateAsync(payload),
    onSuccess: () => {
      notify.success('Startgruppen har skapats.');
      onDone();
    },
    context: 'Ny startgrupp',
  });
  return <StartGroupFields {...server} onCancel={onDone} />;
}

/** Changes a start group: `PUT /api/start-groups/{id}/`. */
export function EditStartGroupForm({ group, onDone }: { group: StartGroup; onDone: () => void }) {
  const update = useUpdateStartGroup();
  const server = useServerForm({
    initialValues: initialValues(group, null),
    schema: startGroupUpdateSchema,
    toPayload: groupFields,
    submit: (payload) => update.mutateAsync({ id: group.id, input: payload }),
    onSuccess: () => {
      notify.success('Startgruppen har sparats.');
      onDone();
    },
    context: 'Ändra startgrupp',
  });
  return <StartGroupFields {...server} onCancel={onDone} />;
}
