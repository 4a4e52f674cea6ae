import { SAILOR_MAIL_KIND_LABELS, SAILOR_MAIL_KINDS, type SailorMailKind } from '@segla/core';
import { Stack, Switch, Text, Title } from '@mantine/core';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useMailSettings } from '../api/get-mail-settings.ts';
import { useUpdateMailSettings } from '../api/update-mail-settings.ts';

export const MAIL_SETTINGS_SAVED = 'Dina e-postutskick är sparade.';

/**
 * "E-postutskick" in her settings (docs/product.md §19): one switch per kind of mail Segla
 * sends her, all on until she switches one off; each switch is saved at once.
 */
export function MailSettingsSection({ sailorId }: { sailorId: number }) {
  const settings = useMailSettings(sailorId);
  const update = useUpdateMailSettings(sailorId);

  const toggle = (kind: SailorMailKind, on: boolean) =>
    update.mutate(
      { [kind]: on },
      {
        onSuccess: () => notify.success(MAIL_SETTINGS_SAVED),
        onError: (error) => handleApiError(error, { context: 'E-postutskick' }),
      },
    );

  return (
    <section aria-labelledby="settings-mail" className="settings-section">
      <Title order={2} size="h3" id="settings-mail" mb="xs">
        E-postutskick
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Välj vilka mail Segla skickar dig. Varje mail har också en länk för att avregistrera dig med
        ett klick.
      </Text>
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <Stack gap="sm">
          {SAILOR_MAIL_KINDS.map((kind) => (
            <Switch
              key={kind}
              label={SAILOR_MAIL_KIND_LABELS[kind]}
              checked={settings.data[kind]}
              disabled={update.isPending}
              onChange={(event) => toggle(kind, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      ) : (
        <DelayedLoader />
      )}
    </section>
  );
}
