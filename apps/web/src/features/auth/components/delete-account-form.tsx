import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { accountDeleteSchema } from '@segla/core';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { deleteAccount } from '../api/delete-account.ts';

export const ACCOUNT_DELETED = 'Ditt konto är raderat.';
export const DELETE_ACCOUNT_CONSEQUENCES =
  'Ditt konto, din profil och dina båtar raderas. Resultat som redan finns behåller ditt namn som klubben skrev in det.';

/**
 * "Radera mitt konto" (issue 13): says what is removed and what stays, and asks for the current
 * password (a wrong one shows under the field). `onDeleted` runs once the account is gone and
 * the session has ended.
 */
export function DeleteAccountForm({
  email,
  onDeleted,
  onCancel,
}: {
  email: string;
  onDeleted: () => void;
  onCancel: () => void;
}) {
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { current_password: '' },
    schema: accountDeleteSchema,
    toPayload: (values) => ({ current_password: values.current_password.trim() }),
    submit: (payload) => deleteAccount(payload),
    onSuccess: onDeleted,
    context: 'Raderingen av kontot',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Radera mitt konto">
      <Stack gap="md">
        <Alert color="red" variant="light" title="Det går inte att ångra">
          {DELETE_ACCOUNT_CONSEQUENCES}
        </Alert>
        <Text size="sm">Skriv ditt lösenord för att bekräfta.</Text>
        <FormAlert message={alert} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label="Nuvarande lösenord"
          autoComplete="current-password"
          withAsterisk
          size="md"
          data-autofocus
          {...form.getInputProps('current_password')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="lg" onClick={onCancel} disabled={busy}>
            Avbryt
          </Button>
          <Button type="submit" color="red" size="lg" loading={busy}>
            Radera mitt konto
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
