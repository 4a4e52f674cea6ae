import { lazyOverlay } from './lazy-overlay.tsx';

/** The shared dialogs and sheet, loaded when first opened (lazy-overlay.tsx). */
export const LazyConfirmDialog = lazyOverlay(() =>
  import('./confirm-dialog.tsx').then((module) => module.ConfirmDialog),
);
export const LazyFormModal = lazyOverlay(() =>
  import('./form/form-modal.tsx').then((module) => module.FormModal),
);
export const LazyBottomSheet = lazyOverlay(() =>
  import('./bottom-sheet.tsx').then((module) => module.BottomSheet),
);
