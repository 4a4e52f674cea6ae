import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { lazyMantineComponent } from '../components/lazy-component.tsx';
import { queryClient } from '../lib/query-client.ts';
import { toastsWanted } from '../lib/notify.ts';

const NotificationsHost = lazyMantineComponent(() =>
  import('./notifications-host.tsx').then((m) => m.default),
);

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
 * The app's providers: the query cache and the toasts. Mantine is not here: it wraps the pages
 * that use it (components/mantine-scope.tsx, decision 0055).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LazyNotifications />
      {children}
    </QueryClientProvider>
  );
}
