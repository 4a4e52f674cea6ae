import type { CurrentUser } from '@segla/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { buttonClass } from '../../components/button-class.ts';
import { lazyMantineComponent, loadWithMantine } from '../../components/lazy-component.tsx';
import { useUser } from '../../features/auth/api/get-current-user.ts';
import { loginModalStore } from '../../features/auth/stores/login-modal.ts';
import { afterLoginPath } from '../../features/auth/utils/after-login-path.ts';
import { FeedbackTab } from '../../features/feedback/components/feedback-tab.tsx';
import { feedbackModalStore } from '../../features/feedback/stores/feedback-modal.ts';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

const loadLoginModal = () => import('../../features/auth/components/login-modal.tsx');
const loadFeedbackModal = () => import('../../features/feedback/components/feedback-modal.tsx');
const loadMobileMenu = () => import('./mobile-menu.tsx');
const LoginModal = lazyMantineComponent(() => loadLoginModal().then((m) => m.default));
const FeedbackModal = lazyMantineComponent(() => loadFeedbackModal().then((m) => m.default));
const MobileMenu = lazyMantineComponent(() => loadMobileMenu().then((m) => m.default));

/** Mounts a lazily loaded part once it is first needed, and keeps it mounted after. */
function useOnceTrue(value: boolean) {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** A fixed button to the admin panel, for staff only. */
function AdminPanelButton({ user }: { user: CurrentUser | null }) {
  if (!user?.is_staff) return null;
  return (
    <AppLink to="/admin" className={buttonClass('gray', { className: 'admin-button' })}>
      <IconShieldLock aria-hidden /> Adminpanel
    </AppLink>
  );
}

/** The default layout (docs/product.md §2): top bar, the page, login and feedback modals. */
export function DefaultLayout() {
  const navigate = useNavigate();
  const user = useUser();
  const loginOpened = loginModalStore.use().opened;
  const feedbackOpened = feedbackModalStore.use().opened;
  const [menuOpened, setMenuOpened] = useState(false);
  const loginMounted = useOnceTrue(loginOpened);
  const feedbackMounted = useOnceTrue(feedbackOpened);
  const menuMounted = useOnceTrue(menuOpened);

  // Where a login leads, or back to the page a visitor asked for (docs/product.md §2).
  const onLogin = (next: CurrentUser, asked?: string) =>
    void navigate(asked ?? afterLoginPath(next));

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Hoppa till innehållet
      </a>
      <TopBar
        onOpenMenu={() => setMenuOpened(true)}
        onLoginIntent={() => void loadWithMantine(loadLoginModal).then(loadMobileMenu)}
      />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <div className="desktop-only">
        <FeedbackTab onIntent={() => void loadWithMantine(loadFeedbackModal)} />
      </div>
      <AdminPanelButton user={user} />
      <Suspense fallback={null}>
        {loginMounted && <LoginModal onLogin={onLogin} />}
        {feedbackMounted && <FeedbackModal />}
        {menuMounted && <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} />}
      </Suspense>
    </div>
  );
}
