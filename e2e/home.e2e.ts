import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const screenshots = path.join(import.meta.dirname, '..', 'test-results');

describe.each(Object.entries(viewports))('the first page on %s', (name, viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(screenshots, { recursive: true });
  });
  afterAll(() => browser.close());

  it('shows the Swedish page with no errors and no accessibility violations', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    const response = await page.goto(baseUrl);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('sv');
    await expect.poll(() => page.textContent('h1')).toBe('Segla');
    await page.screenshot({ path: path.join(screenshots, `home-${name}.png`), fullPage: true });
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the app for a deep link', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    const response = await page.goto(`${baseUrl}/clubs/ksss/sailings`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.textContent('h1')).toBe('Segla');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the API documentation under the Content-Security-Policy', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}/api/docs`);
    await page.waitForSelector('.swagger-ui .opblock', { timeout: 15_000 });
    expect(await page.locator('.opblock-summary-path').allTextContents()).toContain(
      '/auth/jwt/create/',
    );
    await page.screenshot({ path: path.join(screenshots, `api-docs-${name}.png`) });
    expect(errors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
    await context.close();
  });
});
