/**
 * Token storage: the JWT pair lives in localStorage so a reload keeps the user signed in.
 * Storage can be unavailable (private mode, blocked cookies); then tokens live in memory only.
 */
const ACCESS_KEY = 'segla.access';
const REFRESH_KEY = 'segla.refresh';

const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
}

/** Seconds since the epoch at which a JWT expires, read without verifying it (null if unreadable). */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

function isExpired(token: string): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= Date.now();
}

export const tokenStorage = {
  get access(): string | null {
    return read(ACCESS_KEY);
  },
  get refresh(): string | null {
    return read(REFRESH_KEY);
  },
  setPair(pair: { access: string; refresh: string }): void {
    write(ACCESS_KEY, pair.access);
    write(REFRESH_KEY, pair.refresh);
  },
  setAccess(access: string): void {
    write(ACCESS_KEY, access);
  },
  clear(): void {
    write(ACCESS_KEY, null);
    write(REFRESH_KEY, null);
  },
  /** Whether a session may still be alive: a refresh token that has not expired. */
  hasSession(): boolean {
    const refresh = read(REFRESH_KEY);
    if (!refresh) return false;
    if (isExpired(refresh)) {
      this.clear();
      return false;
    }
    return true;
  },
};
