import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { officialCreateSchema, type Official } from '@segla/core';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useInviteOfficial } from '../api/invite-official.ts';
import { officialName } from '../utils/official-name.ts';
import { rolePredicate } from '../utils/role-words.ts';
import { ROLE_OPTIONS } from './officials-table.tsx';

/**
 * The toast once she is in the list: "Lena Hägg är nu tävlingsledare.", "Kim Berg är nu med i
 * protestkommittén."
 */
export function invitedText(official: Official): string {
  return `${officialName(official)} är nu ${rolePredicate(official.role)}.`;
}

/**
 * "Bjud in funktionär": her e-mail address and the role. The server's field errors show under
 * the fields; a refusal that is not about a field (too many invitations) in the alert.
 */
export function InviteOfficialForm({ club, onInvited }: { club: string; onInvited?: () => void }) {
  const invite = useInviteOfficial(club);
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { email: '', role: 'race_officer' },
    schema: officialCreateSchema,
    toPayload: (values) => ({ email: values.email.trim(), role: values.role }),
    submit: (payload) => invite.mutateAsync(payload),
    onSuccess: (official) => {
      notify.success(invitedText(official));
      form.reset();
      onInvited?.();
    },
    context: 'Bjud in funktionär',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Bjud in funktionär">
      <FormAlert message={alert} />
      <Group align="flex-start" gap="sm" mt={alert ? 'sm' : 0}>
        <TextInput
          label="E-post"
          type="email"
          autoComplete="off"
          withAsterisk
          miw={240}
          style={{ flex: 1 }}
          {...form.getInputProps('email')}
        />
        <NativeSelect label="Roll" data={ROLE_OPTIONS} {...form.getInputProps('role')} />
      </Group>
      <Button type="submit" loading={busy} mt="md">
        Bjud in
      </Button>
    </form>
  );
}
