import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { toastsWanted } from '../lib/notify.ts';

const NotificationsHost = lazy(() => import('./notifications-host.tsx'));

/** The toast container loads with the first toast: most first visits never show one. */
function LazyNotifications() {
  const wanted = toastsWanted.use();
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/**
 * The app's providers. Mantine's provider is not here: it wraps the lazy parts that use
 * Mantine (components/mantine/segla-mantine.tsx), so the shell and home page load without it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LazyNotifications />
      {children}
    </QueryClientProvider>
  );
}
