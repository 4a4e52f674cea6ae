import { RouterProvider } from 'react-router';
import { currentUserQueryKey } from '../features/auth/api/get-current-user.ts';
import { installChunkReload } from '../lib/chunk-reload.ts';
import { queryClient } from '../lib/query-client.ts';
import { onSessionEnd } from '../lib/session.ts';
import { AppProvider } from './provider.tsx';
import { createRouter } from './router.tsx';

/**
 * Creates the router, which starts the first navigation at once (its routes' code and loaders),
 * and answers the app to render.
 */
export function startApp() {
  const router = createRouter();
  installChunkReload();

  // Logout (or a refresh the server refused): forget the user; an ended session goes to login.
  onSessionEnd((reason) => {
    queryClient.setQueryData(currentUserQueryKey, null);
    queryClient.removeQueries({ queryKey: ['admin'] });
    if (reason === 'expired') void router.navigate('/login');
  });

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
