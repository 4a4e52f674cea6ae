import type { SailingDetail } from '@segla/core';
import { parse } from 'csv-parse/sync';
import { stockholmWallClock } from '@segla/core/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, loginOnPage, screenshot, settled, unexpectedErrors } from './support/app.ts';
import { api as apiCall, token as tokenOf } from './support/api.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

/**
 * Issue 32: one race's finishes ranked three ways on the result page (SRS, a "Först i mål"
 * list, the Junior prize category) and the same in the series' standings.
 */
const baseUrl = inject('baseUrl');
const CLUB = 'bris@demo.segla.se';
// Born 2007 in the demo: Junior (born 2006 or later) in Bris's categories.
const JUNIOR = 'anna.lindqvist@demo.segla.se';

const token = (email: string) => tokenOf(baseUrl, email);
const api = <T>(access: string, method: string, url: string, body?: unknown) =>
  apiCall<T>(baseUrl, access, method, url, body);

/** The table shown (of a group's lists only the one picked is visible). */
const shownTable = (page: Page) => page.locator('table:visible').first();

/** The sail numbers of the shown table's rows, top to bottom. */
async function sailOrder(page: Page, sails: string[]) {
  const texts = await shownTable(page).locator('tbody tr').allTextContents();
  return texts.flatMap((text) => sails.filter((sail) => text.includes(sail)));
}

/** Picks `choice` in the radio group `group`: a list ('Resultatlista i SRS') or 'Visa'. */
async function pick(page: Page, group: string, choice: string) {
  await page
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: choice, exact: true })
    .check();
}

describe('several result lists and a prize category', () => {
  let browser: Browser;
  let clubAccess: string;
  let sailing: SailingDetail | undefined;
  let seriesId: number | undefined;
  const stamp = Date.now() % 100_000;
  // A fastest over the line, B best on SRS; A is the junior.
  const sails = [`SWE ${stamp}1`, `SWE ${stamp}2`, `SWE ${stamp}3`];

  beforeAll(async () => {
    browser = await launchBrowser();
    clubAccess = await token(CLUB);
    const junior = await api<{ sailor: { id: number } | null }>(
      await token(JUNIOR),
      'GET',
      '/auth/users/me/',
    );
    const series = await api<{ id: number }>(clubAccess, 'POST', '/api/series/', {
      name: `Listserien ${stamp}`,
    });
    seriesId = series.id;
    sailing = await api<SailingDetail>(clubAccess, 'POST', '/api/sailings/', {
      name: `Listsegling ${stamp}`,
      serie: series.id,
      start_date: stockholmWallClock(new Date()).date,
      start_time: '18:30',
      status: 'upcoming',
    });
    const group = await api<{ id: number }>(clubAccess, 'POST', '/api/start-groups/', {
      sailing: sailing.id,
      name: 'SRS',
      is_default: true,
    });
    const ratings = [1.1, 0.9, 1.0];
    for (const [index, sail] of sails.entries()) {
      await api(clubAccess, 'POST', '/api/competitors/', {
        sailing: sailing.id,
        start_group: group.id,
        name: `Skeppare ${index + 1}`,
        boat_name: `Listbåt ${index + 1}`,
        sail_number: sail,
        rating: ratings[index],
        ...(index === 0 ? { sailor: junior.sailor!.id } : {}),
      });
    }
    await api(clubAccess, 'POST', `/api/start-groups/${group.id}/lists/`, {
      name: 'Först i mål',
      kind: 'scratch',
    });
    const py = await api<{ id: number }>(
      clubAccess,
      'POST',
      `/api/start-groups/${group.id}/lists/`,
      { name: 'PY', kind: 'yardstick' },
    );
    await api(clubAccess, 'POST', `/api/sailings/${sailing.id}/start/`);
    const detail = await api<SailingDetail>(clubAccess, 'GET', `/api/sailings/${sailing.id}/`);
    // PY numbers for A and B; C has none, so the PY list (and its series standings) cannot rank her.
    const entered = detail.start_groups.flatMap((g) => g.competitors);
    const idOf = (sail: string) => entered.find((c) => c.sail_number === sail)!.id;
    await api(clubAccess, 'PUT', `/api/result-lists/${py.id}/ratings/`, {
      ratings: [
        { competitor: idOf(sails[0]!), rating: 1000 },
        { competitor: idOf(sails[1]!), rating: 1050 },
      ],
    });
    const finishes = ['19:20:00', '19:21:40', '19:23:20'];
    for (const competitor of detail.start_groups.flatMap((g) => g.competitors)) {
      const index = sails.indexOf(competitor.sail_number);
      await api(clubAccess, 'PATCH', `/api/competitors/${competitor.id}/update-elapsed-time/`, {
        finish_time: finishes[index],
      });
    }
    await api(clubAccess, 'POST', `/api/sailings/${sailing.id}/finish/`);
  });

  afterAll(async () => {
    if (sailing) await api(clubAccess, 'DELETE', `/api/sailings/${sailing.id}/`).catch(() => null);
    if (seriesId) await api(clubAccess, 'DELETE', `/api/series/${seriesId}/`).catch(() => null);
    await browser.close();
  });

  it.each(Object.entries(viewports))(
    'shows three rankings of the same finishes on %s',
    async (vp, viewport) => {
      const { context, page, errors } = await openPage(browser, viewport);
      await loginOnPage(page, baseUrl, CLUB);
      await page.goto(`${baseUrl}/clubs/bris/sailings/${sailing!.id}/result`);
      await settled(page);
      // SRS: elapsed 3000 × 1.1, 3100 × 0.9, 3200 × 1.0.
      expect(await sailOrder(page, sails)).toEqual([sails[1], sails[2], sails[0]]);
      await pick(page, 'Resultatlista i SRS', 'Först i mål');
      await expect.poll(() => sailOrder(page, sails)).toEqual([sails[0], sails[1], sails[2]]);
      // PY: 3100 × 1000/1050 before 3000 × 1000/1000; C has no PY number.
      await pick(page, 'Resultatlista i SRS', 'PY');
      const pyRows = shownTable(page).locator('tbody tr');
      await expect.poll(() => pyRows.first().innerText()).toContain(sails[1]);
      // The list's own number shows on a phone too: under the boat, where its column gives way.
      const first = await pyRows.first().innerText();
      expect(first).toMatch(vp === 'phone' ? /PY\s1050/ : /1050/);
      expect(await pyRows.nth(2).innerText()).toContain('PY saknas');
      await screenshot(page, 'result-lists-py', vp as 'phone' | 'desktop');
      await pick(page, 'Resultatlista i SRS', 'SRS');
      const csvLink = page.getByRole('link', { name: 'Ladda ner CSV' });
      expect(await csvLink.getAttribute('href')).toBe(
        `/api/sailings/${sailing!.id}/results/?format=csv`,
      );
      await pick(page, 'Visa', 'Junior');
      await expect.poll(() => sailOrder(page, sails)).toEqual([sails[0]]);
      // The download holds what the page shows: the junior alone, first among the juniors.
      const href = await csvLink.getAttribute('href');
      expect(href).toMatch(/\?format=csv&category=\d+$/);
      const csv = await (await fetch(`${baseUrl}${href}`)).text();
      const lines: string[][] = parse(csv, { bom: true, delimiter: ';' });
      expect(lines.slice(1).map((line) => line.slice(0, 3))).toEqual([
        ['SRS', '1', sails[0]],
        ['SRS – Först i mål', '1', sails[0]],
        ['SRS – PY', '1', sails[0]],
      ]);
      await screenshot(page, 'result-lists-junior', vp as 'phone' | 'desktop');
      await checkPage(page, 'result-lists', vp as 'phone' | 'desktop');

      await page.goto(`${baseUrl}/clubs/bris/series/${seriesId}/result`);
      await settled(page);
      expect(await sailOrder(page, sails)).toEqual([sails[1], sails[2], sails[0]]);
      // The PY standings rank A and B, and name C after them, without a place.
      await pick(page, 'Resultatlista i SRS', 'PY');
      await expect.poll(() => sailOrder(page, sails)).toEqual([sails[1], sails[0], sails[2]]);
      const unrated = shownTable(page).locator('tbody tr').nth(2);
      expect(await unrated.innerText()).toContain('PY saknas i S1');
      await screenshot(page, 'series-lists-py', vp as 'phone' | 'desktop');
      await pick(page, 'Resultatlista i SRS', 'Först i mål');
      await expect.poll(() => sailOrder(page, sails)).toEqual([sails[0], sails[1], sails[2]]);
      await pick(page, 'Visa', 'Junior');
      await expect.poll(() => sailOrder(page, sails)).toEqual([sails[0]]);
      await screenshot(page, 'series-lists-junior', vp as 'phone' | 'desktop');
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
  );
});
