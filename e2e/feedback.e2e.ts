import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, settled, type ViewportName } from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe.each(Object.entries(viewports))('feedback on %s', (name, viewport) => {
  const vp = name as ViewportName;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is sent from the feedback tab (or the menu on a phone) and thanked with a toast', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(baseUrl);
    await settled(page);
    if (vp === 'desktop') {
      await page.getByRole('button', { name: 'Feedback' }).click();
    } else {
      // The tab hides on small screens; the menu offers the same.
      expect(await page.locator('.feedback-tab').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Meny', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Meny' });
      await menu.getByRole('searchbox', { name: 'Sök' }).waitFor();
      await checkPage(page, 'menu', vp);
      await menu.getByRole('button', { name: 'Feedback' }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Skicka' }).click();
    await dialog
      .getByText(/obligatoriskt|tomt/)
      .first()
      .waitFor();
    expect(await dialog.getByText(/obligatoriskt|tomt/).count()).toBe(2);
    await checkPage(page, 'feedback-errors', vp);

    await dialog.getByLabel(/^Ämne/).selectOption('Förbättringsförslag');
    await dialog.getByLabel(/^Meddelande/).fill('Visa gärna vinden i resultatlistan.');
    expect(await dialog.getByLabel(/^Meddelande/).getAttribute('rows')).toBe('5');
    await checkPage(page, 'feedback', vp);
    await dialog.getByRole('button', { name: 'Skicka' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Tack för din feedback!' });
    await toast.waitFor();
    await dialog.waitFor({ state: 'detached' });
    await checkPage(page, 'feedback-sent', vp);
    expect(errors).toEqual([]);
    await context.close();
  });
});
