import type { Protest, SailingDetail } from '@segla/core';
import { lazy, Suspense, useEffect } from 'react';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useProtests } from '../api/get-protests.ts';
import type { ProtestFormMode } from './protest-form-modal.tsx';
import { ProtestItem } from './protest-item.tsx';

const ProtestFormModal = lazy(() => import('./protest-form-modal.tsx'));

/**
 * Brings the protest a link names (`#protest-12`, from a result line or the change log) into
 * view once the list has come: the browser's own jump happens before the list is there.
 */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id.startsWith('protest-')) return;
    const target = document.getElementById(id);
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView();
  }, [ready]);
}

/**
 * The sailing's protests, by number. Officials ('racing') get "Utlys förhandling", those who
 * may decide ('decision') "Beslut", on each protest not yet decided; the forms open in `mode`.
 */
export function ProtestList({
  sailing,
  canSchedule,
  canDecide,
  mode,
  onMode,
}: {
  sailing: SailingDetail;
  canSchedule: boolean;
  canDecide: boolean;
  /** The open form (the page's "Lämna in protest" opens here too), or null. */
  mode: ProtestFormMode | null;
  onMode: (mode: ProtestFormMode | null) => void;
}) {
  const protests = useProtests(sailing.id);
  useScrollToHash(protests.data !== undefined);
  const schedule = (protest: Protest) => onMode({ kind: 'hearing', protest });
  const decide = (protest: Protest) => onMode({ kind: 'decision', protest });

  return (
    <>
      {protests.isError ? (
        <QueryError error={protests.error} onRetry={() => void protests.refetch()} />
      ) : !protests.data ? (
        <DelayedLoader label="Hämtar protesterna…" />
      ) : protests.data.length === 0 ? (
        <EmptyState>Inga protester är inlämnade.</EmptyState>
      ) : (
        <ul className="protest-list" aria-label="Protester">
          {protests.data.map((protest) => (
            <ProtestItem
              key={protest.id}
              protest={protest}
              onSchedule={canSchedule ? schedule : undefined}
              onDecide={canDecide ? decide : undefined}
            />
          ))}
        </ul>
      )}
      {mode && (
        <Suspense fallback={null}>
          <ProtestFormModal sailing={sailing} mode={mode} onClose={() => onMode(null)} />
        </Suspense>
      )}
    </>
  );
}
