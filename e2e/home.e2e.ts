import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, settled, unexpectedErrors, visit, type ViewportName } from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe.each(Object.entries(viewports))('a visitor on %s', (name, viewport) => {
  const vp = name as ViewportName;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sees the home page: ongoing, latest results with the top three, upcoming, clubs', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    const response = await page.goto(baseUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/no-cache|max-age=0/);
    expect(await page.getAttribute('html', 'lang')).toBe('sv');
    await settled(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Kappsegling med resultat i realtid');
    for (const heading of [
      'Pågår nu',
      'Senaste resultat',
      'Kommande seglingar',
      'Klubbarna på Segla',
    ]) {
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    const firstResult = page.locator('.result-card').first();
    expect(await firstResult.locator('.podium-list li').count()).toBe(3);
    expect(await page.locator('.club-card').count()).toBe(3);
    // An ongoing sailing is a card: its date beside its name, not stacked as bare links.
    const ongoing = page.getByRole('region', { name: 'Pågår nu' }).getByRole('link').first();
    const date = await ongoing.locator('.date-block').boundingBox();
    const name = await ongoing.locator('.sailing-card-title').boundingBox();
    expect(name!.x).toBeGreaterThanOrEqual(date!.x + date!.width);
    // Swedish dates as Intl sv-SE writes them, e.g. 'tis 18 aug. 2026', 'tors 4 juni 2026'.
    expect(await firstResult.textContent()).toMatch(
      /(mån|tis|ons|tors|fre|lör|sön) \d{1,2} \p{L}{3,4}\.? 20\d\d/u,
    );
    await checkPage(page, 'home', vp);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a sailing's full result inline with a shareable URL", async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(baseUrl);
    await settled(page);
    await page
      .locator('.result-card')
      .first()
      .getByRole('link', { name: /Hela resultatet/ })
      .click();
    await page.waitForURL(/\/\?resultat=segling-\d+$/);
    await settled(page);
    const panel = page.getByRole('article', { name: /^Resultat: / });
    await panel.waitFor();
    await panel.getByRole('table').first().waitFor();
    expect(await panel.getByRole('columnheader', { name: 'Plac' }).count()).toBeGreaterThan(0);
    await checkPage(page, 'home-result-sailing', vp);

    // The URL is shareable: a fresh visitor opening it sees the same result.
    const shared = page.url();
    const second = await openPage(browser, viewport);
    await second.page.goto(shared);
    await settled(second.page);
    expect(
      await second.page
        .getByRole('article', { name: /^Resultat: / })
        .getByRole('heading', { level: 2 })
        .textContent(),
    ).toBe(await panel.getByRole('heading', { level: 2 }).textContent());
    expect(second.errors).toEqual([]);
    await second.context.close();

    // From the sailing to its series, inline too.
    await panel.getByRole('link', { name: /^Del av / }).click();
    await page.waitForURL(/\/\?resultat=serie-\d+$/);
    await settled(page);
    await page.getByRole('heading', { name: 'Seglingar i serien' }).waitFor();
    await checkPage(page, 'home-result-series', vp);

    // Back to the home page.
    await page.getByRole('link', { name: 'Startsidan', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows an ongoing sailing live: the clock ticks', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(baseUrl);
    await settled(page);
    await page.getByRole('region', { name: 'Pågår nu' }).getByRole('link').first().click();
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(first);
    await checkPage(page, 'home-result-ongoing', vp);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches from the home page; clubs and sailors need a login', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(baseUrl);
    await settled(page);
    const search = page.locator('.hero').getByRole('searchbox', { name: 'Sök' });
    await search.fill('bris');
    await search.press('Enter');
    await page.waitForURL(/\?sok=bris$/);
    await settled(page);
    await page.getByRole('heading', { name: 'Sökresultat' }).waitFor();
    const list = page.locator('.search-list');
    await expect.poll(() => list.locator('li').count()).toBeGreaterThan(3);
    expect(await list.textContent()).toContain('Segelsällskapet Bris');
    await checkPage(page, 'home-search', vp);
    // A club opens the login modal for a visitor.
    await list.getByRole('button', { name: /^Segelsällskapet Bris Klubb/ }).click();
    await page.getByRole('dialog', { name: 'Logga in' }).waitFor();
    await page.keyboard.press('Escape');
    // A series opens inline.
    await list.getByRole('link', { name: /Vårserien 2026/ }).click();
    await page.waitForURL(/\?resultat=serie-\d+$/);
    await settled(page);
    await page.getByRole('heading', { name: 'Vårserien 2026' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is sent home by the route guard, asked to log in, from a page without public form', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    for (const path of ['/sailors', '/about', '/index%20copy']) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await page.waitForURL(`${baseUrl}/`);
      await settled(page);
      const dialog = page.getByRole('dialog', { name: 'Logga in' });
      await dialog.getByText('Logga in för att se sidan.').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Kappsegling med resultat i realtid' }).waitFor();
    }
    // A club's page has a public form: the home page of that club (issue 13).
    await page.goto(`${baseUrl}/clubs/bris/sailings`);
    await page.waitForURL(`${baseUrl}/?klubb=bris`);
    // Its sailings in one's own calendar (issue 14): a webcal link to the club's feed.
    const subscribe = page.getByRole('link', { name: 'Prenumerera på kalendern' });
    await subscribe.waitFor();
    await checkPage(page, 'club-public', vp);
    const feed = `${new URL(baseUrl).host}/api/clubs/bris/calendar.ics`;
    expect(await subscribe.getAttribute('href')).toBe(`webcal://${feed}`);
    const calendar = await page.request.get(`${new URL(baseUrl).protocol}//${feed}`);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await calendar.text()).toContain('X-WR-CALNAME:Segelsällskapet Bris – seglingar');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the 404 page: 'This page could not be found'", async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await visit(page, `${baseUrl}/finns/inte`, 'not-found', vp);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'This page could not be found',
    );
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('serves hashed assets for a year and the app under the Content-Security-Policy', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    const assets: { url: string; cache: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/'))
        assets.push({ url: response.url(), cache: response.headers()['cache-control'] });
    });
    await page.goto(baseUrl);
    await settled(page);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset.cache).toContain('immutable');
    expect(errors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
    await context.close();
  });

  it('renders the API documentation under the Content-Security-Policy', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}/api/docs`);
    await page.waitForSelector('.swagger-ui .opblock', { timeout: 15_000 });
    expect(await page.locator('.opblock-summary-path').allTextContents()).toContain(
      '/auth/jwt/create/',
    );
    expect(errors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
    await context.close();
  });
});
