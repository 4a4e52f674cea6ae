import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUser } from '../api/get-current-user.ts';
import { openLoginModal } from '../stores/login-modal.ts';
import { ownPagePath } from '../utils/after-login-path.ts';

/**
 * The top bar's profile icon (docs/product.md §15): 'Logga in' opens the login modal when logged
 * out; 'Min profil' leads to the user's own page when logged in.
 */
export function ProfileButton({ onIntent }: { onIntent?: () => void }) {
  const user = useUser();
  if (!user) {
    return (
      <button
        type="button"
        aria-label="Logga in"
        className="icon-button topbar-icon"
        onMouseEnter={onIntent}
        onFocus={onIntent}
        onClick={() => openLoginModal()}
      >
        <IconUserCircle size={28} aria-hidden />
      </button>
    );
  }
  return (
    <Link to={ownPagePath(user)} aria-label="Min profil" className="icon-button topbar-icon">
      <IconUserCircle size={28} aria-hidden />
    </Link>
  );
}
