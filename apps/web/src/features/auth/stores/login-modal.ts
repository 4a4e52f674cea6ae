import { createStore } from '../../../lib/create-store.ts';

export type LoginModalStart = 'login' | 'register' | 'forgot-password';

/** Whether the login modal is open, and which view it opens on. */
export const loginModalStore = createStore<{ opened: boolean; start: LoginModalStart }>({
  opened: false,
  start: 'login',
});

export function openLoginModal(start: LoginModalStart = 'login') {
  loginModalStore.set({ opened: true, start });
}

export function closeLoginModal() {
  loginModalStore.set((state) => ({ ...state, opened: false }));
}
