import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Competitor, IndexData, SailingDetail, SailingResults } from '@segla/core';
import { stockholmWallClock } from '@segla/core/time';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_PASSWORD,
  expectAccessible,
  loginOnPage,
  screenshot,
  unexpectedErrors,
} from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';

/**
 * The embeddable board (docs/product.md §2, decision 0035) as a club's web site shows it: in an
 * iframe of a page on another site (localhost vs the app's 127.0.0.1), at 320 and 1024 px.
 */
const baseUrl = inject('baseUrl');

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The club's web site: `/?frame=<html>` is a page with that HTML in its body. */
let site: http.Server;
let siteUrl: string;
function sitePage(body: string): string {
  return `${siteUrl}/?frame=${encodeURIComponent(body)}`;
}
function boardFrame(slug: string): string {
  return `<iframe src="${baseUrl}/embed/clubs/${slug}" style="width:100%;border:0" height="700" title="Resultat"></iframe>`;
}

/** The board's frame, once it has drawn the club (or its message). */
async function board(page: Page, text: string | RegExp): Promise<Frame> {
  const handle = await page.waitForSelector('iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.getByText(text).first().waitFor();
  return frame;
}

/** Neither the frame nor the page around it scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, frame: Frame) {
  const measure = () => {
    const root = (
      globalThis as unknown as {
        document: { documentElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  };
  expect(await frame.evaluate(measure)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(measure)).toBeLessThanOrEqual(0);
}

/** A boat of the sailing still on the course, in an SRS group with a rating, not yet taken. */
function racingBoat(detail: SailingDetail, taken: Set<number>): Competitor | undefined {
  return detail.competitors.find(
    (c) =>
      c.start !== null &&
      c.finish_time === null &&
      c.elapsed_time === null &&
      !c.code &&
      c.rating !== null &&
      !taken.has(c.id),
  );
}

describe('the embeddable board in another site’s frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    site = http.createServer((request, response) => {
      const frame = new URL(request.url ?? '/', 'http://localhost').searchParams.get('frame') ?? '';
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html lang="sv"><head><title>Klubbens webbplats</title></head>` +
          `<body style="margin:0;background:#e9efe6"><main><h1>Klubbens webbplats</h1>${frame}</main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
    siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser.close();
    await new Promise((resolve) => site.close(resolve));
  });

  const taken = new Set<number>();

  it.each([
    ['phone', 320],
    ['desktop', 1024],
  ] as const)(
    'shows the ongoing sailing and a finish as it is recorded, at %s width (%i px)',
    async (name, width) => {
      const index = await api<IndexData>('/api/index-data/?club=bris');
      const ongoing = index.ongoing[0];
      expect(ongoing, 'the demo data has an ongoing sailing of Bris').toBeDefined();
      const detail = await api<SailingDetail>(`/api/sailings/${ongoing!.id}/`);
      const boat = racingBoat(detail, taken);
      expect(boat, 'a boat still racing').toBeDefined();
      taken.add(boat!.id);

      const { context, page, errors } = await openPage(browser, { width, height: 900 });
      await page.goto(sitePage(boardFrame('bris')));
      const frame = await board(page, 'Segelsällskapet Bris');
      await frame.getByRole('heading', { name: ongoing!.name }).waitFor();
      const row = frame
        .getByRole('row')
        .filter({ hasText: boat!.boat_name })
        .filter({ hasText: boat!.sail_number });
      // Still racing: no place; the time to beat the leader or where she is.
      await expect
        .poll(() => row.first().textContent())
        .toMatch(/Slå ledaren före|På banan|Kan inte längre/);
      await expectNoSidewaysScroll(page, frame);
      await expectAccessible(page, `embed-${name}`);
      await screenshot(page, `embed-ongoing-${width}`, name);
      // A page that reloaded would lose this.
      await frame.evaluate(() => {
        (globalThis as unknown as { liveMarker: number }).liveMarker = 1;
      });
      // The board subscribes as it loads; a moment lets the subscription reach the server.
      await page.waitForTimeout(300);

      const { access } = await api<{ access: string }>('/auth/jwt/create/', {
        method: 'POST',
        body: JSON.stringify({ email: 'bris@demo.segla.se', password: DEMO_PASSWORD }),
      });
      await api(`/api/competitors/${boat!.id}/update-elapsed-time/`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${access}` },
        body: JSON.stringify({ finish_time: stockholmWallClock(new Date()).time }),
      });
      const results = await api<SailingResults>(`/api/sailings/${ongoing!.id}/results/`);
      const scored = results.groups
        .flatMap((group) => group.rows)
        .find((r) => r.competitor_id === boat!.id);
      expect(scored?.rank, 'the boat has a place').toBeGreaterThan(0);

      // Her place and corrected time, without a reload.
      await expect
        .poll(() => row.first().textContent(), { timeout: 5000, interval: 100 })
        .toMatch(/\d:\d{2}:\d{2}/);
      const text = (await row.first().textContent()) ?? '';
      expect(text).not.toMatch(/Slå ledaren|På banan|Kan inte längre/);
      expect(text.startsWith(String(scored!.rank))).toBe(true);
      expect(
        await frame.evaluate(() => (globalThis as unknown as { liveMarker?: number }).liveMarker),
      ).toBe(1);
      await expectNoSidewaysScroll(page, frame);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['phone', 320],
    ['desktop', 1024],
  ] as const)(
    'shows the latest results and next sailings at %s width (%i px)',
    async (name, width) => {
      const index = await api<IndexData>('/api/index-data/?club=vastra-fjarden');
      expect(index.ongoing).toEqual([]);
      const latest = index.latest_results[0];
      expect(latest, 'the demo data has results of Västra Fjärden').toBeDefined();
      const { context, page, errors } = await openPage(browser, { width, height: 900 });
      await page.goto(sitePage(boardFrame('vastra-fjarden')));
      const frame = await board(page, 'Senaste resultat');
      await frame.getByText(latest!.sailing.name).waitFor();
      const top = latest!.groups[0]!.top[0]!;
      expect(
        await frame.getByRole('row').filter({ hasText: top.boat_name }).first().textContent(),
      ).toMatch(/^1/);
      await frame.getByRole('heading', { name: 'Kommande seglingar' }).waitFor();
      const all = frame.getByRole('link', { name: /Alla resultat/ });
      expect(await all.getAttribute('href')).toBe(
        `${baseUrl}/?resultat=segling-${latest!.sailing.id}`,
      );
      expect(await all.getAttribute('target')).toBe('_blank');
      expect(await all.getAttribute('rel')).toBe('noopener');
      await expectNoSidewaysScroll(page, frame);
      await expectAccessible(page, `embed-latest-${name}`);
      await screenshot(page, `embed-latest-${width}`, name);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('says so, in Swedish, for a club that does not exist', async () => {
    const { context, page, errors } = await openPage(browser, { width: 320, height: 600 });
    await page.goto(sitePage(boardFrame('finns-inte')));
    const frame = await board(page, 'Klubben finns inte.');
    expect(await frame.locator('#root').count()).toBe(0);
    await expectAccessible(page, 'embed-missing');
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  });

  it('leaves the rest of the app unframable', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1024, height: 600 });
    await page.goto(sitePage(`<iframe src="${baseUrl}/" title="Segla"></iframe>`));
    await expect.poll(() => errors.join('\n')).toContain("frame-ancestors 'none'");
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    expect(await frame?.locator('#root').count()).toBe(0);
    await context.close();
  });

  it('gives the club its snippet to copy, which shows the board on its site', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1024, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await loginOnPage(page, baseUrl, 'bris@demo.segla.se');
    await page.goto(`${baseUrl}/clubs/bris/profile`);
    const section = page.getByRole('region', { name: 'Resultattavla för er webbplats' });
    const shown = await section.getByLabel('Kod att klistra in').textContent();
    expect(shown).toContain(`src="${baseUrl}/embed/clubs/bris"`);
    await section.getByRole('button', { name: 'Kopiera kod' }).click();
    await page.getByText('Koden är kopierad.').waitFor();
    const copied = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(copied).toBe(shown);
    const preview = section.getByRole('link', { name: /Förhandsgranska/ });
    expect(await preview.getAttribute('href')).toBe(`${baseUrl}/embed/clubs/bris`);
    await expectAccessible(page, 'club-profile-snippet');

    // Pasted into the club's site, it shows the board.
    const site = await context.newPage();
    await site.goto(sitePage(copied));
    await board(site, 'Segelsällskapet Bris');
    expect(errors).toEqual([]);
    await context.close();
  });
});
