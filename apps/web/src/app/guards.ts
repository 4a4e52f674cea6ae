import type { CurrentUser } from '@segla/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUserQuery, currentUserQueryKey } from '../features/auth/api/get-current-user.ts';
import { afterLoginPath } from '../features/auth/utils/after-login-path.ts';
import { queryClient } from '../lib/query-client.ts';
import { endSession } from '../lib/session.ts';

/** The signed-in user, fetched once and then kept in the query cache. */
export function loadUser(): Promise<CurrentUser | null> {
  return queryClient.ensureQueryData(currentUserQuery);
}

/**
 * The route guard (docs/product.md §2): every page but the index needs a logged-in user. A
 * visitor is sent to the page's public form, or home with the login modal (visitor-redirect.ts,
 * loaded only then); without the `request`, simply home. Pages only some users may see
 * (`allowed`) send the others to /not-allowed. Returns the redirect to answer, or null when the
 * page may show.
 */
export async function guard(
  allowed?: (user: CurrentUser) => boolean,
  request?: Request,
): Promise<Response | null> {
  const user = await loadUser();
  if (!user) {
    return request
      ? (await import('./visitor-redirect.ts')).visitorRedirect(request)
      : redirect('/');
  }
  if (allowed && !allowed(user)) return redirect('/not-allowed');
  return null;
}

export function requireUserLoader({ request }: LoaderFunctionArgs) {
  return guard(undefined, request);
}

/** The auth guard: the login page is for logged-out users; others go where login leads. */
export async function guestOnlyLoader() {
  const user = await loadUser();
  return user ? redirect(afterLoginPath(user)) : null;
}

/** /logout: drops the tokens (no server call, docs/product.md §7) and goes to the login route. */
export function logoutLoader() {
  endSession('logout');
  queryClient.setQueryData(currentUserQueryKey, null);
  return redirect('/login');
}
