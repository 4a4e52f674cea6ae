import { Suspense, useState, type ComponentType } from 'react';
import { lazyMantineComponent } from './lazy-component.tsx';

/**
 * A dialog or sheet whose code (Mantine's overlays with @floating-ui, about 25 KB) loads the
 * first time it opens, not with the page: the Målgång page and a sailing's tabs show without it
 * (decision 0032). Until then it renders nothing; once opened it stays mounted, so it closes
 * with its transition. `preload` fetches the code ahead (e.g. for the offline copy).
 */
export function lazyOverlay<P extends { opened?: boolean }>(load: () => Promise<ComponentType<P>>) {
  // With its own Mantine: the plain Målgång page opens overlays too (decision 0055).
  const Loaded = lazyMantineComponent(load);
  function LazyOverlay(props: P) {
    const [wanted, setWanted] = useState(false);
    // Derived during render (React's pattern for state that follows props).
    if (props.opened !== false && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyOverlay, { preload: load });
}
