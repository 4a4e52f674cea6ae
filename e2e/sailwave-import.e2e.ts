import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkPage,
  loginOnPage,
  settled,
  unexpectedErrors,
  type ViewportName,
} from './support/app.ts';
import { SAILWAVE_FIXTURES } from '../apps/server/test/helpers/fixtures.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');
/** A real Sailwave series of the repository's fixtures (fixtures/README.md). */
const tuesdays = path.join(SAILWAVE_FIXTURES, 'hyc-2026', '2026 Tues Series 1.blw');

/** Issue 14, item 1: a club brings a Sailwave series with its results. */
describe.each(Object.entries(viewports))('the Sailwave import on %s', (name, viewport) => {
  const vp = name as ViewportName;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('previews the file, warns what differs, imports and opens the series with its standings', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await loginOnPage(page, baseUrl, 'bris@demo.segla.se');
    await page.goto(`${baseUrl}/clubs/bris/series`);
    await settled(page);
    await page.getByRole('button', { name: 'Importera från Sailwave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importera från Sailwave' });
    await dialog.getByRole('button', { name: 'Importera', exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Importera', exact: true }).isDisabled()).toBe(
      true,
    );

    await page.locator('input[type="file"]').setInputFiles(tuesdays);
    const preview = dialog.getByLabel('Förhandsvisning');
    await preview.getByText('Club Racing 2026: 6 seglingar').waitFor();
    await preview.getByText('Det här blir inte exakt som i Sailwave').waitFor();
    await preview.getByRole('cell', { name: 'Puppeteer HPH', exact: true }).waitFor();
    // Sailwave's scratch aliases of the HPH boats: one more list of the same start group.
    await preview.getByText('Resultatlista i Puppeteer HPH').waitFor();
    await checkPage(page, 'sailwave-import-preview', vp);

    await dialog.getByRole('button', { name: 'Importera', exact: true }).click();
    await page.getByText('Serien är importerad från Sailwave.').waitFor();
    await page.waitForURL(/\/clubs\/bris\/series\/\d+/);
    await settled(page);
    await page.getByRole('heading', { name: 'Club Racing 2026' }).first().waitFor();
    await checkPage(page, 'sailwave-imported-series', vp);
    const seriesId = /\/series\/(\d+)/.exec(page.url())![1];
    await page.goto(`${baseUrl}/clubs/bris/series/${seriesId}/result`);
    await settled(page);
    await page
      .getByRole('radiogroup', { name: 'Resultatlista i Puppeteer HPH' })
      .getByRole('radio', { name: 'Puppeteer Scr', exact: true })
      .check();
    await page.getByRole('cell', { name: 'Yelllow Peril' }).first().waitFor();

    // A file that is not Sailwave's: the reason, and nothing saved.
    await page.goto(`${baseUrl}/clubs/bris/series`);
    await settled(page);
    await page.getByRole('button', { name: 'Importera från Sailwave' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'srs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name;srs\nFolkbåt;0,78\n'),
    });
    await page.getByText('Filen kan inte importeras. Inget har sparats.').waitFor();
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });
});
