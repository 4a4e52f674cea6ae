import { IconMenu2 } from '@tabler/icons-react';
import { NavLink, useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { Logo } from '../../components/logo.tsx';
import { useUser } from '../../features/auth/api/get-current-user.ts';
import { ProfileButton } from '../../features/auth/components/profile-button.tsx';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { prefetchPath } from '../../lib/prefetch.ts';
import { SEARCH_PARAM } from '../../lib/result-link.ts';
import { ClubsMenu } from './clubs-menu.tsx';

export function searchHref(query: string) {
  return query ? `/?${SEARCH_PARAM}=${encodeURIComponent(query)}` : '/';
}

export function useMainLinks() {
  const user = useUser();
  const links = [{ to: '/', label: 'Startsida', end: true }];
  if (user) {
    links.push(
      { to: '/clubs', label: 'Klubbar', end: false },
      { to: '/sailors', label: 'Seglare', end: false },
      { to: '/about', label: 'Om Segla', end: false },
    );
  }
  return links;
}

/**
 * The top bar: logo, main links, search box, the clubs she officiates and profile icon. On small screens the search
 * box and profile icon hide and a menu button offers them (docs/product.md §15).
 */
export function TopBar({
  onOpenMenu,
  onLoginIntent,
}: {
  onOpenMenu: () => void;
  onLoginIntent: () => void;
}) {
  const navigate = useNavigate();
  const user = useUser();
  const links = useMainLinks();
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <AppLink to="/" className="topbar-logo" aria-label="Segla – till startsidan">
          <Logo />
        </AppLink>
        <nav aria-label="Huvudmeny" className="topbar-nav desktop-only">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className="topbar-link"
              onMouseEnter={() => prefetchPath(link.to)}
              onFocus={() => prefetchPath(link.to)}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <SearchForm
          className="topbar-search desktop-only"
          size="sm"
          placeholder="Sök"
          onSearch={(query) => void navigate(searchHref(query))}
        />
        <div className="topbar-actions desktop-only">
          <ClubsMenu user={user} />
          <ProfileButton onIntent={onLoginIntent} />
          {user && (
            <AppLink to="/logout" className="topbar-logout">
              Logga ut
            </AppLink>
          )}
        </div>
        <button
          type="button"
          className="mobile-only icon-button topbar-icon topbar-menu"
          aria-label="Meny"
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          onMouseEnter={onLoginIntent}
          onTouchStart={onLoginIntent}
        >
          <IconMenu2 size={28} aria-hidden />
        </button>
      </div>
    </header>
  );
}
