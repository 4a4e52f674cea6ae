import { Suspense } from 'react';
import { lazyComponent } from '../../components/lazy-component.tsx';
import { useLiveFailed } from './use-live-sailing.ts';

export const LIVE_FAILED_TEXT = 'Liveuppdateringarna är avbrutna.';
export const LIVE_FAILED_HINT = 'Det som visas här uppdateras inte längre av sig självt.';
export const LIVE_RETRY_LABEL = 'Försök igen';

// Mantine's Alert and Button, loaded only once the live updates gave
// up: the pages that show the notice paint without them (decision 0041).
const LiveNoticeAlert = lazyComponent(() =>
  import('./live-notice-alert.tsx').then((module) => module.LiveNoticeAlert),
);

/**
 * Shown where live data is, once the connection gave up (max-reconnect, docs/product.md §4): calm,
 * as the page still shows what it fetched; the retry starts a fresh set of tries and the
 * reconnection refetches the page.
 */
export function LiveNotice() {
  const failed = useLiveFailed();
  if (!failed) return null;
  return (
    <Suspense fallback={null}>
      <LiveNoticeAlert />
    </Suspense>
  );
}
