import { Stack, Textarea, TextInput } from '@mantine/core';
import { clubUpdateSchema, type Club } from '@segla/core';
import { formatSwishNumber } from '@segla/core/fees';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import {
  ImageInput,
  imageFileError,
  type ImageChoice,
} from '../../../components/form/image-input.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateClub } from '../api/update-club.ts';

export const CLUB_PROFILE_SAVED = 'Klubbens profil är sparad.';

interface ClubProfileValues extends Record<string, unknown> {
  name: string;
  short_name: string;
  city: string;
  website: string;
  email: string;
  description: string;
  /** "Swishnummer" as typed; the schema keeps its digits (issue 31). */
  swish_number: string;
  logo: ImageChoice;
}

/**
 * The club's profile form (docs/product.md §3, §7, §18): the texts, the Swish number and the
 * logo, saved with `PATCH /api/clubs/{slug}/` as multipart. The texts are checked with the
 * server's schema first; the logo is checked by its type and size here and by its content on
 * the server.
 */
export function ClubProfileForm({
  club,
  onSaved,
  onCancel,
}: {
  club: Club;
  onSaved: (club: Club) => void;
  onCancel: () => void;
}) {
  const mutation = useUpdateClub(club.slug);
  const initialValues: ClubProfileValues = {
    name: club.name,
    short_name: club.short_name,
    city: club.city,
    website: club.website,
    email: club.email,
    description: club.description,
    swish_number: formatSwishNumber(club.swish_number),
    logo: null,
  };
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues,
    schema: clubUpdateSchema,
    // The logo is no zod-checkable value in a browser (a File, not bytes): it is sent beside.
    toPayload: (values) => ({
      name: values.name,
      short_name: values.short_name,
      city: values.city,
      website: values.website,
      email: values.email,
      description: values.description,
      swish_number: values.swish_number,
    }),
    extraValidate: (values) => {
      const logo = imageFileError(values.logo);
      return logo ? { logo } : {};
    },
    submit: (payload, values) =>
      mutation.mutateAsync({
        name: payload.name,
        short_name: payload.short_name,
        city: payload.city,
        website: payload.website,
        email: payload.email,
        description: payload.description,
        swish_number: payload.swish_number,
        logo: values.logo ?? undefined,
      }),
    onSuccess: (saved) => {
      notify.success(CLUB_PROFILE_SAVED);
      onSaved(saved);
    },
    context: 'Klubbprofilen',
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput label="Namn" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="Kortnamn" {...form.getInputProps('short_name')} />
        <TextInput label="Ort" {...form.getInputProps('city')} />
        <TextInput
          label="Webbplats"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.klubben.se"
          {...form.getInputProps('website')}
        />
        <TextInput
          label="E-post"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Textarea label="Beskrivning" rows={5} {...form.getInputProps('description')} />
        <TextInput
          label="Swishnummer"
          description="10 siffror som börjar med 123. Visas för seglare som ska betala en anmälningsavgift."
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('swish_number')}
        />
        <ImageInput
          label="Logotyp"
          current={club.logo}
          removeLabel="Ta bort logotyp"
          previewAlt="Förhandsvisning av logotypen"
          {...form.getInputProps('logo')}
          value={form.values.logo}
        />
        <FormActions busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
