import { createStore } from './create-store.ts';

export type ToastTone = 'success' | 'info' | 'error';

/**
 * Whether a toast has been asked for: the app mounts the toast container (Mantine's
 * notifications, lazy) from the first one on, so first visits do not load it.
 */
export const toastsWanted = createStore(false);

function show(tone: ToastTone, message: string, title?: string) {
  if (!toastsWanted.get()) toastsWanted.set(true);
  void import('./show-toast.ts').then(({ showToast }) => showToast(tone, message, title));
}

/** Toasts (docs/product.md §9: bottom-right, 3000 ms; set on the Notifications container). */
export const notify = {
  success(message: string, title?: string) {
    show('success', message, title);
  },
  info(message: string, title?: string) {
    show('info', message, title);
  },
  error(message: string, title?: string) {
    show('error', message, title);
  },
};
