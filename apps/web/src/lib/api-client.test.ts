import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/render.tsx';
import { ApiError, apiRequest, NetworkError } from './api-client.ts';
import { onSessionEnd } from './session.ts';
import { tokenStorage } from './tokens.ts';

/** A JWT-shaped token (the client only reads `exp`). */
function token(name: string, expiresInS = 600) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInS, name }));
  return `h.${payload.replace(/=+$/, '')}.s`;
}

const auth = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('apiRequest', () => {
  beforeEach(() => tokenStorage.setPair({ access: token('old'), refresh: token('refresh') }));
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('sends JSON with the bearer token and parses the answer', async () => {
    const calls = mockFetch(() => jsonResponse(200, { ok: true }));
    await expect(apiRequest('/api/x/', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.body).toEqual({ a: 1 });
    expect(auth(calls[0]?.init)).toBe(`Bearer ${tokenStorage.access}`);
  });

  it('throws ApiError with the body for an error status, NetworkError without an answer', async () => {
    mockFetch(() => jsonResponse(404, { detail: 'Hittades inte.' }));
    const error = await apiRequest('/api/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).data).toEqual({ detail: 'Hittades inte.' });

    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/x/')).rejects.toBeInstanceOf(NetworkError);
  });

  it('refreshes once for concurrent 401s, then retries each with the new token', async () => {
    const fresh = token('fresh');
    const calls = mockFetch(async (url, init) => {
      if (url === '/auth/jwt/refresh/') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse(200, { access: fresh });
      }
      return auth(init) === `Bearer ${fresh}`
        ? jsonResponse(200, { url })
        : jsonResponse(401, { detail: 'Token ogiltig.' });
    });
    const answers = await Promise.all([
      apiRequest('/api/a/'),
      apiRequest('/api/b/'),
      apiRequest('/api/c/'),
    ]);
    expect(answers).toEqual([{ url: '/api/a/' }, { url: '/api/b/' }, { url: '/api/c/' }]);
    expect(calls.filter((call) => call.url === '/auth/jwt/refresh/')).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/api/a/')).toHaveLength(2);
    expect(tokenStorage.access).toBe(fresh);
  });

  it('logs out when the refresh is refused: tokens dropped, the session ends', async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    const calls = mockFetch((url) =>
      url === '/auth/jwt/refresh/'
        ? jsonResponse(401, { detail: 'Token ogiltig.' })
        : jsonResponse(401, { detail: 'Token ogiltig.' }),
    );
    const error = await apiRequest('/api/a/').catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(tokenStorage.access).toBeNull();
    expect(tokenStorage.refresh).toBeNull();
    expect(calls.filter((call) => call.url === '/api/a/')).toHaveLength(1);
  });

  it('does not refresh for requests sent without auth (the login itself)', async () => {
    const calls = mockFetch(() => jsonResponse(401, { detail: 'Fel lösenord.' }));
    await expect(
      apiRequest('/auth/jwt/create/', { method: 'POST', body: {}, auth: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(auth(calls[0]?.init)).toBeUndefined();
  });
});
