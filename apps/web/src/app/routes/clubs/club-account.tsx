import { Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';

/** The club account's page: its e-mail address and "Byt lösenord". */
export function Component() {
  const slug = useParams().club ?? '';
  const user = useUser();
  // The loader has made sure someone is signed in; the user is in the cache by now.
  if (!user) return null;
  const staffElsewhere = user.club?.slug !== slug;
  return (
    <section aria-labelledby="club-account-title" className="club-account">
      <Title order={2} size="h3" id="club-account-title">
        Konto
      </Title>
      <dl className="facts">
        <div>
          <dt>E-post</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      {staffElsewhere && (
        <Text c="dimmed" size="sm" mt="xs">
          Du är inloggad som administratör: det här är ditt eget konto, inte klubbens.
        </Text>
      )}
      <Title order={3} size="h4" mt="xl" mb="sm" id="change-password-title">
        Byt lösenord
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Efter bytet loggas kontot ut på alla andra enheter.
      </Text>
      <ChangePasswordForm email={user.email} />
    </section>
  );
}
