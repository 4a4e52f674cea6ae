import { DEMO_PASSWORD } from './app.ts';

/** A demo account's access token, through the API's login. */
export async function token(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

/** One API call with the token; throws on anything but a 2xx. */
export async function api<T>(
  baseUrl: string,
  access: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    // A JSON content type promises a body: a lifecycle step or a delete sends none.
    headers: {
      authorization: `Bearer ${access}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}
