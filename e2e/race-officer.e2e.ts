import type { SailingDetail, Series } from '@segla/core';
import { stockholmWallClock } from '@segla/core/time';
import type { Browser, Locator, Page } from 'playwright-core';
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
const CLUB = 'bris';

/** A club token for cleaning up through the API what a failed walk may leave behind. */
async function clubToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${CLUB}@demo.segla.se`, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access: string }).access;
}

async function removeWalkData(marker: string) {
  const token = await clubToken();
  const headers = { authorization: `Bearer ${token}` };
  const sailings = (await (
    await fetch(`${baseUrl}/api/sailings/?club=${CLUB}`, { headers })
  ).json()) as SailingDetail[];
  for (const sailing of sailings.filter((s) => s.name.includes(marker))) {
    await fetch(`${baseUrl}/api/sailings/${sailing.id}/`, { method: 'DELETE', headers });
  }
  const series = (await (
    await fetch(`${baseUrl}/api/series/?club=${CLUB}`, { headers })
  ).json()) as Series[];
  for (const serie of series.filter((s) => s.name.includes(marker))) {
    await fetch(`${baseUrl}/api/series/${serie.id}/`, { method: 'DELETE', headers });
  }
}

/** Today in Stockholm as the date input takes it, and a start time early this morning. */
function today(): { date: string; time: string } {
  const now = stockholmWallClock(new Date());
  return { date: now.date, time: '00:05' };
}

/** Clicks a sailing's action: a button in view, or the same one in the "Fler åtgärder" drawer. */
async function sailingAction(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true }).first();
  if (await button.isVisible().catch(() => false)) {
    await button.click();
    return;
  }
  await page.getByRole('button', { name: 'Fler åtgärder' }).click();
  const drawer = page.getByRole('dialog', { name: 'Fler åtgärder' });
  await drawer.getByRole('button', { name, exact: true }).click();
}

/** Waits until the visitor's page shows `text` in `where`, without a reload. */
async function visitorSees(where: Locator, text: string | RegExp) {
  await expect
    .poll(async () => (await where.textContent()) ?? '', { timeout: 15_000 })
    .toMatch(typeof text === 'string' ? new RegExp(escape(text)) : text);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A page's marker survives only as long as the page is not reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (globalThis as unknown as { walkMarker: number }).walkMarker = 1;
  });
}
async function notReloaded(page: Page) {
  const marker = await page.evaluate(
    () => (globalThis as unknown as { walkMarker?: number }).walkMarker,
  );
  expect(marker, 'the visitor’s page was not reloaded').toBe(1);
}

async function submitDialog(page: Page, title: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each(Object.entries(viewports))('a race officer on %s', (name, viewport) => {
  const vp = name as ViewportName;
  const marker = `E2E ${vp}`;
  const seriesName = `${marker} serie`;
  const sailingName = `${marker} onsdag`;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await removeWalkData(marker);
  });
  afterAll(async () => {
    await removeWalkData(marker);
    await browser.close();
  });

  it('prepares, runs and verifies a sailing while a sailor watches live', async () => {
    const officer = await openPage(browser, viewport);
    const visitor = await openPage(browser, viewports.desktop);
    const page = officer.page;
    const watch = visitor.page;
    await loginOnPage(page, baseUrl, `${CLUB}@demo.segla.se`);
    await loginOnPage(watch, baseUrl, 'anna.lindqvist@demo.segla.se');
    await watch.goto(`${baseUrl}/clubs/${CLUB}/sailings`);
    await settled(watch);
    await markPage(watch);

    // A series.
    await page.goto(`${baseUrl}/clubs/${CLUB}/series`);
    await settled(page);
    await page.getByRole('button', { name: 'Ny serie' }).click();
    let dialog = page.getByRole('dialog', { name: /serie/i });
    await dialog.getByLabel(/^Namn/).fill(seriesName);
    await checkPage(page, 'officer-series-form', vp);
    await submitDialog(page, /serie/i);
    await page.waitForURL(/\/clubs\/bris\/series\/\d+/);
    await settled(page);

    // A sailing in it.
    await page.goto(`${baseUrl}/clubs/${CLUB}/sailings`);
    await settled(page);
    await page.getByRole('button', { name: 'Ny segling' }).click();
    dialog = page.getByRole('dialog', { name: /segling/i });
    const { date, time } = today();
    await dialog.getByLabel(/^Namn/).fill(sailingName);
    await dialog.getByLabel(/^Datum/).fill(date);
    await dialog.getByLabel(/^Starttid/).fill(time);
    await dialog.getByLabel(/^Serie/).selectOption({ label: seriesName });
    await checkPage(page, 'officer-sailing-form', vp);
    await submitDialog(page, /segling/i);
    await page.waitForURL(/\/clubs\/bris\/sailings\/\d+/);
    await settled(page);
    const sailingPath = new URL(page.url()).pathname.replace(/\/(info)?$/, '');
    await page.getByText('Opublicerad').first().waitFor();
    await checkPage(page, 'officer-sailing-info', vp);

    // Unpublished: the sailor does not see it; published: she does, without a reload.
    const watchedList = watch.locator('main');
    expect(await watchedList.textContent()).not.toContain(sailingName);
    await sailingAction(page, 'Publicera');
    await page.getByText('Kommande').first().waitFor();
    await visitorSees(watchedList, sailingName);
    await notReloaded(watch);

    // The sailor opens it and watches the start lists.
    await watch.goto(`${baseUrl}${sailingPath}/competitors`);
    await settled(watch);
    await markPage(watch);
    const watched = watch.locator('main');

    // Start groups: a common SRS start and a pursuit.
    await page.getByRole('link', { name: 'Deltagare', exact: true }).click();
    await page.waitForURL(/\/competitors$/);
    await settled(page);
    await page.getByRole('button', { name: 'Ny startgrupp' }).click();
    dialog = page.getByRole('dialog', { name: /startgrupp/i });
    await dialog.getByLabel(/^Namn/).fill('SRS kölbåt');
    await dialog.getByLabel(/^Starttid/).fill(time);
    await checkPage(page, 'officer-start-group-form', vp);
    await submitDialog(page, /startgrupp/i);
    await visitorSees(watched, 'SRS kölbåt');

    await page.getByRole('button', { name: 'Ny startgrupp' }).click();
    dialog = page.getByRole('dialog', { name: /startgrupp/i });
    await dialog.getByLabel(/^Namn/).fill('Jaktstart');
    await dialog.getByLabel(/^Starttid/).fill(time);
    await dialog.getByRole('radio', { name: 'Jaktstart' }).check();
    await dialog.getByLabel(/minuter/).fill('60');
    await submitDialog(page, /startgrupp/i);
    await visitorSees(watched, 'Jaktstart');

    // Three boats by hand, one of them from a boat model.
    const boats = [
      { skipper: 'Eva Ek', boat: 'Vindkraft', sail: '4101', srs: '0,845', model: null },
      { skipper: 'Per Alm', boat: 'Havsörn', sail: '4102', srs: '0,91', model: null },
      { skipper: 'Lo Berg', boat: 'Vegalo', sail: '4103', srs: null, model: 'Albin Vega' },
    ];
    for (const boat of boats) {
      await page.getByRole('button', { name: 'Lägg till deltagare' }).click();
      dialog = page.getByRole('dialog', { name: /deltagare/i });
      await dialog.getByLabel(/^Skeppare/).fill(boat.skipper);
      await dialog.getByLabel(/^Båtnamn/).fill(boat.boat);
      await dialog.getByLabel(/^Segelnummer/).fill(boat.sail);
      if (boat.model) {
        await dialog.getByRole('combobox', { name: /^Båttyp/ }).fill('Albin V');
        await page.getByRole('option', { name: boat.model }).click();
        await expect.poll(() => dialog.getByLabel(/^SRS/).inputValue()).toBe('0,857');
      } else {
        await dialog.getByLabel(/^SRS/).fill(boat.srs!);
      }
      await dialog.getByLabel(/^Startgrupp/).selectOption({ label: 'SRS kölbåt' });
      if (boat === boats[0]) await checkPage(page, 'officer-competitor-form', vp);
      await submitDialog(page, /deltagare/i);
      await visitorSees(watched, boat.boat);
    }

    // Two of last week's boats from "Tidigare deltagare".
    await page.getByRole('button', { name: 'Tidigare deltagare' }).click();
    dialog = page.getByRole('dialog', { name: /Tidigare deltagare/ });
    const earlier = dialog.getByRole('checkbox');
    await earlier.first().waitFor();
    const picked: string[] = [];
    for (const index of [0, 1]) {
      const box = earlier.nth(index);
      picked.push((await box.getAttribute('aria-label')) ?? '');
      await box.check();
    }
    await checkPage(page, 'officer-earlier-competitors', vp);
    await dialog.getByRole('button', { name: 'Lägg till valda' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(
        async () => (await page.locator('main').textContent())?.match(/Deltagare \((\d+)\)/)?.[1],
      )
      .toBe('5');
    await checkPage(page, 'officer-competitors', vp);

    // Move one boat to "Utan startgrupp" and back.
    const move = page.getByRole('combobox', { name: 'Startgrupp för Havsörn' });
    await move.selectOption({ label: 'Utan startgrupp' });
    const ungrouped = watch.getByRole('region', { name: 'Utan startgrupp' });
    await visitorSees(ungrouped, 'Havsörn');
    await page
      .getByRole('combobox', { name: 'Startgrupp för Havsörn' })
      .selectOption({ label: 'SRS kölbåt' });
    await expect.poll(() => ungrouped.count(), { timeout: 15_000 }).toBe(0);
    await notReloaded(watch);

    // Race day: start, finish, verify.
    await page.getByRole('link', { name: 'Info', exact: true }).click();
    await settled(page);
    await sailingAction(page, 'Starta');
    await page.getByText('Pågående').first().waitFor();
    await visitorSees(watch.locator('.sub-header'), 'Pågående');
    await sailingAction(page, 'Avsluta');
    await page.getByText('Avslutad').first().waitFor();
    await visitorSees(watch.locator('.sub-header'), 'Avslutad');

    await watch.getByRole('link', { name: 'Resultat', exact: true }).click();
    await settled(watch);
    await visitorSees(watch.locator('.sub-header'), 'Preliminärt');
    await sailingAction(page, 'Markera som kontrollerat');
    await visitorSees(watch.locator('.sub-header'), 'Kontrollerat resultat');
    await checkPage(page, 'officer-sailing-verified', vp);

    // Next week's sailing is a copy; this one is deleted again.
    await sailingAction(page, 'Kopiera');
    await page.waitForURL((url) => !url.pathname.startsWith(sailingPath));
    await settled(page);
    await page.getByRole('heading', { name: `${sailingName} (kopia)` }).waitFor();
    await page.getByText('Opublicerad').first().waitFor();
    await sailingAction(page, 'Ta bort');
    dialog = page.getByRole('dialog', { name: 'Ta bort seglingen?' });
    await dialog.waitFor();
    await checkPage(page, 'officer-delete-confirmation', vp);
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await page.waitForURL(`${baseUrl}/clubs/${CLUB}/sailings`);
    await settled(page);
    expect(await page.locator('main').textContent()).not.toContain(`${sailingName} (kopia)`);

    expect(unexpectedErrors(officer.errors)).toEqual([]);
    expect(unexpectedErrors(visitor.errors)).toEqual([]);
    await officer.context.close();
    await visitor.context.close();
  }, 300_000);
});
