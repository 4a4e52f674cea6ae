import { endSession } from './session.ts';
import { tokenStorage } from './tokens.ts';

/** An answer with an error status; `data` is the parsed body (DRF-style, docs/product.md §7). */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, data: unknown) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** The request got no answer at all (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('No response', { cause });
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON value, or FormData for the multipart endpoints. */
  body?: unknown;
  signal?: AbortSignal;
  /** Send the access token and refresh it on a 401 (default true). */
  auth?: boolean;
}

const REFRESH_PATH = '/auth/jwt/refresh/';

let refreshing: Promise<boolean> | null = null;

/**
 * Gets a new access token with the refresh token. Concurrent callers share one request, so a
 * burst of 401s refreshes once. A refused refresh ends the session (the app logs out).
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = tokenStorage.refresh;
    if (!refresh) return false;
    let response: Response;
    try {
      response = await fetch(REFRESH_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh }),
      });
    } catch (error) {
      throw new NetworkError(error);
    }
    if (!response.ok) {
      endSession('expired');
      return false;
    }
    const data = (await readBody(response)) as { access?: unknown } | null;
    if (!data || typeof data.access !== 'string') {
      endSession('expired');
      return false;
    }
    tokenStorage.setAccess(data.access);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function buildInit(options: RequestOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method: options.method ?? 'GET', headers, body, signal: options.signal };
}

async function send(path: string, options: RequestOptions, token: string | null) {
  try {
    return await fetch(path, buildInit(options, token));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

/**
 * Calls the API. On a 401 it refreshes the access token once (shared with concurrent calls)
 * and retries; if the refresh is refused the session ends. Errors are ApiError or NetworkError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth !== false;
  const token = useAuth ? tokenStorage.access : null;
  let response = await send(path, options, token);

  if (response.status === 401 && useAuth && tokenStorage.refresh) {
    const current = tokenStorage.access;
    // Another call may already have refreshed while this one was under way.
    const renewed = current !== null && current !== token ? true : await refreshAccessToken();
    if (renewed) response = await send(path, options, tokenStorage.access);
  }

  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}
