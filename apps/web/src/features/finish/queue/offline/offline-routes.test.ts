import { describe, expect, it } from 'vitest';
import { FINISH_PAGE_PATH, isBuildAsset, isFinishApiRead } from './offline-routes.ts';

const ORIGIN = 'https://segla.example';
const url = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('the service worker scope', () => {
  it('takes only the Målgång pages among navigations', () => {
    expect(FINISH_PAGE_PATH.test('/clubs/bris/sailings/10/finish')).toBe(true);
    expect(FINISH_PAGE_PATH.test('/clubs/bris/sailings/10/finish/')).toBe(true);
    for (const other of [
      '/',
      '/clubs/bris',
      '/clubs/bris/sailings/10',
      '/clubs/bris/sailings/10/result',
      '/clubs/bris/sailings/x/finish',
      '/clubs/bris/sailings/10/finish/extra',
    ])
      expect(FINISH_PAGE_PATH.test(other)).toBe(false);
  });

  it("keeps the page's reads, but not the clock, the writes' routes or other origins", () => {
    for (const read of [
      '/auth/users/me/',
      '/api/clubs/bris/',
      '/api/sailings/10/',
      '/api/sailings/10/results/',
      '/api/sailings/10/changes/',
      '/api/series/?club=bris',
    ])
      expect(isFinishApiRead(url(read), ORIGIN)).toBe(true);
    for (const other of [
      '/api/time/',
      '/api/index-data/',
      '/api/sailings/',
      '/api/competitors/4/update-elapsed-time/',
      '/api/start-groups/2/start/',
      '/media/logo.png',
    ])
      expect(isFinishApiRead(url(other), ORIGIN)).toBe(false);
    expect(isFinishApiRead(url('/api/sailings/10/', 'https://other.example'), ORIGIN)).toBe(false);
  });

  it("keeps only the build's hashed files of its own origin", () => {
    expect(isBuildAsset(url('/assets/sailing-finish-CeITGtrP.js'), ORIGIN)).toBe(true);
    expect(isBuildAsset(url('/favicon.svg'), ORIGIN)).toBe(false);
    expect(isBuildAsset(url('/assets/x.js', 'https://cdn.example'), ORIGIN)).toBe(false);
  });
});
