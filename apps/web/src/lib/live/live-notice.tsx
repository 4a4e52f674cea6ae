import { buttonClass } from '../../components/button-class.ts';
import { retryLive, useLiveFailed } from './use-live-sailing.ts';

export const LIVE_FAILED_TEXT = 'Liveuppdateringarna är avbrutna.';
export const LIVE_FAILED_HINT = 'Det som visas här uppdateras inte längre av sig självt.';
export const LIVE_RETRY_LABEL = 'Försök igen';

/**
 * Shown where live data is, once the connection gave up (max-reconnect, docs/product.md §4): calm,
 * as the page still shows what it fetched; the retry starts a fresh set of tries and the
 * reconnection refetches the page. Plain markup: the Målgång page shows it (decision 0055).
 */
export function LiveNotice() {
  const failed = useLiveFailed();
  if (!failed) return null;
  return (
    <div className="alert-calm" role="status">
      <div className="alert-calm-title">{LIVE_FAILED_TEXT}</div>
      {LIVE_FAILED_HINT}
      <div>
        <button
          type="button"
          className={buttonClass('default', { size: 'sm', className: 'alert-retry' })}
          onClick={retryLive}
        >
          {LIVE_RETRY_LABEL}
        </button>
      </div>
    </div>
  );
}
