import type { IndexData, SailingDetail } from '@segla/core';
import { stockholmWallClock } from '@segla/core/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, settled } from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The clock time now where the demo clubs sail, as a finish time is entered (TT:MM:SS). */
function stockholmClock(): string {
  return stockholmWallClock(new Date()).time;
}

describe('live updates on desktop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a finish time recorded by the club without a reload, within seconds', async () => {
    // The demo's ongoing sailing of Bris, and a boat of it still on the course.
    const index = await api<IndexData>('/api/index-data/');
    const ongoing = index.ongoing.find((sailing) => sailing.club.slug === 'bris');
    expect(ongoing, 'the demo data has an ongoing sailing of Bris').toBeDefined();
    const detail = await api<SailingDetail>(`/api/sailings/${ongoing!.id}/`);
    const racing = detail.competitors.find(
      (c) => c.start !== null && c.finish_time === null && c.elapsed_time === null && !c.code,
    );
    expect(racing, 'a boat still racing').toBeDefined();
    const boat = racing!.boat_name;

    const { context, page, errors } = await openPage(browser, viewports.desktop);
    // Every socket the tab opens, and what the app sends on them (the home page may already
    // follow the ongoing sailings' clubs before the result is opened).
    const sockets: string[] = [];
    const sent: string[] = [];
    page.on('websocket', (socket) => {
      sockets.push(new URL(socket.url()).pathname);
      socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    });
    await page.goto(baseUrl);
    await settled(page);
    await page
      .getByRole('region', { name: 'Pågår nu' })
      .getByRole('link', { name: new RegExp(ongoing!.name) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`\\?resultat=segling-${ongoing!.id}$`));
    const subscription = JSON.stringify({ type: 'subscribe', sailing: ongoing!.id });
    await expect
      .poll(() => sent.some((payload) => payload.startsWith(subscription.slice(0, -1))), {
        timeout: 10_000,
      })
      .toBe(true);
    // One connection per tab, however many pages and topics.
    expect(sockets).toEqual(['/ws/']);
    const panel = page.getByRole('article', { name: `Resultat: ${ongoing!.name}` });
    const row = panel.getByRole('row').filter({ hasText: boat });
    await expect.poll(() => row.first().textContent()).toContain('På banan');
    // A page that reloaded would lose this.
    await page.evaluate(() => {
      (globalThis as unknown as { liveMarker: number }).liveMarker = 1;
    });
    // The server handles a connection's messages in order but acknowledges no subscription:
    // a moment lets the subscribe frame arrive before the finish time does.
    await page.waitForTimeout(300);

    const { access } = await api<{ access: string }>('/auth/jwt/create/', {
      method: 'POST',
      body: JSON.stringify({ email: 'bris@demo.segla.se', password: DEMO_PASSWORD }),
    });
    const finish = stockholmClock();
    const recordedAt = Date.now();
    await api(`/api/competitors/${racing!.id}/update-elapsed-time/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${access}` },
      body: JSON.stringify({ finish_time: finish }),
    });

    // The old poll took up to 15 s; the results_update is here at once.
    await expect
      .poll(() => row.first().textContent(), { timeout: 5000, interval: 100 })
      .toContain(finish);
    const shownAfterMs = Date.now() - recordedAt;
    expect(shownAfterMs).toBeLessThan(5000);
    expect(await row.first().textContent()).not.toContain('På banan');
    expect(
      await page.evaluate(() => (globalThis as unknown as { liveMarker?: number }).liveMarker),
    ).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
