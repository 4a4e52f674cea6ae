import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useDelayedFlag } from '../../hooks/use-delayed-flag.ts';

/** A thin bar at the top while a navigation waits for its page (after 200 ms only). */
function NavigationProgress() {
  const navigation = useNavigation();
  const busy = useDelayedFlag(navigation.state !== 'idle');
  return busy ? (
    <div className="nav-progress" role="progressbar" aria-label="Sidan laddas" />
  ) : null;
}

/** The root of every page: scroll restoration on back/forward and the navigation bar. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
