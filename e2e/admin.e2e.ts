import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkPage,
  loginOnPage,
  resetLinkFor,
  settled,
  unexpectedErrors,
  type ViewportName,
} from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const run = Date.now().toString(36);
const files = mkdtempSync(path.join(tmpdir(), 'segla-admin-e2e-'));

/** Issue 13, item 4: the staff's admin area. */
describe.each(Object.entries(viewports))('the admin area on %s', (name, viewport) => {
  const vp = name as ViewportName;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a club whose account sets its password by the mailed link and logs in', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await loginOnPage(page, baseUrl, 'admin@demo.segla.se');
    await page.goto(`${baseUrl}/admin?flik=klubbar`);
    await settled(page);
    await page.getByRole('tab', { name: 'Klubbar', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Ny klubb' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny klubb' });
    const clubName = `Segelsällskapet Test ${run} ${vp}`;
    const email = `kansli-${run}-${vp}@exempel.se`;
    await dialog.getByLabel(/^Namn/).fill(clubName);
    await dialog.getByLabel(/^Kortnamn/).fill('SST');
    await dialog.getByLabel(/^Ort/).fill('Vaxholm');
    await dialog.getByLabel(/^E-post för klubbkontot/).fill(email);
    await checkPage(page, 'admin-new-club', vp);
    await dialog.getByRole('button', { name: 'Skapa klubb' }).click();
    await page
      .getByText(
        `Klubben är skapad. Ett mejl med en länk för att välja lösenord är skickat till ${email}.`,
      )
      .waitFor();
    await page.getByRole('cell', { name: clubName, exact: true }).waitFor();
    await checkPage(page, 'admin-clubs', vp);

    // The club account: the mailed link, a password, then the login lands on its club.
    await page.goto(`${baseUrl}/logout`);
    const link = await resetLinkFor(dataDir, email);
    await page.goto(`${baseUrl}${link}`);
    await settled(page);
    await page.getByLabel(/^Nytt lösenord/).fill('Klubbens-nya-lösen-9');
    await page.getByLabel(/^Upprepa/).fill('Klubbens-nya-lösen-9');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel(/^E-post/).fill(email);
    await page.getByLabel(/^Lösenord/).fill('Klubbens-nya-lösen-9');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    const slug = `segelsallskapet-test-${run}-${vp}`;
    await page.waitForURL(`${baseUrl}/clubs/${slug}/sailings`);
    expect(unexpectedErrors(errors, [401])).toEqual([]);
    await context.close();
  });

  it('imports a boat-model CSV: a bad line refuses it all, then a good file is listed', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await loginOnPage(page, baseUrl, 'admin@demo.segla.se');
    await page.goto(`${baseUrl}/admin?flik=batmodeller`);
    await settled(page);
    const first = `E2E-båt ${run} ${vp} A`;
    const second = `E2E-båt ${run} ${vp} B`;
    const bad = path.join(files, `bad-${vp}.csv`);
    writeFileSync(bad, `name;srs;srs_no_flying\n${first};0,95;0,9\n${second};fel;\n`);
    const good = path.join(files, `good-${vp}.csv`);
    writeFileSync(good, `name;srs;srs_no_flying\n${first};0,95;0,9\n${second};1,05;\n`);

    await page.getByRole('button', { name: 'Importera CSV' }).click();
    let dialog = page.getByRole('dialog', { name: 'Importera båtmodeller' });
    await dialog.locator('input[type=file]').setInputFiles(bad);
    const alert = dialog.getByRole('alert');
    await alert.getByText('Filen kan inte importeras. Inget har sparats.').waitFor();
    await alert.getByText(/^Rad 3: srs: /).waitFor();
    expect(await dialog.getByRole('button', { name: 'Importera' }).isDisabled()).toBe(true);
    await checkPage(page, 'admin-import-errors', vp);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('cell', { name: first, exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Importera CSV' }).click();
    dialog = page.getByRole('dialog', { name: 'Importera båtmodeller' });
    await dialog.locator('input[type=file]').setInputFiles(good);
    await dialog.getByText('Importen skapar 2 och ändrar 0 båtmodeller:').waitFor();
    await dialog.getByRole('cell', { name: second, exact: true }).waitFor();
    await checkPage(page, 'admin-import-preview', vp);
    await dialog.getByRole('button', { name: 'Importera' }).click();
    await page.getByText('Importen är klar: 2 nya båtmodeller, 0 ändrade.').waitFor();
    await page.getByRole('cell', { name: first, exact: true }).waitFor();
    await page.getByRole('cell', { name: second, exact: true }).waitFor();
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });
});
