import { lazy, type ComponentType } from 'react';

/** `React.lazy` for a module's named export: `lazyComponent(() => import(x).then((m) => m.X))`. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

/** Mantine with Segla's theme (mantine-scope.tsx): a page that will show Mantine asks early. */
export const loadMantineScope = () => import('./mantine-scope.tsx');

/** Loads a module that needs Mantine and Mantine's scope side by side (a link's intent). */
export async function loadWithMantine<T>(load: () => Promise<T>): Promise<T> {
  const [, loaded] = await Promise.all([loadMantineScope(), load()]);
  return loaded;
}

/**
 * `lazyComponent` for a part that uses Mantine but is shown outside the Mantine pages (the
 * shell's modals, the home page's results): it loads with Mantine and renders inside it.
 */
export function lazyMantineComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ MantineScope }, Component] = await Promise.all([loadMantineScope(), load()]);
    return {
      default: (props: P) => (
        <MantineScope>
          <Component {...props} />
        </MantineScope>
      ),
    };
  });
}
