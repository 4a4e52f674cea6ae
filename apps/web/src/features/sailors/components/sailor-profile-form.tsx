import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { sailorUpdateSchema, type Club, type Sailor } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import {
  ImageInput,
  imageFileError,
  type ImageChoice,
} from '../../../components/form/image-input.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateSailor } from '../api/update-sailor.ts';

export const SAILOR_PROFILE_SAVED = 'Profilen är sparad.';

type SailorProfileValues = {
  first_name: string;
  last_name: string;
  /** A club's id as text, or '' for none (Mantine's Select speaks strings). */
  club: string;
  picture: ImageChoice;
  /** "Födelseår" as typed, '' for none. */
  birth_year: string;
};

/** Under "Födelseår": why Segla asks, and who sees it (docs/product.md §21). */
export const BIRTH_YEAR_HELP =
  'Används för klubbarnas priskategorier efter ålder, till exempel Junior och Veteran. ' +
  'Visas inte för andra.';

/**
 * "Profil" of a sailor's settings (issue 13): Förnamn, Efternamn, Klubb (from the club list, or
 * none), Födelseår (issue 32; shown when the profile answered hers, i.e. to those who may edit
 * it) and Profilbild, saved with `PATCH /api/sailors/{id}/` as multipart. A name is asked for:
 * a profile without one is listed nowhere.
 */
export function SailorProfileForm({
  sailor,
  clubs,
  onSaved,
}: {
  sailor: Sailor;
  clubs: readonly Pick<Club, 'id' | 'name'>[];
  onSaved?: (sailor: Sailor) => void;
}) {
  const mutation = useUpdateSailor(sailor);
  // Her birth year is answered only to those who may edit it: unknown, it is neither shown nor sent.
  const withBirthYear = sailor.birth_year !== undefined;
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: {
      first_name: sailor.first_name,
      last_name: sailor.last_name,
      club: sailor.club ? String(sailor.club.id) : '',
      picture: null,
      birth_year: sailor.birth_year == null ? '' : String(sailor.birth_year),
    } satisfies SailorProfileValues,
    schema: sailorUpdateSchema,
    // The picture is a File in a browser, no zod-checkable bytes: it is sent beside.
    toPayload: (values) => ({
      first_name: values.first_name,
      last_name: values.last_name,
      club: values.club,
      ...(withBirthYear ? { birth_year: values.birth_year } : {}),
    }),
    extraValidate: (values) => {
      const picture = imageFileError(values.picture);
      return picture ? { picture } : {};
    },
    submit: (payload, values) =>
      mutation.mutateAsync({
        first_name: payload.first_name,
        last_name: payload.last_name,
        club: payload.club ?? '',
        picture: values.picture ?? undefined,
        ...(withBirthYear ? { birth_year: payload.birth_year ?? '' } : {}),
      }),
    onSuccess: (saved) => {
      notify.success(SAILOR_PROFILE_SAVED);
      form.setFieldValue('picture', null);
      form.resetDirty();
      onSaved?.(saved);
    },
    context: 'Seglarprofilen',
  });
  const clubOptions = clubs.map((club) => ({ value: String(club.id), label: club.name }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profil">
      <Stack gap="md" maw={560}>
        <FormAlert message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Förnamn"
            autoComplete="given-name"
            withAsterisk
            size="md"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Efternamn"
            autoComplete="family-name"
            withAsterisk
            size="md"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <Select
          label="Klubb"
          placeholder="Ingen klubb"
          data={clubOptions}
          searchable
          clearable
          size="md"
          nothingFoundMessage="Ingen klubb hittades"
          comboboxProps={{ withinPortal: true }}
          clearButtonProps={{ 'aria-label': 'Ingen klubb' }}
          {...form.getInputProps('club')}
          value={form.values.club === '' ? null : form.values.club}
          onChange={(value: string | null) => form.setFieldValue('club', value ?? '')}
        />
        {withBirthYear && (
          <TextInput
            label="Födelseår"
            description={BIRTH_YEAR_HELP}
            inputMode="numeric"
            autoComplete="bday-year"
            placeholder="t.ex. 1985"
            size="md"
            maw={200}
            {...form.getInputProps('birth_year')}
          />
        )}
        <ImageInput
          label="Profilbild"
          current={sailor.picture}
          removeLabel="Ta bort profilbilden"
          previewAlt="Förhandsvisning av profilbilden"
          {...form.getInputProps('picture')}
          value={form.values.picture}
        />
        <FormActions busy={busy} submitLabel="Spara profil" />
      </Stack>
    </form>
  );
}
