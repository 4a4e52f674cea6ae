import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, DEMO_PASSWORD, loginOnPage, settled, unexpectedErrors } from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';
import type { ViewportName } from './support/app.ts';

/**
 * Issue 14, item 3: the club exports its series to Sailwave from the series' page; the file
 * carries its unpublished sailings too. Visitors see no button, and the file they could fetch
 * holds only what they see.
 */

const baseUrl = inject('baseUrl');
const run = Date.now().toString(36);

/** The demo club's access token. */
async function clubToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bris@demo.segla.se', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access: string }).access;
}

/** The race names a .blw file holds (Latin-1 reads its Swedish letters as Windows-1252 does). */
function raceNames(bytes: Buffer): string[] {
  return [...bytes.toString('latin1').matchAll(/^"racename","((?:[^"]|"")*)"/gm)].map((m) =>
    m[1]!.replace(/""/g, '"'),
  );
}

describe.each(Object.entries(viewports))('the Sailwave export on %s', (name, viewport) => {
  const vp = name as ViewportName;
  let browser: Browser;
  let seriesId: number;
  const draftName = `Utkast ${run} ${vp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await clubToken();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const series = (await (
      await fetch(`${baseUrl}/api/series/?club=bris`, { headers })
    ).json()) as { id: number; name: string }[];
    seriesId = series.find((s) => s.name === 'Vårserien 2026')!.id;
    // A draft in the series: only the club sees it.
    const created = await fetch(`${baseUrl}/api/sailings/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: draftName,
        start_date: '2026-06-03',
        start_time: '18:30',
        serie: seriesId,
      }),
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => browser.close());

  it('gives the club the whole series as a .blw; visitors no button', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await loginOnPage(page, baseUrl, 'bris@demo.segla.se');
    await page.goto(`${baseUrl}/clubs/bris/series/${seriesId}`);
    const button = page.getByRole('button', { name: 'Exportera till Sailwave' });
    await button.waitFor();
    await checkPage(page, 'sailwave-export-series', vp);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Vårserien 2026.blw');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 24).toString('latin1')).toBe('"serallowfixedflights","');
    const races = raceNames(bytes);
    expect(races).toContain('Onsdagssegling 1');
    expect(races).toContain(draftName);
    expect(bytes.toString('latin1')).toContain('"serevent","Vårserien 2026","",""\r\n');
    await context.close();
    expect(unexpectedErrors(errors)).toEqual([]);

    // A visitor: no button, and the file at the same address leaves the draft out.
    const visitor = await openPage(browser, viewport);
    await visitor.page.goto(`${baseUrl}/clubs/bris/series/${seriesId}`);
    await visitor.page.getByRole('heading', { name: 'Vårserien 2026' }).waitFor();
    await settled(visitor.page);
    expect(
      await visitor.page.getByRole('button', { name: 'Exportera till Sailwave' }).count(),
    ).toBe(0);
    await visitor.context.close();
    const file = await fetch(`${baseUrl}/api/series/${seriesId}/sailwave/`);
    expect(file.status).toBe(200);
    const visible = raceNames(Buffer.from(await file.arrayBuffer()));
    expect(visible).toContain('Onsdagssegling 1');
    expect(visible).not.toContain(draftName);
  });
});
