import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { toastsWanted } from '../lib/notify.ts';
import { cssVariablesResolver, theme } from '../lib/theme.ts';

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

/** The app's providers: Mantine with Segla's theme, and the query cache. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <LazyNotifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
