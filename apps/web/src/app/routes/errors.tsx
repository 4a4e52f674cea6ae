import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader.tsx';
import { ErrorView, NotFoundView } from '../../components/error-views.tsx';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-reload.ts';
import { statusOf } from '../../lib/page-error.ts';

function useErrorStatus(): { status: number; chunk: boolean } {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const status = isRouteErrorResponse(error) ? error.status : statusOf(error);
  useEffect(() => {
    if (chunk) {
      // A new build replaced the lazy chunks: reload once a minute at most.
      if (reloadAfterChunkError()) return;
    }
    if (status !== 404) console.error('[segla] sidfel', error);
  }, [chunk, error, status]);
  return { status, chunk };
}

/** Errors of a page, shown inside its layout (top bar stays). */
export function PageErrorBoundary() {
  const { status } = useErrorStatus();
  const navigate = useNavigate();
  if (status === 404) return <NotFoundView />;
  return <ErrorView status={status} onHome={() => void navigate('/')} />;
}

/** Errors outside any page (a layout failed): the bare error page. */
export function RootErrorBoundary() {
  const { status } = useErrorStatus();
  return (
    <main className="bare-page">
      {status === 404 ? <NotFoundView /> : <ErrorView status={status} />}
    </main>
  );
}

/** What shows while the first page's code loads (nothing for the first 200 ms). */
export function AppFallback() {
  return (
    <main className="bare-page">
      <DelayedLoader />
    </main>
  );
}
