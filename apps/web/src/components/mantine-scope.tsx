// Mantine's styles in their cascade layer: they load with the first page that uses Mantine,
// after styles.css, and styles.css still wins where both style an element (decision 0055).
import '@mantine/core/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../lib/theme.ts';

/**
 * Mantine with Segla's theme, around what uses it. Not at the app's root: the home page and
 * the shell are plain markup, so Mantine stays out of their first load (decision 0055).
 */
export function MantineScope({ children }: { children: ReactNode }) {
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
