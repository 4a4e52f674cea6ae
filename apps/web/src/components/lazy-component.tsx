import { lazy, type ComponentType } from 'react';

/** `React.lazy` for a module's named export: `lazyComponent(() => import(x).then((m) => m.X))`. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

/**
 * `lazyComponent` inside Segla's Mantine provider, which loads with it: for a Mantine part
 * (a dialog, a list with Mantine's buttons) of a page that paints without Mantine, such as
 * the Målgång page and a shared result (decision 0041). Under a Mantine page it nests a second
 * provider, which writes the same CSS variables.
 */
export function lazyWithMantine<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), import('./mantine/segla-mantine.tsx')]).then(
      ([component, { withMantine }]) => ({ default: withMantine(component) }),
    ),
  );
}
