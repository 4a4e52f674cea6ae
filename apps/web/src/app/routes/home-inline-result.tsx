import { IconArrowLeft, IconLink } from '@tabler/icons-react';
import { Suspense } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import { buttonClass } from '../../components/button-class.ts';
import { DelayedLoader } from '../../components/delayed-loader.tsx';
import { lazyComponent, lazyMantineComponent } from '../../components/lazy-component.tsx';
import { copyLink } from '../../lib/copy-link.ts';
import { inlineResultHref, type ResultRef } from '../../lib/result-link.ts';
import { printLogo } from '../club-print-logo.tsx';

// Each kind of result loads only when one is opened. A sailing's result is plain markup, so a
// shared link paints without Mantine; a series' brings Mantine for its notices (decision 0055).
const SailingResult = lazyComponent(() =>
  import('../../features/sailings/components/sailing-result.tsx').then((m) => m.SailingResult),
);
const SeriesResult = lazyMantineComponent(() =>
  import('../../features/series/components/series-result.tsx').then((m) => m.SeriesResult),
);

const ClubHome = lazyMantineComponent(() => import('./home-club.tsx').then((m) => m.ClubHome));

/**
 * A sailing's or series' full result on the home page (`?resultat=`), or one club's ongoing,
 * upcoming and latest results (`?klubb=`, a shared club link), for visitors too, with a link
 * that can be shared. Lazy: most visits to the home page never open one.
 */
export function InlineResult({ result, club }: { result: ResultRef | null; club?: string | null }) {
  return (
    <div className="inline-result">
      {result && <h1 className="visually-hidden">Resultat</h1>}
      <div className="inline-result-bar">
        <AppLink to="/" className={buttonClass('subtle', { className: 'inline-result-home' })}>
          <IconArrowLeft aria-hidden /> Startsidan
        </AppLink>
        <button
          type="button"
          className={buttonClass('default', { size: 'sm', className: 'inline-result-copy' })}
          onClick={() => void copyLink()}
        >
          <IconLink aria-hidden size={18} /> Kopiera länk
        </button>
      </div>
      <Suspense fallback={<DelayedLoader label="Hämtar resultatet…" />}>
        {!result ? (
          <ClubHome slug={club ?? ''} />
        ) : result.kind === 'sailing' ? (
          <SailingResult
            id={result.id}
            printLogo={printLogo}
            seriesHref={(id) => inlineResultHref({ kind: 'series', id })}
          />
        ) : (
          <SeriesResult
            id={result.id}
            printLogo={printLogo}
            sailingHref={(id) => inlineResultHref({ kind: 'sailing', id })}
          />
        )}
      </Suspense>
    </div>
  );
}
