import { redirect } from 'react-router';
import { openLoginModal } from '../features/auth/stores/login-modal.ts';
import { loginNoticeStore } from '../features/auth/stores/login-notice.ts';
import { CLUB_PARAM, inlineResultHref } from '../lib/result-link.ts';

/** The one line the login modal shows a visitor sent from a guarded page. */
export const LOGIN_NOTICE = 'Logga in för att se sidan.';

const ID = '([1-9]\\d{0,9})';
const SAILING = new RegExp(`^/clubs/[^/]+/sailings/${ID}(?:/(?:info|result|serie))?/?$`);
const SERIES = new RegExp(`^/clubs/[^/]+/series/${ID}(?:/(?:info|result|sailings))?/?$`);
const CLUB = /^\/clubs\/([^/]+)(?:\/(?:home|sailings|series|courses))?\/?$/;

/**
 * The public form of a guarded page (docs/product.md §2, shared links for visitors), or null
 * when it has none: a sailing's page, result, info or serie → its inline result; a series and
 * its pages → the series' inline result; a club and its public pages → the home page of that
 * club. Everything else (the Deltagare and Målgång pages, accounts, settings) has none.
 */
export function publicEquivalent(pathname: string): string | null {
  const sailing = SAILING.exec(pathname);
  if (sailing) return inlineResultHref({ kind: 'sailing', id: Number(sailing[1]) });
  const series = SERIES.exec(pathname);
  if (series) return inlineResultHref({ kind: 'series', id: Number(series[1]) });
  const club = CLUB.exec(pathname);
  if (club) {
    let slug: string;
    try {
      slug = decodeURIComponent(club[1]!);
    } catch {
      return null;
    }
    return `/?${new URLSearchParams({ [CLUB_PARAM]: slug }).toString()}`;
  }
  return null;
}

/**
 * Where a visitor (not signed in) opening a guarded page goes: its public form, or the home page
 * with the login modal open, its one-line explanation, and the page she asked for to land on
 * once she has logged in.
 */
export function visitorRedirect(request: Request): Response {
  const url = new URL(request.url);
  const target = publicEquivalent(url.pathname);
  if (target) return redirect(target);
  loginNoticeStore.set({ notice: LOGIN_NOTICE, next: `${url.pathname}${url.search}` });
  openLoginModal('login');
  return redirect('/');
}
