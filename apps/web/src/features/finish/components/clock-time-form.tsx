import { Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm, type PayloadSchema } from '../../../hooks/use-server-form.ts';

/**
 * A clock time to the second, for the Målgång page's corrections (a finish, a start): one field
 * named as in the write's payload, checked by that payload's core schema, saved through the
 * device's queue (`onSave`), so it works offline.
 */
export function ClockTimeForm<Field extends string>({
  field,
  label,
  context,
  schema,
  time,
  onSave,
  onDone,
  children,
}: {
  field: Field;
  label: string;
  /** Names the operation in the console log of a failure. */
  context: string;
  schema: PayloadSchema<Partial<Record<Field, string | null>>>;
  time: string | null;
  onSave: (time: string) => Promise<unknown>;
  onDone: () => void;
  /** Below the buttons (e.g. "Ta bort måltid"). */
  children?: ReactNode;
}) {
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { [field]: time ?? '' } as Record<Field, string>,
    schema,
    submit: (payload) => onSave(payload[field] ?? ''),
    onSuccess: onDone,
    context,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label={label}
          description="Timmar, minuter och sekunder"
          type="time"
          step={1}
          withAsterisk
          data-autofocus
          {...form.getInputProps(field)}
        />
        <FormActions busy={busy} onCancel={onDone} size="lg" />
        {children}
      </Stack>
    </form>
  );
}
