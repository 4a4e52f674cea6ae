import { Alert, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { MyData } from '../../../features/auth/components/my-data.tsx';
import { useBoatModels } from '../../../features/boat-models/api/get-boat-models.ts';
import { MyBoats } from '../../../features/boats/components/my-boats.tsx';
import { useClubs } from '../../../features/clubs/api/get-clubs.ts';
import { useSailor } from '../../../features/sailors/api/get-sailor.ts';
import { SailorProfileForm } from '../../../features/sailors/components/sailor-profile-form.tsx';
import { MobileNumberSection } from '../../../features/sailors/components/mobile-number-section.tsx';
import { MailSettingsSection } from '../../../features/sailors/components/mail-settings-section.tsx';
import './sailor-settings.css';

export const COMPLETE_PROFILE_PROMPT =
  'Fyll i ditt namn så att klubbarna och andra seglare hittar dig.';

/**
 * A sailor's settings (issue 13): Profil, Byt lösenord, Mina båtar and Dina uppgifter. The
 * password and the account's data are the signed-in user's own, so staff looking at another
 * sailor's settings see her profile and boats only.
 */
export function Component() {
  const slug = useParams().sailor ?? '';
  const sailor = useSailor(slug);
  const user = useUser();
  const clubs = useClubs();
  const boatModels = useBoatModels();

  if (sailor.isError) {
    return <QueryError error={sailor.error} onRetry={() => void sailor.refetch()} />;
  }
  if (!sailor.data || !user) return <DelayedLoader />;
  const profile = sailor.data;
  const own = user.sailor?.id === profile.id;
  const nameless = profile.first_name === '' && profile.last_name === '';

  return (
    <div className="settings-page">
      {nameless && (
        <Alert color="blue" variant="light" title="Välkommen till Segla!" mb="lg">
          {COMPLETE_PROFILE_PROMPT}
        </Alert>
      )}
      {!own && (
        <Text c="dimmed" size="sm" mb="md">
          Du är inloggad som administratör: du ändrar {profile.first_name || 'seglarens'} profil och
          båtar.
        </Text>
      )}

      <section aria-labelledby="settings-profile" className="settings-section">
        <Title order={2} size="h3" id="settings-profile" mb="sm">
          Profil
        </Title>
        {clubs.isError ? (
          <QueryError error={clubs.error} onRetry={() => void clubs.refetch()} />
        ) : clubs.data ? (
          <SailorProfileForm key={profile.id} sailor={profile} clubs={clubs.data} />
        ) : (
          <DelayedLoader />
        )}
      </section>

      <MobileNumberSection sailorId={profile.id} />

      {own && (
        <section aria-labelledby="settings-password" className="settings-section">
          <Title order={2} size="h3" id="settings-password" mb="xs">
            Byt lösenord
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            Efter bytet loggas kontot ut på alla andra enheter.
          </Text>
          <ChangePasswordForm email={user.email} />
        </section>
      )}

      <section aria-labelledby="settings-boats" className="settings-section">
        <Title order={2} size="h3" id="settings-boats" mb="sm">
          Mina båtar
        </Title>
        {boatModels.isError ? (
          <QueryError error={boatModels.error} onRetry={() => void boatModels.refetch()} />
        ) : boatModels.data ? (
          <MyBoats owner={profile.id} boatModels={boatModels.data} />
        ) : (
          <DelayedLoader />
        )}
      </section>

      {own && <MailSettingsSection sailorId={profile.id} />}

      {own && (
        <section aria-labelledby="settings-data" className="settings-section">
          <Title order={2} size="h3" id="settings-data" mb="sm">
            Dina uppgifter
          </Title>
          <MyData email={user.email} />
        </section>
      )}
    </div>
  );
}
