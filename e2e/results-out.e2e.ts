import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, loginOnPage, screenshots, settled, type ViewportName } from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');

interface SailingItem {
  id: number;
  name: string;
  start_date: string;
  status: string;
  verified_result: boolean;
  serie: { id: number; name: string } | null;
}

/** The demo's first finished sailing whose results are not verified yet (Preliminärt). */
async function preliminarySailing(): Promise<SailingItem> {
  const sailings = (await (await fetch(`${baseUrl}/api/sailings/`)).json()) as SailingItem[];
  const sailing = sailings.find((s) => s.status === 'finished' && !s.verified_result && s.serie);
  if (!sailing) throw new Error('the demo data has no preliminary finished sailing in a series');
  return sailing;
}

/** Clicks "Ladda ner CSV" and reads the file as a spreadsheet import would. */
async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Ladda ner CSV' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text.split('\r\n', 1)[0]).toMatch(/^\uFEFFStartgrupp;Placering;Segelnummer;Båt;/);
  const rows: string[][] = parse(text, { bom: true, delimiter: ';' });
  return { name: download.suggestedFilename(), rows };
}

/** What `selector` computes for `property`, read in the page. */
function computed(page: Page, selector: string, property: string, index = 0) {
  return page.evaluate(
    ([sel, prop, i]) => {
      const doc = (
        globalThis as unknown as { document: { querySelectorAll(s: string): unknown[] } }
      ).document;
      const element = doc.querySelectorAll(sel)[i];
      const style = (
        globalThis as unknown as {
          getComputedStyle(e: unknown): { getPropertyValue(p: string): string };
        }
      ).getComputedStyle(element);
      return style.getPropertyValue(prop);
    },
    [selector, property, index] as const,
  );
}

describe.each(Object.entries(viewports))('results out in the world on %s', (name, viewport) => {
  const vp = name as ViewportName;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("downloads a sailing's CSV from the link and prints it without the app's chrome", async () => {
    const sailing = await preliminarySailing();
    const json = (await (await fetch(`${baseUrl}/api/sailings/${sailing.id}/results/`)).json()) as {
      groups: { name: string; handicap: string; rows: { sail_number: string }[] }[];
    };
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}/?resultat=segling-${sailing.id}`);
    await settled(page);
    const panel = page.getByRole('article', { name: `Resultat: ${sailing.name}` });
    await panel.getByRole('button', { name: 'Skriv ut' }).waitFor();
    await checkPage(page, 'result-tools', vp);

    const csv = await downloadCsv(page);
    expect(csv.name).toBe(`Resultat ${sailing.name} ${sailing.start_date}.csv`);
    expect(csv.rows[0]).toEqual([
      'Startgrupp',
      'Placering',
      'Segelnummer',
      'Båt',
      'Båttyp',
      'Namn',
      'SRS',
      'Starttid',
      'Måltid',
      'Seglad tid',
      'Korrigerad tid',
      'Kod',
      'Poäng',
      'Listans tal',
    ]);
    // One line per boat and group, in the result's order.
    expect(csv.rows.slice(1).map((row) => [row[0], row[2]])).toEqual(
      json.groups.flatMap((group) => group.rows.map((row) => [group.name, row.sail_number])),
    );
    const srsRows = csv.rows.filter((row) => row[6] !== '' && row[0] !== 'Startgrupp');
    expect(srsRows.length).toBeGreaterThan(0);
    for (const row of srsRows) expect(row[6]).toMatch(/^\d,\d{3}$/);
    const finished = csv.rows.filter((row) => row[9] !== '' && row[0] !== 'Startgrupp');
    expect(finished.length).toBeGreaterThan(0);
    for (const row of finished) expect(row[9]).toMatch(/^\d+:\d\d:\d\d$/);

    // On paper: no top bar, links or buttons; the print header with "Preliminärt"; each start
    // group from a new page.
    expect(await page.locator('.topbar').isVisible()).toBe(true);
    expect(await page.locator('.print-header').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.topbar').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Startsidan' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Ladda ner CSV' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Skriv ut' }).isVisible()).toBe(false);
    const header = page.locator('.print-header');
    expect(await header.isVisible()).toBe(true);
    expect(await header.textContent()).toContain('Preliminärt');
    expect(await header.textContent()).toContain(sailing.name);
    expect(json.groups.length).toBeGreaterThan(1);
    expect(await computed(page, '.print-group', 'break-before', 0)).toBe('auto');
    expect(await computed(page, '.print-group', 'break-before', 1)).toBe('page');
    // Every column on the sheet, also where the phone's screen drops some.
    expect(await panel.getByRole('columnheader', { name: 'Skeppare' }).first().isVisible()).toBe(
      true,
    );
    await page.screenshot({
      path: path.join(screenshots, `result-print-${vp}.png`),
      fullPage: true,
    });
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(json.groups.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads a series' CSV from the club's series page", async () => {
    const sailing = await preliminarySailing();
    const serie = sailing.serie!;
    const { context, page, errors } = await openPage(browser, viewport);
    await loginOnPage(page, baseUrl, 'bris@demo.segla.se');
    await page.goto(`${baseUrl}/clubs/bris/series/${serie.id}/result`);
    await settled(page);
    const csv = await downloadCsv(page);
    expect(csv.name).toMatch(
      new RegExp(`^Serieresultat ${serie.name} \\d{4}-\\d\\d-\\d\\d\\.csv$`),
    );
    const header = csv.rows[0]!;
    expect(header.slice(0, 5)).toEqual(['Startgrupp', 'Placering', 'Segelnummer', 'Båt', 'Namn']);
    expect(header.slice(-2)).toEqual(['Totalt', 'Netto']);
    expect(header).toContain(`${sailing.name} ${sailing.start_date}`);
    // Points with codes and discards as the page shows them: '18 DNC', '(7)'.
    const cells = csv.rows.slice(1).flatMap((row) => row.slice(5, -2));
    expect(cells.some((cell) => /^\(\d+(,\d+)?( [A-Z]{3})?\)$/.test(cell))).toBe(true);
    for (const cell of cells) expect(cell).toMatch(/^(\(?\d+(,\d+)?( [A-Z]{3})?\)?)?$/);

    const tabs = page.getByRole('navigation', { name: 'Seriens sidor' });
    const edit = page.getByRole('button', { name: 'Redigera' });
    expect(await tabs.isVisible()).toBe(true);
    expect(await edit.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await tabs.isVisible()).toBe(false);
    expect(await edit.isVisible()).toBe(false);
    expect(await page.locator('.print-header').textContent()).toContain('Preliminärt');
    expect(errors).toEqual([]);
    await context.close();
  });
});
