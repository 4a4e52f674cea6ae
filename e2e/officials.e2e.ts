import type { SailingDetail } from '@segla/core';
import { stockholmWallClock } from '@segla/core/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkPage,
  DEMO_PASSWORD,
  loginOnPage,
  resetLinkFor,
  settled,
  unexpectedErrors,
  visit,
  type ViewportName,
} from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const CLUB = 'bris';
const PASSWORD = 'Funktionär-på-sjön-7';
const run = Date.now().toString(36);

async function tokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

async function api<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Removes, with the club's login, the sailings a walk (even a failed one) made. */
async function removeWalkSailings(marker: string) {
  const token = await tokenOf(`${CLUB}@demo.segla.se`, DEMO_PASSWORD);
  const sailings = await api<SailingDetail[]>(token, `/api/sailings/?club=${CLUB}`);
  for (const sailing of sailings.filter((s) => s.name.includes(marker))) {
    await fetch(`${baseUrl}/api/sailings/${sailing.id}/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

/** Clicks a sailing's action: a button in view, or the same one in the "Fler åtgärder" drawer. */
async function sailingAction(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true }).first();
  if (await button.isVisible().catch(() => false)) {
    await button.click();
    return;
  }
  await page.getByRole('button', { name: 'Fler åtgärder' }).click();
  await page
    .getByRole('dialog', { name: 'Fler åtgärder' })
    .getByRole('button', { name, exact: true })
    .click();
}

describe.each(Object.entries(viewports))('a club official on %s', (name, viewport) => {
  const vp = name as ViewportName;
  const marker = `E2E funktionär ${vp}`;
  const email = `funktionar-${run}-${vp}@exempel.se`;
  const lastName = `Hägg ${vp}`;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await removeWalkSailings(marker);
  });
  afterAll(async () => {
    await removeWalkSailings(marker);
    await browser.close();
  });

  it('is invited, runs a sailing signed by name, and is refused once removed', async () => {
    const club = await openPage(browser, viewport);
    const official = await openPage(browser, viewport);

    // The club account invites a new person as Tävlingsledare.
    await loginOnPage(club.page, baseUrl, `${CLUB}@demo.segla.se`);
    await visit(club.page, `${baseUrl}/clubs/${CLUB}/officials`, 'officials', vp);
    const invite = club.page.getByRole('form', { name: 'Bjud in funktionär' });
    await invite.getByLabel(/^E-post/).fill(email);
    await invite.getByLabel(/^Roll/).selectOption({ label: 'Tävlingsledare' });
    await invite.getByRole('button', { name: 'Bjud in' }).click();
    const table = club.page.getByRole('table', { name: 'Funktionärer' });
    await table.getByRole('row').filter({ hasText: email }).waitFor();
    await checkPage(club.page, 'officials-invited', vp);

    // She chooses her password from the mail, logs in and fills in her name.
    const page = official.page;
    const link = await resetLinkFor(dataDir, email);
    await visit(page, `${baseUrl}${link}`, 'official-set-password', vp);
    await page.getByLabel(/^Nytt lösenord/).fill(PASSWORD);
    await page.getByLabel(/^Upprepa/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel(/^E-post/).fill(email);
    await page.getByLabel(/^Lösenord/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL(/\/sailors\/[^/]+\/settings$/);
    await settled(page);
    const profile = page.getByRole('form', { name: 'Profil' });
    await profile.getByLabel(/^Förnamn/).fill('Lena');
    await profile.getByLabel(/^Efternamn/).fill(lastName);
    await profile.getByRole('button', { name: 'Spara profil' }).click();
    await page.getByText('Profilen är sparad.').first().waitFor();

    // "Mina klubbar" in her sailor area leads to the club she officiates.
    await page.goto(page.url().replace(/\/settings$/, ''));
    await settled(page);
    const myClubs = page.getByRole('region', { name: 'Mina klubbar' });
    await myClubs.getByText('Tävlingsledare').waitFor();
    await checkPage(page, 'official-my-clubs', vp);

    // She creates and publishes a sailing.
    await page.goto(`${baseUrl}/clubs/${CLUB}/sailings`);
    await settled(page);
    await page.getByRole('button', { name: 'Ny segling' }).click();
    const dialog = page.getByRole('dialog', { name: /segling/i });
    await dialog.getByLabel(/^Namn/).fill(marker);
    await dialog.getByLabel(/^Datum/).fill(stockholmWallClock(new Date()).date);
    await dialog.getByLabel(/^Starttid/).fill('00:05');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/clubs\/bris\/sailings\/\d+/);
    await settled(page);
    const sailingId = Number(/\/sailings\/(\d+)/.exec(page.url())![1]);
    await sailingAction(page, 'Publicera');
    await page.getByText('Kommande').first().waitFor();
    await checkPage(page, 'official-sailing-published', vp);

    // Her own token (not the club's) enters two boats and starts it.
    const token = await tokenOf(email, PASSWORD);
    const group = await api<{ id: number }>(token, '/api/start-groups/', {
      sailing: sailingId,
      name: 'SRS',
      start_time: stockholmWallClock(new Date(Date.now() - 30 * 60_000)).time,
      handicap: 'srs',
    });
    for (const sail of ['4101', '4102']) {
      await api(token, '/api/competitors/', {
        sailing: sailingId,
        start_group: group.id,
        name: `Skeppare ${sail}`,
        boat_name: `Båt ${sail}`,
        sail_number: sail,
        rating: 0.9,
      });
    }
    await api(token, `/api/sailings/${sailingId}/start/`, {});

    // Målgång: a finish, and the change log signs it with her name and role.
    const finishUrl = `${baseUrl}/clubs/${CLUB}/sailings/${sailingId}/finish`;
    await page.goto(finishUrl);
    await settled(page);
    await page.getByRole('button', { name: /^Mål 4101\b/ }).click();
    await page.getByText('Alla tider är sparade').waitFor();
    await checkPage(page, 'official-finish', vp);
    await page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailingId}/changes`);
    await settled(page);
    await page.getByText(`Lena ${lastName}, tävlingsledare`).first().waitFor();
    await checkPage(page, 'official-changes', vp);

    // The club removes her; her next tap on Målgång is refused in Swedish.
    await page.goto(finishUrl);
    await settled(page);
    await club.page.reload();
    await settled(club.page);
    await table.getByRole('button', { name: `Ta bort Lena ${lastName}` }).click();
    const confirm = club.page.getByRole('dialog', { name: 'Ta bort funktionär' });
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: email }).count()).toBe(0);

    await page.getByRole('button', { name: /^Mål 4102\b/ }).click();
    const refused = page.getByRole('region', { name: /^Nekade av servern/ });
    await refused.getByText('Du kan bara ändra din egen klubbs uppgifter.').waitFor();
    await checkPage(page, 'official-refused', vp);

    expect(unexpectedErrors(club.errors)).toEqual([]);
    expect(unexpectedErrors(official.errors, [403])).toEqual([]);
    await club.context.close();
    await official.context.close();
  }, 240_000);
});
