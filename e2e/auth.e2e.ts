import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkPage,
  DEMO_PASSWORD,
  loginOnPage,
  openLoginModal,
  resetLinkFor,
  settled,
  unexpectedErrors,
  visit,
  type ViewportName,
} from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const run = Date.now().toString(36);

describe.each(Object.entries(viewports))('signing in on %s', (name, viewport) => {
  const vp = name as ViewportName;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers a sailor: refused without the terms, then created with them', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(baseUrl);
    await settled(page);
    const dialog = await openLoginModal(page, vp);
    await checkPage(page, 'login-modal', vp);
    await dialog.getByRole('button', { name: 'Skapa ett här' }).click();
    const register = page.getByRole('dialog', { name: 'Skapa konto' });
    await register.getByRole('heading', { name: 'Registrera dig som seglare' }).waitFor();
    expect(await register.getByRole('button', { name: 'Registrera båtklubb' }).isDisabled()).toBe(
      true,
    );
    const email = `seglare-${run}-${vp}@exempel.se`;
    await register.getByLabel(/^E-post/).fill(`  ${email} `);
    await register.getByLabel(/^Lösenord/).fill('Havsörn-på-fjärden-7');
    await register.getByRole('button', { name: 'Skapa konto' }).click();
    await register.getByText('Du måste godkänna villkoren för att fortsätta').waitFor();
    await checkPage(page, 'register-without-terms', vp);

    // Read and accept the terms in the modal.
    await register.getByRole('button', { name: 'användarvillkoren' }).click();
    const terms = page.getByRole('dialog', { name: 'Användarvillkor' });
    await terms.getByRole('button', { name: 'Godkänn' }).waitFor();
    await checkPage(page, 'login-modal-terms', vp);
    await terms.getByRole('button', { name: 'Godkänn' }).click();
    await register.getByText('Villkoren har godkänts.').waitFor();
    expect(await register.getByRole('checkbox').isChecked()).toBe(true);
    // (an e-mail field drops surrounding spaces itself)
    expect(await register.getByLabel(/^E-post/).inputValue()).toBe(email);

    await register.getByRole('button', { name: 'Skapa konto' }).click();
    const login = page.getByRole('dialog', { name: 'Logga in' });
    await login.getByText('Ditt konto har skapats. Du kan nu logga in.').waitFor();
    expect(await login.getByLabel(/^E-post/).inputValue()).toBe(email);
    await checkPage(page, 'register-done', vp);

    // The new sailor logs in; her profile has no name yet, so she is asked to complete it
    // first (issue 13; the rest of that flow: sailor-settings.e2e.ts).
    await login.getByLabel(/^Lösenord/).fill('Havsörn-på-fjärden-7');
    await login.getByRole('button', { name: 'Logga in', exact: true }).click();
    await login.waitFor({ state: 'detached' });
    await page.waitForURL(/\/sailors\/[^/]+\/settings$/);
    await page
      .getByText('Fyll i ditt namn så att klubbarna och andra seglare hittar dig.')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("logs in as a club and lands on the club's sailings page; logout goes to login", async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(baseUrl);
    await settled(page);
    const dialog = await openLoginModal(page, vp);
    await dialog.getByLabel(/^E-post/).fill('bris@demo.segla.se');
    await dialog.getByLabel(/^Lösenord/).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL(`${baseUrl}/clubs/bris/sailings`);
    await settled(page);
    await page.getByRole('heading', { name: 'Segelsällskapet Bris', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Genomförda' }).waitFor();
    await checkPage(page, 'club-sailings', vp);

    // The profile icon (or the menu on a phone) says 'Min profil' now.
    if (vp === 'desktop') {
      expect(await page.getByRole('link', { name: 'Min profil' }).isVisible()).toBe(true);
    } else {
      await page.getByRole('button', { name: 'Meny', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Meny' })
        .getByRole('link', { name: 'Min profil' })
        .waitFor();
      await checkPage(page, 'menu-logged-in', vp);
      await page.keyboard.press('Escape');
    }

    await page.goto(`${baseUrl}/logout`);
    await page.waitForURL(`${baseUrl}/login`);
    await settled(page);
    await page.getByRole('heading', { name: 'Logga in', level: 1 }).waitFor();
    expect(
      await page.evaluate(() =>
        (
          globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
        ).localStorage.getItem('segla.access'),
      ),
    ).toBeNull();
    await page.goto(`${baseUrl}/sailors`);
    await page.waitForURL(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in as a sailor on the login page and lands on the club page', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await visit(page, `${baseUrl}/login`, 'login-page', vp);
    await loginOnPage(page, baseUrl, 'anna.lindqvist@demo.segla.se');
    expect(new URL(page.url()).pathname).toBe('/clubs/bris/sailings');
    // The login page is for logged-out users.
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/clubs/bris/sailings`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password with the server explanation', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(baseUrl);
    await settled(page);
    const dialog = await openLoginModal(page, vp);
    await dialog.getByLabel(/^E-post/).fill('johan.strand@demo.segla.se');
    await dialog.getByLabel(/^Lösenord/).fill('fel-lösenord-123');
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
    await dialog.getByText('Inget aktivt konto hittades med de angivna uppgifterna.').waitFor();
    expect(await dialog.getByLabel(/^Lösenord/).getAttribute('aria-invalid')).toBe('true');
    await checkPage(page, 'login-wrong-password', vp);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(unexpectedErrors(errors, [401])).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password: link by mail, new password, then login', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    // A fresh account whose password the test may change.
    const email = `glomsk-${run}-${vp}@exempel.se`;
    const created = await page.request.post(`${baseUrl}/auth/users/`, {
      data: { email, password: 'Gammalt-lösen-42', terms: true, club: '' },
    });
    expect(created.status()).toBe(201);

    await page.goto(baseUrl);
    await settled(page);
    const dialog = await openLoginModal(page, vp);
    await dialog.getByRole('button', { name: 'Glömt ditt lösenord?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Återställ lösenord' });
    await forgot.getByText('Ange din e-postadress').waitFor();
    await checkPage(page, 'forgot-password', vp);
    await forgot.getByLabel(/^E-post/).fill(email);
    await forgot.getByRole('button', { name: 'Skicka återställningslänk' }).click();
    const login = page.getByRole('dialog', { name: 'Logga in' });
    await login.getByText(`Ett mail med återställningslänk har skickats till ${email}`).waitFor();

    const link = await resetLinkFor(dataDir, email);
    await visit(page, `${baseUrl}${link}`, 'reset-confirm', vp);
    await page.getByLabel(/^Nytt lösenord/).fill('Nytt-lösen-på-sjön-9');
    await page.getByLabel(/^Upprepa/).fill('Nytt-lösen-på-sjön-9');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Ditt lösenord har ändrats. Du kan nu logga in.').waitFor();
    await checkPage(page, 'reset-done', vp);

    await page.getByLabel(/^E-post/).fill(email);
    await page.getByLabel(/^Lösenord/).fill('Nytt-lösen-på-sjön-9');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    // Her profile has no name yet: the login leads to her settings (issue 13).
    await page.waitForURL(/\/sailors\/[^/]+\/settings$/);

    // The link is spent.
    await page.goto(`${baseUrl}/logout`);
    await page.goto(`${baseUrl}${link}`);
    await settled(page);
    await page.getByLabel(/^Nytt lösenord/).fill('Ännu-ett-lösen-77');
    await page.getByLabel(/^Upprepa/).fill('Ännu-ett-lösen-77');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Länken har redan använts|ogiltig/ })
      .waitFor();
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });
});
