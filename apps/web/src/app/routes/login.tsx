import { useLocation, useNavigate } from 'react-router';
import { LoginCard } from '../../features/auth/components/login-card.tsx';
import type { LoginAlert } from '../../features/auth/components/login-flow.ts';
import { afterLoginPath } from '../../features/auth/utils/after-login-path.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** /login (login layout). A reset password arrives here with its success alert. */
export function Component() {
  useDocumentTitle('Logga in');
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as {
    alert?: LoginAlert;
    start?: 'login' | 'register' | 'forgot-password';
  } | null;
  return (
    <LoginCard
      key={location.key}
      initialAlert={state?.alert ?? null}
      start={state?.start ?? 'login'}
      onLogin={(user) => void navigate(afterLoginPath(user), { replace: true })}
    />
  );
}
