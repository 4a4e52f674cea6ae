import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, settled, unexpectedErrors, type ViewportName } from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

/**
 * Issue 13, item 1: a new sailor completes her profile, keeps her boats, changes her password,
 * downloads her data and deletes her account, on a phone and on a laptop.
 */

const baseUrl = inject('baseUrl');
const run = Date.now().toString(36);
const FIRST_PASSWORD = 'Havsörn-på-fjärden-7';
const NEW_PASSWORD = 'Ny-kurs-mot-Sandhamn-8';

async function apiLogin(email: string, password: string) {
  const response = await fetch(`${baseUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

async function register(email: string) {
  const response = await fetch(`${baseUrl}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
    body: JSON.stringify({ email, password: FIRST_PASSWORD, club: '', terms: true }),
  });
  expect(response.status).toBe(201);
}

async function loginOnLoginPage(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Lösenord/).fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
}

describe.each(Object.entries(viewports))('a sailor’s settings on %s', (name, viewport) => {
  const vp = name as ViewportName;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('completes the profile, keeps boats, changes the password, downloads and deletes', async () => {
    const email = `installningar-${run}-${vp}@exempel.se`;
    await register(email);
    const { context, page, errors } = await openPage(browser, viewport);

    // After the first login a nameless sailor is asked to complete her profile.
    await loginOnLoginPage(page, email, FIRST_PASSWORD);
    await page.waitForURL(/\/sailors\/[^/]+\/settings$/);
    const settingsUrl = page.url();
    await page
      .getByText('Fyll i ditt namn så att klubbarna och andra seglare hittar dig.')
      .waitFor();
    await checkPage(page, 'settings-first-login', vp);

    // Profil: name and club.
    const profile = page.getByRole('form', { name: 'Profil' });
    await profile.getByRole('button', { name: 'Spara profil' }).click();
    await profile.getByText('Detta fält får inte vara tomt.').first().waitFor();
    await profile.getByLabel(/^Förnamn/).fill('Sigrid');
    await profile.getByLabel(/^Efternamn/).fill(`Strand ${vp}`);
    await profile.getByRole('combobox', { name: 'Klubb' }).click();
    await page.getByRole('option', { name: 'Segelsällskapet Bris' }).click();
    await profile.getByRole('button', { name: 'Spara profil' }).click();
    await page.getByText('Profilen är sparad.').waitFor();
    await page.getByRole('heading', { level: 1, name: `Sigrid Strand ${vp}` }).waitFor();
    await expect(
      page.getByText('Fyll i ditt namn så att klubbarna och andra seglare hittar dig.').count(),
    ).resolves.toBe(0);
    // Now she is listed among the sailors.
    const listed = (await (await fetch(`${baseUrl}/api/sailors/?query=Sigrid`)).json()) as {
      last_name: string;
    }[];
    expect(listed.map((sailor) => sailor.last_name)).toContain(`Strand ${vp}`);

    // Mina båtar: add a boat with a model, see its SRS values, then edit it.
    await page.getByRole('button', { name: 'Lägg till båt' }).click();
    const add = page.getByRole('dialog', { name: 'Lägg till båt' });
    await add.getByLabel(/^Båtnamn/).fill('Vinga');
    await add.getByLabel('Segelnummer').fill('SWE 100');
    await add.getByRole('combobox', { name: 'Båtmodell' }).fill('Folkbåt');
    await page
      .getByRole('option', { name: /^Folkbåt/ })
      .first()
      .click();
    const ratings = add.getByRole('definition');
    await ratings.first().waitFor();
    expect(await add.getByText('Utan flygande segel', { exact: true }).count()).toBe(1);
    expect(await add.getByText('Shorthanded utan flygande segel', { exact: true }).count()).toBe(1);
    await checkPage(page, 'settings-add-boat', vp);
    await add.getByRole('button', { name: 'Lägg till' }).click();
    await page.getByText('Båten är tillagd.').waitFor();
    const boats = page.getByRole('list', { name: 'Mina båtar' });
    await boats.getByText('Vinga').waitFor();

    await boats.getByRole('button', { name: 'Ändra Vinga' }).click();
    const edit = page.getByRole('dialog', { name: 'Ändra båt' });
    await edit.getByLabel('Eget SRS-tal').fill('0,812');
    await edit.getByRole('button', { name: 'Spara' }).click();
    await edit.getByText('Ange mätbrevsåret för det egna SRS-talet.').waitFor();
    await edit.getByLabel('Mätbrevsår').fill('2025');
    await edit.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Båten är sparad.').waitFor();
    await boats.getByText('Eget SRS-tal 0,812, mätbrev 2025').waitFor();
    await checkPage(page, 'settings-boats', vp);

    // Byt lösenord: still signed in afterwards; the old password no longer works.
    const password = page.getByRole('form', { name: 'Byt lösenord' });
    await password.getByLabel(/^Nuvarande lösenord/).fill(FIRST_PASSWORD);
    await password.getByLabel(/^Nytt lösenord/).fill(NEW_PASSWORD);
    await password.getByLabel(/^Upprepa det nya lösenordet/).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Byt lösenord' }).click();
    await page.getByText('Lösenordet är bytt.').waitFor();
    expect(await apiLogin(email, FIRST_PASSWORD)).toBe(401);
    await page.reload();
    await settled(page);
    expect(page.url()).toBe(settingsUrl);
    await page.getByRole('heading', { name: 'Dina uppgifter' }).waitFor();

    // Ladda ner mina uppgifter: a JSON file of her account, profile and boat.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('segla-mina-uppgifter.json');
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      account: { email: string };
      sailor: { first_name: string; club: { name: string } | null };
      boats: { name: string; own_srs: number; certificate_year: number }[];
      entries: unknown[];
      feedback: unknown[];
    };
    expect(data.account.email).toBe(email);
    expect(data.sailor.first_name).toBe('Sigrid');
    expect(data.sailor.club?.name).toBe('Segelsällskapet Bris');
    expect(data.boats).toEqual([
      expect.objectContaining({ name: 'Vinga', own_srs: 0.812, certificate_year: 2025 }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/password_hash|argon2/);

    // Radera mitt konto: a wrong password first, then the right one; she ends up signed out.
    await page.getByRole('button', { name: 'Radera mitt konto' }).click();
    const remove = page.getByRole('dialog', { name: 'Radera mitt konto' });
    await remove
      .getByText(
        'Ditt konto, din profil och dina båtar raderas. Resultat som redan finns behåller ditt namn som klubben skrev in det.',
      )
      .waitFor();
    await remove.getByLabel(/^Nuvarande lösenord/).fill(FIRST_PASSWORD);
    await remove.getByRole('button', { name: 'Radera mitt konto' }).click();
    await remove.getByText('Fel lösenord.').waitFor();
    await checkPage(page, 'settings-delete-account', vp);
    await remove.getByLabel(/^Nuvarande lösenord/).fill(NEW_PASSWORD);
    await remove.getByRole('button', { name: 'Radera mitt konto' }).click();
    await page.getByText('Ditt konto är raderat.').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    expect(await apiLogin(email, NEW_PASSWORD)).toBe(401);
    expect(unexpectedErrors(errors, [400, 401]).join('\n')).toBe('');
    // Her old settings address leads home (the sailor layout's loader meets her profile's 404).
    await page.goto(settingsUrl);
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});
