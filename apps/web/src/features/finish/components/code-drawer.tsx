import { lazyOverlay } from '../../../components/lazy-overlay.tsx';

/**
 * "Kod" of one boat (code-sheet.tsx). Its sheet and buttons are Mantine's, so they load when
 * first opened: the board paints without Mantine (decision 0041). The build lists their files
 * for the offline copy (build-plugins/finish-offline-assets.ts), so "Kod" opens after an offline reload.
 */
export const CodeDrawer = lazyOverlay(() =>
  import('./code-sheet.tsx').then((module) => module.CodeSheet),
);
