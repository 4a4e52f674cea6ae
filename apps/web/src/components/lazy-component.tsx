import { lazy, type ComponentType } from 'react';

/** `React.lazy` for a module's named export: `lazyComponent(() => import(x).then((m) => m.X))`. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}
