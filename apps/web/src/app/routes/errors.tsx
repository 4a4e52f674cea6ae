import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader.tsx';
import { ErrorView, NotFoundView } from '../../components/error-views.tsx';
import { Logo } from '../../components/logo.tsx';
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

/**
 * The top bar's frame with the logo alone: what index.html shows before any script has run,
 * and the app while the first page's code and data load, so a phone on a slow connection
 * shows Segla at once instead of a white page (decision 0041). index.html holds a copy of its
 * markup; app-fallback.test.tsx keeps the two the same.
 */
export function BrandBar() {
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <a href="/" className="topbar-logo" aria-label="Segla – till startsidan">
          <Logo />
        </a>
      </div>
    </header>
  );
}

/** What shows while the first page's code loads: the brand bar (a spinner after 200 ms). */
export function AppFallback() {
  return (
    <div className="app-shell">
      <BrandBar />
      <main id="main" className="app-main">
        <DelayedLoader />
      </main>
    </div>
  );
}
