import { Alert, Button } from '@mantine/core';
import { retryLive, useLiveFailed } from './use-live-sailing.ts';

export const LIVE_FAILED_TEXT = 'Liveuppdateringarna är avbrutna.';
export const LIVE_FAILED_HINT = 'Det som visas här uppdateras inte längre av sig självt.';
export const LIVE_RETRY_LABEL = 'Försök igen';

/**
 * Shown where live data is, once the connection gave up (max-reconnect, docs/product.md §4): calm,
 * as the page still shows what it fetched; the retry starts a fresh set of tries and the
 * reconnection refetches the page.
 */
export function LiveNotice() {
  const failed = useLiveFailed();
  if (!failed) return null;
  return (
    <Alert color="sea" variant="light" role="status" mb="md" title={LIVE_FAILED_TEXT}>
      {LIVE_FAILED_HINT}
      <div>
        <Button variant="default" size="sm" mt="sm" onClick={retryLive}>
          {LIVE_RETRY_LABEL}
        </Button>
      </div>
    </Alert>
  );
}
