import type { BoatModel, SailingDetail } from '@segla/core';
import { addDays, stockholmWallClock } from '@segla/core/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, loginOnPage, settled, unexpectedErrors } from './support/app.ts';
import { api as apiCall, token as tokenOf } from './support/api.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const CLUB = 'bris';
const SAILOR = 'anna.lindqvist@demo.segla.se';

const token = (email: string) => tokenOf(baseUrl, email);
const api = <T>(access: string, method: string, url: string, body?: unknown) =>
  apiCall<T>(baseUrl, access, method, url, body);

/** Set on a page; a reload would lose it. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (globalThis as unknown as { entriesMarker: number }).entriesMarker = 1;
  });
}
async function notReloaded(page: Page) {
  const marker = await page.evaluate(
    () => (globalThis as unknown as { entriesMarker?: number }).entriesMarker,
  );
  expect(marker, 'the page was not reloaded').toBe(1);
}

/**
 * Issue 13, item 2: a sailor enters an open sailing with her boat; the entry lands in the start
 * group the club's rule names and appears live on the club's Deltagare page; she withdraws and
 * it goes there too.
 */
describe('a sailor enters a sailing (anmälan)', () => {
  let browser: Browser;
  let clubAccess: string;
  let sailorAccess: string;
  let sailing: SailingDetail;
  let boatId: number;
  const boatName = `Tärnan ${Date.now() % 100_000}`;
  const sailNumber = 'SWE 4711';

  beforeAll(async () => {
    browser = await launchBrowser();
    clubAccess = await token(`${CLUB}@demo.segla.se`);
    sailorAccess = await token(SAILOR);
    // A model with all four SRS values, so every sail configuration has one.
    const models = await api<BoatModel[]>(clubAccess, 'GET', '/api/boat-models/');
    const model = models.find(
      (candidate) =>
        candidate.srs_no_flying !== null &&
        candidate.srs_shorthanded !== null &&
        candidate.srs_shorthanded_no_flying !== null,
    );
    if (!model) throw new Error('the demo data has a boat model with all four SRS values');
    const boat = await api<{ id: number }>(sailorAccess, 'POST', '/api/boats/', {
      name: boatName,
      sail_number: sailNumber,
      boat_model: model.id,
    });
    boatId = boat.id;
    const date = addDays(stockholmWallClock(new Date()).date, 7);
    sailing = await api<SailingDetail>(clubAccess, 'POST', '/api/sailings/', {
      name: `Anmälningssegling ${Date.now() % 100_000}`,
      start_date: date,
      start_time: '18:30',
      status: 'upcoming',
      reg_status: 'open',
      entry_deadline: `${date}T12:00`,
    });
    // The rules: a range her boat misses, her boat type, and a default for the rest.
    for (const group of [
      { name: 'Snabba', min_rating: Math.min(Math.round((model.srs + 0.5) * 1000) / 1000, 5) },
      { name: 'Efter båttyp', boat_types: `Folkbåt\n${model.name.toUpperCase()}` },
      { name: 'Övriga', is_default: true },
    ]) {
      await api(clubAccess, 'POST', '/api/start-groups/', { sailing: sailing.id, ...group });
    }
  });

  afterAll(async () => {
    if (sailing) await api(clubAccess, 'DELETE', `/api/sailings/${sailing.id}/`).catch(() => null);
    if (boatId) await api(sailorAccess, 'DELETE', `/api/boats/${boatId}/`).catch(() => null);
    await browser?.close();
  });

  it('enters, shows up live in the right start group for the club, and withdraws', async () => {
    const club = await openPage(browser, viewports.desktop);
    const sailor = await openPage(browser, viewports.phone);
    const sailingPath = `/clubs/${CLUB}/sailings/${sailing.id}`;

    await loginOnPage(club.page, baseUrl, `${CLUB}@demo.segla.se`);
    await club.page.goto(`${baseUrl}${sailingPath}/competitors`);
    await settled(club.page);
    await markPage(club.page);
    const byType = club.page.getByRole('region', { name: 'Efter båttyp' });
    await byType.waitFor();
    expect(await byType.textContent()).not.toContain(boatName);
    // The club's rules, in the group's facts and its form ("Tar emot").
    expect(await byType.textContent()).toContain('Tar emot');
    await byType.getByRole('button', { name: /Ändra/ }).first().click();
    const groupForm = club.page.getByRole('dialog', { name: /startgrupp/i });
    expect(await groupForm.getByLabel(/^Båttyper/).inputValue()).toContain('Folkbåt');
    await checkPage(club.page, 'entries-group-form', 'desktop');
    await groupForm.getByRole('button', { name: 'Avbryt' }).click();
    await groupForm.waitFor({ state: 'detached' });
    await club.page.getByRole('button', { name: 'Redigera' }).click();
    const sailingForm = club.page.getByRole('dialog', { name: /segling/i });
    expect(await sailingForm.getByLabel(/^Sista anmälningstid/).inputValue()).toMatch(/T12:00$/);
    await checkPage(club.page, 'entries-sailing-form', 'desktop');
    await sailingForm.getByRole('button', { name: 'Avbryt' }).click();
    await sailingForm.waitFor({ state: 'detached' });

    await loginOnPage(sailor.page, baseUrl, SAILOR);
    await sailor.page.goto(`${baseUrl}${sailingPath}`);
    await settled(sailor.page);
    const panel = sailor.page.getByRole('region', { name: 'Anmälan' });
    await expect.poll(() => panel.textContent()).toContain('Sista anmälningstid');
    await checkPage(sailor.page, 'entries-open', 'phone');

    await panel.getByRole('button', { name: 'Anmäl' }).click();
    const dialog = sailor.page.getByRole('dialog', { name: 'Anmäl' });
    await dialog.getByLabel(/^Båt/).selectOption({ label: `${boatName} (${sailNumber})` });
    await dialog.getByRole('radio', { name: 'Utan' }).check();
    await expect.poll(() => dialog.getByTestId('entry-rating').textContent()).toMatch(/^SRS \d/);
    await checkPage(sailor.page, 'entries-form', 'phone');
    await dialog.getByRole('button', { name: 'Anmäl' }).click();
    await sailor.page.getByText('Du är anmäld.', { exact: true }).waitFor();
    await panel.getByText(`Du är anmäld med ${boatName} (${sailNumber}) i Efter båttyp.`).waitFor();
    await checkPage(sailor.page, 'entries-entered', 'phone');

    // The club sees her arrive in the group its rule names, without a reload.
    await expect.poll(() => byType.textContent(), { timeout: 10_000 }).toContain(boatName);
    await notReloaded(club.page);
    await checkPage(club.page, 'entries-club-competitors', 'desktop');

    await panel.getByRole('button', { name: 'Avanmäl' }).click();
    const confirm = sailor.page.getByRole('dialog', { name: 'Avanmäl' });
    await confirm.getByRole('button', { name: 'Avanmäl' }).click();
    await sailor.page.getByText('Du är avanmäld.', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Anmäl' }).waitFor();

    // And sees her go.
    await expect.poll(() => club.page.getByText(boatName).count(), { timeout: 10_000 }).toBe(0);
    await notReloaded(club.page);

    expect(unexpectedErrors(club.errors)).toEqual([]);
    expect(unexpectedErrors(sailor.errors)).toEqual([]);
    await club.context.close();
    await sailor.context.close();
  });
});
