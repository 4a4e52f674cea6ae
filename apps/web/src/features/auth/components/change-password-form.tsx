import { Button, Stack } from '@mantine/core';
import { setPasswordSchema } from '@segla/core';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { endSession } from '../../../lib/session.ts';
import { useChangePassword } from '../api/change-password.ts';
import { checkPasswordRepeat } from '../utils/password-repeat.ts';

export const PASSWORD_CHANGED = 'Lösenordet är bytt.';
export const PASSWORD_CHANGED_SIGN_IN = 'Lösenordet är bytt. Logga in med det nya lösenordet.';

/**
 * "Byt lösenord" for the signed-in account whose address is `email` (a club's or a sailor's):
 * the current password, the new one twice. Other devices are signed out by the change; this
 * one signs in again with the new password (docs/product.md §7).
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const mutation = useChangePassword(email);
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { current_password: '', new_password: '', repeat: '' },
    schema: setPasswordSchema,
    // Trimmed as login and registration trim them (docs/product.md §5), so the two agree.
    toPayload: (values) => ({
      current_password: values.current_password.trim(),
      new_password: values.new_password.trim(),
    }),
    extraValidate: checkPasswordRepeat,
    submit: (payload) => mutation.mutateAsync(payload),
    onSuccess: (user) => {
      if (user) {
        notify.success(PASSWORD_CHANGED);
        form.reset();
      } else {
        // The old tokens are void and no new ones came: the session is over.
        notify.info(PASSWORD_CHANGED_SIGN_IN);
        endSession('expired');
      }
    },
    context: 'Lösenordsbytet',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Byt lösenord">
      <Stack gap="md" maw={440}>
        <FormAlert message={alert} />
        {/* Tells password managers whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label="Nuvarande lösenord"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <PasswordField
          label="Nytt lösenord"
          description="Minst 8 tecken, inte bara siffror."
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('new_password')}
        />
        <PasswordField
          label="Upprepa det nya lösenordet"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('repeat')}
        />
        <div>
          <Button type="submit" loading={busy}>
            Byt lösenord
          </Button>
        </div>
      </Stack>
    </form>
  );
}
