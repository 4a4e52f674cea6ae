import { AppLink } from '../../components/app-link.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { useUser } from '../../features/auth/api/get-current-user.ts';

export function SiteFooter() {
  const user = useUser();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <LogoMark size={28} />
          <div>
            <p className="text-bold">Segla</p>
            <p className="text-sm footer-muted">
              Kappseglingar, resultat och serier för svenska segelsällskap.
            </p>
          </div>
        </div>
        {user && (
          <nav aria-label="Sidfot" className="footer-links">
            <AppLink to="/about">Om Segla</AppLink>
            <AppLink to="/terms">Villkor och integritet</AppLink>
            <AppLink to="/upgrade">För klubbar</AppLink>
            <AppLink to="/design-system">Designsystem</AppLink>
            <AppLink to="/style-guide">Stilguide</AppLink>
          </nav>
        )}
      </div>
    </footer>
  );
}
