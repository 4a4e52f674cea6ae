import { Alert, Button, Stack } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { schemaResolver, useForm } from '@mantine/form';
import { resetPasswordConfirmSchema } from '@segla/core';
import { useState } from 'react';
import { handleApiError } from '../../../lib/api-error.ts';
import { serverFormErrors } from '../../../lib/form-errors.ts';
import { useResetPasswordConfirm } from '../api/reset-password-confirm.ts';
import { SUCCESS_DELAY_MS } from './login-flow.ts';

export const RESET_DONE_MESSAGE = 'Ditt lösenord har ändrats. Du kan nu logga in.';
const MISMATCH_MESSAGE = 'Lösenorden är inte lika.';

const validate = schemaResolver(resetPasswordConfirmSchema, { sync: true });

/** The new-password form of a reset link (`reset_password_confirm`). */
export function ResetConfirmForm({
  uid,
  token,
  onDone,
}: {
  uid: string;
  token: string;
  onDone: (message: string) => void;
}) {
  const mutation = useResetPasswordConfirm();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { new_password: '', repeat: '' },
    validate: (values) => {
      const errors = validate({ uid, token, new_password: values.new_password.trim() });
      const result: Record<string, string> = {};
      if (typeof errors.new_password === 'string') result.new_password = errors.new_password;
      if (!result.new_password && values.repeat.trim() !== values.new_password.trim())
        result.repeat = MISMATCH_MESSAGE;
      return result;
    },
  });

  const submit = form.onSubmit(async (values) => {
    setServerError(null);
    setBusy(true);
    try {
      await mutation.mutateAsync({ uid, token, new_password: values.new_password.trim() });
      await new Promise((resolve) => setTimeout(resolve, SUCCESS_DELAY_MS));
      onDone(RESET_DONE_MESSAGE);
    } catch (error) {
      setBusy(false);
      const described = handleApiError(error, { toast: false, context: 'Lösenordsbytet' });
      const { fieldErrors, alert } = serverFormErrors(described, ['new_password']);
      form.setErrors(fieldErrors);
      setServerError(alert);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <PasswordField
          label="Nytt lösenord"
          description="Minst 8 tecken, inte bara siffror."
          autoComplete="new-password"
          withAsterisk
          data-autofocus
          {...form.getInputProps('new_password')}
        />
        <PasswordField
          label="Upprepa det nya lösenordet"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('repeat')}
        />
        <Button type="submit" loading={busy} fullWidth>
          Spara nytt lösenord
        </Button>
      </Stack>
    </form>
  );
}
