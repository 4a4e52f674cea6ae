import { Button, Stack } from '@mantine/core';
import { resetPasswordConfirmSchema } from '@segla/core';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { useResetPasswordConfirm } from '../api/reset-password-confirm.ts';
import { checkPasswordRepeat } from '../utils/password-repeat.ts';
import { SUCCESS_DELAY_MS } from './login-flow.ts';

export const RESET_DONE_MESSAGE = 'Ditt lösenord har ändrats. Du kan nu logga in.';

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
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { new_password: '', repeat: '' },
    schema: resetPasswordConfirmSchema,
    // A new password is trimmed like the registration's (docs/product.md §5).
    toPayload: (values) => ({ uid, token, new_password: values.new_password.trim() }),
    extraValidate: checkPasswordRepeat,
    submit: (payload) => mutation.mutateAsync(payload),
    onSuccess: () => onDone(RESET_DONE_MESSAGE),
    context: 'Lösenordsbytet',
    successDelayMs: SUCCESS_DELAY_MS,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
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
