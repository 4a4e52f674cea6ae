import { Radio, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { resultListCreateSchema, resultListUpdateSchema, type ResultList } from '@segla/core';
import {
  RESULT_LIST_DEFAULT_NAMES,
  RESULT_LIST_KIND_LABELS,
  RESULT_LIST_KINDS,
  RESULT_LIST_NAME_MAX,
  type ResultListKind,
} from '@segla/core/sailing';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateResultList } from '../api/create-result-list.ts';
import { useUpdateResultList } from '../api/update-result-list.ts';
import { firstFreeKind, nameAfterKindChange } from '../utils/list-values.ts';

/** The form's fields, named as the API names them (so server errors land under them). */
type ResultListFormValues = { name: string; kind: ResultListKind };

function ResultListFields({
  form,
  alert,
  busy,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  form: UseFormReturnType<ResultListFormValues>;
  alert: string | null;
  busy: boolean;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <Radio.Group
          label="Räknas som"
          size="md"
          {...form.getInputProps('kind')}
          onChange={(value: string) => {
            // A name still the kind's own follows the new kind ("PY" → "IRC").
            const kind = value as ResultListKind;
            form.setFieldValue(
              'name',
              nameAfterKindChange(form.values.name, form.values.kind, kind),
            );
            form.setFieldValue('kind', kind);
          }}
        >
          <Stack gap={4} mt={4}>
            {RESULT_LIST_KINDS.map((kind) => (
              <Radio key={kind} size="md" value={kind} label={RESULT_LIST_KIND_LABELS[kind]} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label="Namn"
          description="Listans rubrik i resultatet"
          withAsterisk
          maxLength={RESULT_LIST_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <FormActions busy={busy} onCancel={onCancel} submitLabel={submitLabel} size="lg" />
      </Stack>
    </form>
  );
}

/**
 * "Lägg till lista": `POST /api/start-groups/{id}/lists/`, starting as the first kind the group
 * lacks, named as that kind's default.
 */
export function CreateResultListForm({
  sailingId,
  groupId,
  lists,
  onDone,
}: {
  sailingId: number;
  groupId: number;
  /** The group's lists so far. */
  lists: readonly ResultList[];
  onDone: () => void;
}) {
  const create = useCreateResultList(sailingId);
  const kind = firstFreeKind(lists);
  const server = useServerForm({
    initialValues: { name: RESULT_LIST_DEFAULT_NAMES[kind], kind },
    schema: resultListCreateSchema,
    submit: (payload) => create.mutateAsync({ groupId, input: payload }),
    onSuccess: (list) => {
      notify.success(`Listan ${list.name} har lagts till.`);
      onDone();
    },
    context: 'Lägg till resultatlista',
  });
  return <ResultListFields {...server} onCancel={onDone} submitLabel="Lägg till" />;
}

/** Renames a list or changes its kind: `PUT /api/result-lists/{id}/`. */
export function EditResultListForm({
  sailingId,
  list,
  onDone,
}: {
  sailingId: number;
  list: ResultList;
  onDone: () => void;
}) {
  const update = useUpdateResultList(sailingId);
  const server = useServerForm({
    initialValues: { name: list.name, kind: list.kind },
    schema: resultListUpdateSchema,
    submit: (payload) => update.mutateAsync({ id: list.id, input: payload }),
    onSuccess: () => {
      notify.success('Listan har sparats.');
      onDone();
    },
    context: 'Ändra resultatlista',
  });
  return <ResultListFields {...server} onCancel={onDone} />;
}
