import { lazy, Suspense } from 'react';
import { useLiveFailed } from '../lib/live/use-live-sailing.ts';

// Mantine's Alert and Button, with Mantine's provider: loaded only once the live updates gave up.
const LiveNotice = lazy(() =>
  Promise.all([import('../lib/live/live-notice.tsx'), import('./mantine/segla-mantine.tsx')]).then(
    ([{ LiveNotice }, { withMantine }]) => ({ default: withMantine(LiveNotice) }),
  ),
);

/**
 * The live notice on a result shown outside Mantine's pages (a shared result link): the result
 * itself is plain markup, so its tables show without Mantine (decision 0041), and Mantine loads
 * only when there is a notice to show.
 */
export function ResultLiveNotice() {
  const failed = useLiveFailed();
  if (!failed) return null;
  return (
    <Suspense fallback={null}>
      <LiveNotice />
    </Suspense>
  );
}
