import { Stack, Text, TextInput, Title } from '@mantine/core';
import { sailorContactUpdateSchema } from '@segla/core';
import { formatMobileNumber } from '@segla/core/tally';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useSailorContact } from '../api/get-sailor-contact.ts';
import { useUpdateSailorContact } from '../api/update-sailor-contact.ts';

export const MOBILE_NUMBER_SAVED = 'Mobilnumret är sparat.';
export const MOBILE_NUMBER_HELP =
  'Visas bara för klubbens funktionärer i säkerhetslistan när du seglar, så att de kan ringa ' +
  'om båten inte har kommit i land. Till exempel 070-123 45 67.';

/**
 * "Mobilnummer" of a sailor's settings (issue 31; docs/product.md "Säkerhet"): an optional
 * Swedish mobile number, private to her (and staff) and the club's officials' safety tally.
 */
export function MobileNumberSection({ sailorId }: { sailorId: number }) {
  const contact = useSailorContact(sailorId);
  return (
    <section aria-labelledby="settings-mobile" className="settings-section">
      <Title order={2} size="h3" id="settings-mobile" mb="xs">
        Mobilnummer
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {MOBILE_NUMBER_HELP}
      </Text>
      {contact.isError ? (
        <QueryError error={contact.error} onRetry={() => void contact.refetch()} />
      ) : contact.data ? (
        <MobileNumberForm sailorId={sailorId} stored={contact.data.mobile_number} />
      ) : (
        <DelayedLoader />
      )}
    </section>
  );
}

function MobileNumberForm({ sailorId, stored }: { sailorId: number; stored: string }) {
  const mutation = useUpdateSailorContact(sailorId);
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { mobile_number: formatMobileNumber(stored) },
    schema: sailorContactUpdateSchema,
    // The form sends what she typed: the server keeps the normalized number.
    toPayload: (values) => values,
    submit: (_payload, values) => mutation.mutateAsync(values),
    onSuccess: (saved) => {
      notify.success(MOBILE_NUMBER_SAVED);
      form.setValues({ mobile_number: formatMobileNumber(saved.mobile_number) });
      form.resetDirty();
    },
    context: 'Mobilnumret',
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Mobilnummer">
      <Stack gap="md" maw={560}>
        <FormAlert message={alert} />
        <TextInput
          label="Mobilnummer"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          size="md"
          {...form.getInputProps('mobile_number')}
        />
        <FormActions busy={busy} submitLabel="Spara mobilnummer" />
      </Stack>
    </form>
  );
}
