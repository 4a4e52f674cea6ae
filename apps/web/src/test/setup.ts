import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
