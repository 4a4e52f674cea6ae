import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Segla's nautical palette. Each tuple is built so that shade 7 (the filled and text shade,
 * `primaryShade`) has at least 4.5:1 contrast on white, and shade 9 on shade 1 (Mantine's
 * light variant) at least 7:1; theme.test.ts checks it. Mantine's defaults do not.
 */
export const palette = {
  sea: [
    '#eaf4fb',
    '#d6e9f6',
    '#aacfeb',
    '#7ab4de',
    '#4f9bd2',
    '#2f84c3',
    '#1d6fa9',
    '#145b8c',
    '#0f4a73',
    '#0b3d5c',
  ],
  red: [
    '#fdecec',
    '#fad6d6',
    '#f3aaaa',
    '#ea7b7b',
    '#e05454',
    '#d43a3a',
    '#c02d2d',
    '#a82525',
    '#8c1e1e',
    '#701818',
  ],
  green: [
    '#e8f6ee',
    '#d0eddb',
    '#a3dbb8',
    '#72c792',
    '#4ab574',
    '#2f9f5d',
    '#1f8a4c',
    '#17743f',
    '#115e33',
    '#0c4a28',
  ],
  orange: [
    '#fff2e3',
    '#ffe3c2',
    '#fcc68a',
    '#f8a753',
    '#f28c2a',
    '#e57812',
    '#c8650c',
    '#a8530a',
    '#874208',
    '#6b3406',
  ],
  gray: [
    '#f5f7f9',
    '#e9eef2',
    '#d5dde4',
    '#b8c4ce',
    '#94a3b1',
    '#738494',
    '#5a6b7b',
    '#475767',
    '#344452',
    '#1f2d3a',
  ],
} satisfies Record<string, MantineColorsTuple>;

export const PRIMARY_SHADE = 7;

/** Named tokens beyond the palettes (shown on /design-system). */
export const tokens = {
  ink: '#102a3a',
  navy: '#0b3d5c',
  surface: '#ffffff',
  background: '#f3f7fa',
  foam: '#eaf4fb',
  dimmed: palette.gray[6],
  error: palette.red[7],
  focus: '#f28c2a',
} as const;

/** A dialog's and a sheet's title: larger and heavier than Mantine's, like the pages' headings. */
const DIALOG_TITLE = { fontSize: '1.35rem', fontWeight: 800 };

export const theme = createTheme({
  colors: { ...palette, blue: palette.sea, teal: palette.green },
  primaryColor: 'sea',
  primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
  black: tokens.ink,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.35rem, 1.2rem + 0.7vw, 1.75rem)', lineHeight: '1.25' },
      h3: { fontSize: '1.2rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    Checkbox: { defaultProps: { size: 'md' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Stäng meddelandet' } } },
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Stäng' } },
      styles: { title: DIALOG_TITLE },
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Stäng menyn' } },
      styles: { title: DIALOG_TITLE },
    },
  },
});

/** Text colours that meet WCAG AA on white and on the light tints (Mantine's gray-6 does not). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': palette.gray[6],
    '--mantine-color-placeholder': palette.gray[6],
    '--mantine-color-error': palette.red[7],
    '--mantine-color-success': palette.green[8],
    '--mantine-color-anchor': palette.sea[7],
    '--mantine-color-default-border': palette.gray[5],
  },
  dark: {},
});
