import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WAIT } from './waits.ts';

// findBy* and waitFor wait for their signal as long as a slow CI machine may need (waits.ts).
configure({ asyncUtilTimeout: WAIT.timeout });

// jsdom lacks what Mantine asks the browser for.
if (typeof window !== 'undefined') {
  if (!('matchMedia' in window) || typeof window.matchMedia !== 'function')
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  if (!('scrollIntoView' in window.HTMLElement.prototype))
    Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', {
      value: () => undefined,
    });
  Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
}

afterEach(() => {
  cleanup();
});
