import { Stack, TextInput } from '@mantine/core';
import { clubCreateSchema, clubUpdateSchema, type ClubAdmin } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateClub } from '../api/create-club.ts';
import { useUpdateAdminClub } from '../api/update-admin-club.ts';

export const clubCreatedMessage = (email: string) =>
  `Klubben är skapad. Ett mejl med en länk för att välja lösenord är skickat till ${email}.`;
export const CLUB_SAVED = 'Klubben är sparad.';

interface ClubValues extends Record<string, unknown> {
  name: string;
  short_name: string;
  city: string;
  email: string;
}

/**
 * "Ny klubb" (issue 13): the club and its club account, which is mailed a link to choose its
 * password (`POST /api/clubs/`); or, with `club`, a change of its name, short name, city and
 * contact e-mail (`PATCH /api/clubs/{slug}/`).
 */
export function ClubForm({ club, onDone }: { club?: ClubAdmin; onDone: () => void }) {
  const create = useCreateClub();
  const update = useUpdateAdminClub();
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: {
      name: club?.name ?? '',
      short_name: club?.short_name ?? '',
      city: club?.city ?? '',
      email: club?.email ?? '',
    } satisfies ClubValues,
    schema: club ? clubUpdateSchema : clubCreateSchema,
    submit: (payload) =>
      club
        ? update.mutateAsync({ slug: club.slug, body: payload })
        : create.mutateAsync({
            name: payload.name ?? '',
            short_name: payload.short_name,
            city: payload.city,
            email: payload.email ?? '',
          }),
    onSuccess: (_saved, values) => {
      notify.success(club ? CLUB_SAVED : clubCreatedMessage(values.email.trim().toLowerCase()));
      onDone();
    },
    context: club ? 'Ändringen av klubben' : 'Den nya klubben',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput label="Namn" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="Kortnamn"
          description="Till exempel KSSS."
          {...form.getInputProps('short_name')}
        />
        <TextInput label="Ort" {...form.getInputProps('city')} />
        <TextInput
          label={club ? 'E-post' : 'E-post för klubbkontot'}
          description={
            club
              ? 'Klubbens kontaktadress.'
              : 'Kontot loggar in med adressen och får ett mejl med en länk för att välja lösenord.'
          }
          type="email"
          withAsterisk={!club}
          {...form.getInputProps('email')}
        />
        <FormActions busy={busy} onCancel={onDone} submitLabel={club ? 'Spara' : 'Skapa klubb'} />
      </Stack>
    </form>
  );
}
