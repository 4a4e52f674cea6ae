import { Alert, Button } from '@mantine/core';
import { LIVE_FAILED_HINT, LIVE_FAILED_TEXT, LIVE_RETRY_LABEL } from './live-notice.tsx';
import { retryLive } from './use-live-sailing.ts';

/** The live notice's Alert and retry button (live-notice.tsx), Mantine's: loaded when shown. */
export function LiveNoticeAlert() {
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
