import { createStore } from '../../../lib/create-store.ts';

/**
 * Why the login modal was opened for a visitor, and the page she asked for, where a login then
 * leads (docs/product.md §2: a guarded page without public content). Kept apart from the modal's
 * own store so the first load does not carry it; cleared when the modal closes.
 */
export const loginNoticeStore = createStore<{ notice: string; next: string } | null>(null);
