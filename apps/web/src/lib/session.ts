import { tokenStorage } from './tokens.ts';

type Listener = (reason: 'logout' | 'expired') => void;
const listeners = new Set<Listener>();

/** Subscribes to the end of the session (logout, or a refresh that failed). */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops the tokens and tells the app (which clears the user and goes to the login route). */
export function endSession(reason: 'logout' | 'expired'): void {
  tokenStorage.clear();
  for (const listener of listeners) listener(reason);
}
