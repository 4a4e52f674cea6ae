import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkPage,
  loginOnPage,
  settled,
  unexpectedErrors,
  visit,
  type ViewportName,
} from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe.each(Object.entries(viewports))(
  'the pages of a signed-in user on %s',
  (name, viewport) => {
    const vp = name as ViewportName;
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser.close());

    it('shows every top-level page of docs/product.md §2', async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      await loginOnPage(page, baseUrl, 'magnus.blom@demo.segla.se');
      const pages: [string, string, string][] = [
        ['/about', 'about', 'Kappsegling utan papperslappar'],
        ['/design-system', 'design-system', 'Segla i detalj'],
        ['/style-guide', 'style-guide', 'Så skriver och visar vi'],
        ['/terms', 'terms', 'Användarvillkor'],
        ['/upgrade', 'upgrade', 'Kör klubbens kappseglingar i Segla'],
        ['/not-allowed', 'not-allowed', 'Du har inte behörighet till sidan'],
        ['/sailors', 'sailors', 'Seglare'],
        ['/clubs', 'clubs', 'Klubbar'],
        ['/index%20copy', 'index-copy', 'Kappsegling med resultat i realtid'],
      ];
      for (const [path, shot, heading] of pages) {
        await visit(page, `${baseUrl}${path}`, shot, vp);
        expect(new URL(page.url()).pathname, path).toBe(path.replace('%20', '%20'));
        expect(await page.getByRole('heading', { level: 1 }).first().textContent(), path).toBe(
          heading,
        );
      }
      // Terms and privacy are headings only.
      await page.goto(`${baseUrl}/terms`);
      await page.getByRole('heading', { name: 'Integritetspolicy', level: 2 }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it('searches the sailors list', async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      await loginOnPage(page, baseUrl, 'magnus.blom@demo.segla.se');
      await page.goto(`${baseUrl}/sailors`);
      await settled(page);
      const all = await page.locator('.sailor-list li').count();
      expect(all).toBeGreaterThan(10);
      await page.getByLabel(/^Sök seglare/).fill('lindq');
      await expect.poll(() => page.locator('.sailor-list li').count()).toBe(1);
      await page.getByRole('link', { name: /Anna Lindqvist/ }).click();
      await page.waitForURL(`${baseUrl}/sailors/anna-lindqvist`);
      await settled(page);
      await page.getByRole('heading', { name: 'Anna Lindqvist', level: 1 }).waitFor();
      await checkPage(page, 'sailor', vp);
      // Another sailor's settings are not for this user.
      expect(await page.getByRole('link', { name: 'Inställningar' }).count()).toBe(0);
      await page.goto(`${baseUrl}/sailors/anna-lindqvist/settings`);
      await page.waitForURL(`${baseUrl}/not-allowed`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("opens a series in the sailor layout's series modal", async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      await loginOnPage(page, baseUrl, 'anna.lindqvist@demo.segla.se');
      await visit(page, `${baseUrl}/sailors/anna-lindqvist/series`, 'sailor-series', vp);
      await page.getByRole('link', { name: /Vårserien 2026/ }).click();
      await page.waitForURL(/\/sailors\/anna-lindqvist\/series\?serie=\d+$/);
      const modal = page.getByRole('dialog', { name: 'Serie' });
      await modal.getByRole('heading', { name: 'Vårserien 2026' }).waitFor();
      await checkPage(page, 'sailor-series-modal', vp);
      await modal.getByRole('button', { name: 'Stäng' }).click();
      await page.waitForURL(`${baseUrl}/sailors/anna-lindqvist/series`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("shows a club's pages; another club's account page is not allowed", async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      await loginOnPage(page, baseUrl, 'bris@demo.segla.se');
      await visit(page, `${baseUrl}/clubs/bris`, 'club-home', vp);
      await visit(page, `${baseUrl}/clubs/bris/series`, 'club-series', vp);
      await visit(page, `${baseUrl}/clubs/bris/account`, 'club-account', vp);
      await page.getByRole('link', { name: 'Seglingar', exact: true }).click();
      await page.waitForURL(`${baseUrl}/clubs/bris/sailings`);
      await settled(page);
      await page.getByRole('link', { name: /Onsdagssegling 4/ }).click();
      await page.waitForURL(/\/clubs\/bris\/sailings\/\d+$/);
      await settled(page);
      await checkPage(page, 'sailing-info', vp);
      await page.getByRole('link', { name: 'Resultat', exact: true }).click();
      await page.waitForURL(/\/clubs\/bris\/sailings\/\d+\/result$/);
      await settled(page);
      await page.getByRole('table').first().waitFor();
      await checkPage(page, 'sailing-result', vp);

      await page.goto(`${baseUrl}/clubs/vastra-fjarden/account`);
      await page.waitForURL(`${baseUrl}/not-allowed`);
      await settled(page);
      await page.getByRole('heading', { name: 'Du har inte behörighet till sidan' }).waitFor();

      // An unknown club is a 404.
      await page.goto(`${baseUrl}/clubs/finns-inte`);
      await settled(page);
      await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
      expect(unexpectedErrors(errors, [404])).toEqual([]);
      await context.close();
    });

    it('gives staff the admin panel button and the feedback inbox', async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      await loginOnPage(page, baseUrl, 'admin@demo.segla.se');
      const button = page.getByRole('link', { name: 'Adminpanel' });
      await button.click();
      await page.waitForURL(`${baseUrl}/admin`);
      await settled(page);
      await page.getByRole('heading', { name: 'Administration', level: 1 }).waitFor();
      await checkPage(page, 'admin', vp);
      expect(errors).toEqual([]);
      await context.close();

      // Others get no button, and the not-allowed page.
      const other = await openPage(browser, viewport);
      await loginOnPage(other.page, baseUrl, 'bris@demo.segla.se');
      expect(await other.page.getByRole('link', { name: 'Adminpanel' }).count()).toBe(0);
      await other.page.goto(`${baseUrl}/admin`);
      await other.page.waitForURL(`${baseUrl}/not-allowed`);
      expect(other.errors).toEqual([]);
      await other.context.close();
    });

    it("shows the error page 'Hoppsan, något gick fel!' when the server fails", async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      await loginOnPage(page, baseUrl, 'bris@demo.segla.se');
      await page.route('**/auth/users/me/', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.goto(`${baseUrl}/about`);
      await settled(page);
      await page.getByRole('heading', { name: 'Hoppsan, något gick fel!' }).waitFor();
      await page
        .getByText('Vi jobbar med att åtgärda detta. Var god försök igen senare.')
        .waitFor();
      expect(await page.locator('.status-page').getAttribute('data-status')).toBe('500');
      await checkPage(page, 'error', vp);
      // The page logs its error; the browser logs the 500 answers.
      expect(unexpectedErrors(errors, [500]).filter((e) => !e.includes('[segla] sidfel'))).toEqual(
        [],
      );
      await context.close();
    });
  },
);
