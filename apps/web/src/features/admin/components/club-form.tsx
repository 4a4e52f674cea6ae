import { Stack, Text, TextInput } from '@mantine/core';
import { clubCreateSchema, clubUpdateSchema, type ClubAdmin } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateClub } from '../api/create-club.ts';
import { useUpdateAdminClub } from '../api/update-admin-club.ts';

export const clubCreatedMessage = (email: string) =>
  `Klubben är skapad. Ett mejl med en länk för att välja lösenord är skickat till ${email}.`;
export const firstAdminMessage = (adminEmail: string) =>
  `${adminEmail} är klubbens första klubbadministratör.`;
export const CLUB_SAVED = 'Klubben är sparad.';
export const LOGINS_HELP =
  'Klubbkontot är klubbens gemensamma inloggning. Klubbadministratören är en person som loggar in ' +
  'med sitt eget konto. Ange minst en av dem.';

/** What "Ny klubb" says when the club is made, after which e-mail fields were filled in. */
export function clubCreatedNotice(email: string, adminEmail: string): string {
  if (email === '') return `Klubben är skapad. ${firstAdminMessage(adminEmail)}`;
  const created = clubCreatedMessage(email);
  return adminEmail === '' ? created : `${created} ${firstAdminMessage(adminEmail)}`;
}

interface ClubValues extends Record<string, unknown> {
  name: string;
  short_name: string;
  city: string;
  email: string;
  admin_email: string;
}

/** A new club's payload: an e-mail field left empty is left out (each is optional by itself). */
function newClubPayload(values: ClubValues) {
  const { admin_email: adminEmail, email, ...rest } = values;
  return {
    ...rest,
    ...(email.trim() === '' ? {} : { email }),
    ...(adminEmail.trim() === '' ? {} : { admin_email: adminEmail }),
  };
}

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * "Ny klubb" (issues 13, 29): the club with its club account, which is mailed a link to choose
 * its password, and/or its first club administrator (`POST /api/clubs/`); or, with `club`, a
 * change of its name, short name, city and contact e-mail (`PATCH /api/clubs/{slug}/`).
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
      admin_email: '',
    } satisfies ClubValues,
    schema: club ? clubUpdateSchema : clubCreateSchema,
    toPayload: (values) => {
      if (!club) return newClubPayload(values);
      const { admin_email: _unused, ...change } = values;
      return change;
    },
    submit: (payload) => {
      if (club) return update.mutateAsync({ slug: club.slug, body: payload });
      const { email, admin_email: adminEmail } = payload as {
        email?: string;
        admin_email?: string;
      };
      return create.mutateAsync({
        name: payload.name ?? '',
        short_name: payload.short_name,
        city: payload.city,
        ...(email ? { email } : {}),
        ...(adminEmail ? { admin_email: adminEmail } : {}),
      });
    },
    onSuccess: (_saved, values) => {
      notify.success(
        club
          ? CLUB_SAVED
          : clubCreatedNotice(normalised(values.email), normalised(values.admin_email)),
      );
      onDone();
    },
    context: club ? 'Ändringen av klubben' : 'Den nya klubben',
  });
  const adminNamed = !club && form.values.admin_email.trim() !== '';
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
          withAsterisk={!club && !adminNamed}
          {...form.getInputProps('email')}
        />
        {!club && (
          <>
            <TextInput
              label="Första klubbadministratör (e-post)"
              type="email"
              autoComplete="off"
              {...form.getInputProps('admin_email')}
            />
            <Text size="sm" c="dimmed">
              {LOGINS_HELP}
            </Text>
          </>
        )}
        <FormActions busy={busy} onCancel={onDone} submitLabel={club ? 'Spara' : 'Skapa klubb'} />
      </Stack>
    </form>
  );
}
