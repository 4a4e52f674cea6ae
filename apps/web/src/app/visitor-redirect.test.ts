import { afterEach, describe, expect, it } from 'vitest';
import { loginModalStore } from '../features/auth/stores/login-modal.ts';
import { loginNoticeStore } from '../features/auth/stores/login-notice.ts';
import { LOGIN_NOTICE, publicEquivalent, visitorRedirect } from './visitor-redirect.ts';

describe('publicEquivalent', () => {
  it('sends a sailing’s page, result, info and serie to its inline result', () => {
    for (const path of [
      '/clubs/bris/sailings/10',
      '/clubs/bris/sailings/10/',
      '/clubs/bris/sailings/10/result',
      '/clubs/bris/sailings/10/info',
      '/clubs/bris/sailings/10/serie',
    ]) {
      expect(publicEquivalent(path), path).toBe('/?resultat=segling-10');
    }
  });

  it('sends a series and its pages to the series’ inline result', () => {
    for (const path of [
      '/clubs/bris/series/3',
      '/clubs/bris/series/3/result',
      '/clubs/bris/series/3/info',
      '/clubs/bris/series/3/sailings',
    ]) {
      expect(publicEquivalent(path), path).toBe('/?resultat=serie-3');
    }
  });

  it('sends a club and its public pages to the home page of that club', () => {
    for (const path of [
      '/clubs/bris',
      '/clubs/bris/',
      '/clubs/bris/home',
      '/clubs/bris/sailings',
      '/clubs/bris/series',
      '/clubs/bris/courses',
    ]) {
      expect(publicEquivalent(path), path).toBe('/?klubb=bris');
    }
    expect(publicEquivalent('/clubs/s%C3%A4l')).toBe('/?klubb=s%C3%A4l');
  });

  it('has no public form for the other guarded pages', () => {
    for (const path of [
      '/clubs/bris/account',
      '/clubs/bris/profile',
      '/clubs/bris/help',
      '/clubs/bris/sailings/10/competitors',
      '/clubs/bris/sailings/10/finish',
      '/clubs/bris/sailings/10/changes',
      '/clubs/bris/sailings/0/result',
      '/clubs/bris/sailings/abc',
      '/clubs',
      '/sailors',
      '/sailors/anna/settings',
      '/admin',
      '/clubs/%E0%A4%A',
    ]) {
      expect(publicEquivalent(path), path).toBeNull();
    }
  });
});

describe('visitorRedirect', () => {
  afterEach(() => {
    loginNoticeStore.set(null);
    loginModalStore.set({ opened: false, start: 'login' });
  });

  it('redirects to the public form without opening the login modal', () => {
    const response = visitorRedirect(new Request('http://x/clubs/bris/sailings/7/result'));
    expect(response.headers.get('Location')).toBe('/?resultat=segling-7');
    expect(loginModalStore.get().opened).toBe(false);
  });

  it('opens the login modal on the home page, remembering the page asked for', () => {
    const response = visitorRedirect(new Request('http://x/clubs/bris/account?tab=1'));
    expect(response.headers.get('Location')).toBe('/');
    expect(loginModalStore.get()).toEqual({ opened: true, start: 'login' });
    expect(loginNoticeStore.get()).toEqual({
      notice: LOGIN_NOTICE,
      next: '/clubs/bris/account?tab=1',
    });
  });
});
