import { createStore } from '../../../lib/create-store.ts';

export const feedbackModalStore = createStore({ opened: false });

export function openFeedbackModal() {
  feedbackModalStore.set({ opened: true });
}

export function closeFeedbackModal() {
  feedbackModalStore.set({ opened: false });
}
