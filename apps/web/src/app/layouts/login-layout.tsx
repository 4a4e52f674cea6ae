import { Outlet } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { Logo } from '../../components/logo.tsx';

/** The login layout (/login, /reset-confirm): the brand and one centred card. */
export function Component() {
  return (
    <div className="login-shell">
      <header className="login-shell-header">
        <AppLink to="/" className="topbar-logo" aria-label="Segla – till startsidan">
          <Logo />
        </AppLink>
      </header>
      <main id="main" className="login-main">
        <Outlet />
      </main>
      <footer className="login-shell-footer">
        Segla · kappseglingar, resultat och serier för svenska segelsällskap
      </footer>
    </div>
  );
}
