import type { SailorEntry, SailorSeries, Series } from '@segla/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkPage,
  DEMO_PASSWORD,
  loginOnPage,
  settled,
  unexpectedErrors,
  type ViewportName,
} from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const SAILOR = 'anna-lindqvist';
const SAILOR_EMAIL = 'anna.lindqvist@demo.segla.se';

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Issue 13: the sailor's area, shared links for visitors, boats in search. */
describe.each(Object.entries(viewports))(
  'the sailor area and shared links on %s',
  (name, viewport) => {
    const vp = name as ViewportName;
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser.close());

    it('shows the demo sailor only her own sailings and series', async () => {
      const entries = await api<SailorEntry[]>(`/api/sailors/${SAILOR}/entries/`);
      const hers = await api<SailorSeries[]>(`/api/sailors/${SAILOR}/series/`);
      const all = await api<Series[]>('/api/series/');
      const notHers = all.filter((item) => !hers.some((own) => own.id === item.id));
      expect(entries.length).toBeGreaterThan(0);
      expect(hers.length).toBeGreaterThan(0);

      const { context, page, errors } = await openPage(browser, viewport);
      await loginOnPage(page, baseUrl, SAILOR_EMAIL);

      await page.goto(`${baseUrl}/sailors/${SAILOR}`);
      await settled(page);
      await page.getByRole('heading', { name: 'Kommande', level: 2 }).waitFor();
      await page.getByRole('heading', { name: 'Senaste resultat', level: 2 }).waitFor();
      const latest = page.getByRole('list', { name: 'Senaste resultat' });
      const placed = entries.find((entry) => entry.result?.rank != null)!;
      expect(await latest.textContent()).toContain(`av ${placed.result!.group_size}`);
      await checkPage(page, 'sailor-area-home', vp);

      await page.goto(`${baseUrl}/sailors/${SAILOR}/sailings`);
      await settled(page);
      const sailings = page.getByRole('list', { name: 'Seglingar' }).getByRole('listitem');
      await expect.poll(() => sailings.count()).toBe(entries.length);
      expect(await sailings.locator('.sailing-card-title').allTextContents()).toEqual(
        entries.map((entry) => entry.sailing.name),
      );
      await checkPage(page, 'sailor-area-sailings', vp);

      await page.goto(`${baseUrl}/sailors/${SAILOR}/series`);
      await settled(page);
      const series = page.getByRole('list', { name: 'Serier' }).getByRole('listitem');
      await expect.poll(() => series.count()).toBe(hers.length);
      const shown = await series.locator('.sailor-name').allTextContents();
      expect(shown).toEqual(hers.map((item) => item.name));
      // Series she never sailed in (of her club or others) are not listed as hers.
      for (const other of notHers) expect(shown).not.toContain(other.name);
      const standing = hers[0]!.standing!;
      expect(await series.first().textContent()).toContain(
        `av ${standing.boats} i ${standing.group}`,
      );
      await checkPage(page, 'sailor-area-series', vp);

      // A click opens the series modal, as before.
      await series.first().getByRole('link').click();
      await page.waitForURL(new RegExp(`\\?serie=${hers[0]!.id}$`));
      await page.getByRole('dialog').getByRole('heading', { name: hers[0]!.name }).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });

    it('takes a visitor from a shared sailing result link to the inline result', async () => {
      const entries = await api<SailorEntry[]>(`/api/sailors/${SAILOR}/entries/`);
      const finished = entries.find((entry) => entry.sailing.status === 'finished')!;
      const { context, page, errors } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/clubs/bris/sailings/${finished.sailing.id}/result`);
      await page.waitForURL(`${baseUrl}/?resultat=segling-${finished.sailing.id}`);
      await settled(page);
      const panel = page.getByRole('article', { name: /^Resultat: / });
      await panel.getByRole('table').first().waitFor();
      expect(await panel.getByRole('heading', { level: 2 }).first().textContent()).toContain(
        finished.sailing.name,
      );

      // A club link: the home page of that club.
      await page.goto(`${baseUrl}/clubs/bris/sailings`);
      await page.waitForURL(`${baseUrl}/?klubb=bris`);
      await settled(page);
      await page.getByRole('heading', { name: 'Segelsällskapet Bris', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Senaste resultat', level: 2 }).waitFor();
      await checkPage(page, 'visitor-club-link', vp);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });

    it('asks a visitor on a guarded page to log in, then shows her that page', async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/clubs/bris/account`);
      await page.waitForURL(`${baseUrl}/`);
      const dialog = page.getByRole('dialog', { name: 'Logga in' });
      await dialog.waitFor();
      expect(await dialog.getByRole('status').textContent()).toBe('Logga in för att se sidan.');
      await checkPage(page, 'visitor-login-notice', vp);
      await dialog.getByLabel(/^E-post/).fill('bris@demo.segla.se');
      await dialog.getByLabel(/^Lösenord/).fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
      await page.waitForURL(`${baseUrl}/clubs/bris/account`);
      await settled(page);
      await page.locator('#club-account-title').waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });

    it('finds a demo boat by its name and by its sail number', async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      for (const query of ['Vinga', 'SWE 100']) {
        await page.goto(`${baseUrl}/?sok=${encodeURIComponent(query)}`);
        await settled(page);
        const hit = page.locator('.search-item', { hasText: 'Vinga SWE 100' });
        await hit.waitFor();
        expect(await hit.textContent()).toContain('Båt · IF-båt · Anna Lindqvist');
      }
      // A visitor is asked to log in before the owner's page opens.
      await page.locator('.search-item', { hasText: 'Vinga SWE 100' }).click();
      await page.getByRole('dialog', { name: 'Logga in' }).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
  },
);
