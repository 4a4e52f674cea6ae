import { MantineProvider } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../../lib/theme.ts';
import './mantine.css';

/**
 * Mantine with Segla's theme. Not in the shell: the top bar, the home page and the error
 * pages are plain HTML so the first visit does not load Mantine (decision 0022). Everything
 * that uses Mantine components is lazy and sits under this provider: the pages (through
 * layouts/mantine-layout.tsx) and the modals, menu and toasts (through withMantine). Each provider
 * writes the same CSS variables, so several side by side agree.
 */
export function SeglaMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}

/** `Component` inside SeglaMantine, for a lazily loaded part of the shell. */
export function withMantine<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithMantine(props: P) {
    return (
      <SeglaMantine>
        <Component {...props} />
      </SeglaMantine>
    );
  }
  WithMantine.displayName = `WithMantine(${Component.displayName ?? Component.name})`;
  return WithMantine;
}
