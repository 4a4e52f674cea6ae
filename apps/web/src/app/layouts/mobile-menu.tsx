import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogout, IconMessage, IconUserCircle } from '@tabler/icons-react';
import { NavLink, useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { useUser } from '../../features/auth/api/get-current-user.ts';
import { openLoginModal } from '../../features/auth/stores/login-modal.ts';
import { ownPagePath } from '../../features/auth/utils/after-login-path.ts';
import { openFeedbackModal } from '../../features/feedback/stores/feedback-modal.ts';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { officialLinks } from './official-links.ts';
import { searchHref, useMainLinks } from './top-bar.tsx';

/**
 * The small-screen menu: the same search, links, clubs she officiates, login/profile and
 * feedback as the top bar.
 */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const user = useUser();
  const links = useMainLinks();
  const clubs = officialLinks(user);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(22rem, 92vw)"
      title="Meny"
      closeButtonProps={{ 'aria-label': 'Stäng menyn' }}
      classNames={{ title: 'drawer-title' }}
    >
      <Stack gap="lg">
        <SearchForm
          size="md"
          placeholder="Sök klubb, segling, seglare"
          onSearch={(query) => {
            onClose();
            void navigate(searchHref(query));
          }}
        />
        <nav aria-label="Meny">
          <ul className="menu-list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="menu-link" onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {clubs.length > 0 && (
          <nav aria-label="Mina klubbar">
            <ul className="menu-list">
              {clubs.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="menu-link" onClick={onClose}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Divider />
        {user ? (
          <Stack gap="sm">
            <Button
              component={AppLink}
              to={ownPagePath(user)}
              leftSection={<IconUserCircle aria-hidden />}
              onClick={onClose}
              fullWidth
              size="lg"
            >
              Min profil
            </Button>
            <Button
              component={AppLink}
              to="/logout"
              variant="default"
              leftSection={<IconLogout aria-hidden />}
              onClick={onClose}
              fullWidth
              size="lg"
            >
              Logga ut
            </Button>
          </Stack>
        ) : (
          <Button
            leftSection={<IconUserCircle aria-hidden />}
            size="lg"
            fullWidth
            onClick={() => {
              onClose();
              openLoginModal();
            }}
          >
            Logga in
          </Button>
        )}
        <Button
          variant="light"
          size="lg"
          fullWidth
          leftSection={<IconMessage aria-hidden />}
          onClick={() => {
            onClose();
            openFeedbackModal();
          }}
        >
          Feedback
        </Button>
      </Stack>
    </Drawer>
  );
}

// Lazy, outside the Mantine pages: it brings its own provider.
export default MobileMenu;
