import { useDelayedFlag } from '../hooks/use-delayed-flag.ts';

/** A spinner that only appears when loading takes longer than 200 ms (docs/product.md §9). */
export function DelayedLoader({ label = 'Laddar…' }: { label?: string }) {
  const shown = useDelayedFlag(true);
  return (
    <div className="loader-space" role="status" aria-live="polite" aria-busy="true">
      {shown && (
        <>
          <span className="spinner" aria-hidden />
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </div>
  );
}
