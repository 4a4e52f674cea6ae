import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'Segla-demo-2026';
export const screenshots = path.join(import.meta.dirname, '..', '..', 'test-results');
mkdirSync(screenshots, { recursive: true });

export type ViewportName = 'desktop' | 'phone';

/**
 * Axe with WCAG 2.2 AA: no serious or critical violations. Returns the violations' ids so a
 * caller can see them in the failure message.
 */
export async function expectAccessible(page: Page, label: string) {
  let violations = await seriousViolations(page);
  // A toast closes by itself after a few seconds: if it began fading out while axe measured,
  // its text's contrast was read half-transparent. Measure once more when it has gone.
  if (violations.length > 0 && violations.every(onlyInToasts)) {
    await settled(page);
    violations = await seriousViolations(page);
  }
  const serious = violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}): ${violation.help} – ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(serious).toEqual([]);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

async function seriousViolations(page: Page): Promise<Violation[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

function onlyInToasts(violation: Violation) {
  return violation.nodes.every((node) =>
    node.target.some((selector) => String(selector).includes('mantine-Notification')),
  );
}

/** A full-page screenshot into test-results/ for a human to look at. */
export async function screenshot(page: Page, name: string, viewport: ViewportName) {
  await page.screenshot({
    path: path.join(screenshots, `${name}-${viewport}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** What settled() reads in the page (the e2e project has no DOM types). */
interface AnimatedDocument {
  getAnimations(): {
    playState: string;
    effect: { getComputedTiming(): { iterations?: number } } | null;
  }[];
  querySelectorAll(selector: string): ArrayLike<unknown>;
}

/** Waits until the page has settled (no pending navigation or spinner). */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.nav-progress').waitFor({ state: 'detached' });
  await page.locator('.spinner').first().waitFor({ state: 'detached' });
  // Opening modals and drawers fade in: axe would measure contrast half-way through. Endless
  // animations (the live dot's pulse) never finish and are left out.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: AnimatedDocument }).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // A toast starts from an inline `opacity: 0` a frame before its fade-in runs, when no
  // animation is running yet: wait until every toast is fully shown.
  await page.waitForFunction(() => {
    const browser = globalThis as unknown as {
      document: AnimatedDocument;
      getComputedStyle: (this: void, element: unknown) => { opacity: string };
    };
    return Array.from(browser.document.querySelectorAll('.mantine-Notification-root')).every(
      (toast) => browser.getComputedStyle(toast).opacity === '1',
    );
  });
}

/** Visits, checks accessibility and takes the screenshot. */
export async function visit(page: Page, url: string, name: string, viewport: ViewportName) {
  await page.goto(url);
  await settled(page);
  await checkPage(page, name, viewport);
}

/** Accessibility check and screenshot of what the page shows now. */
export async function checkPage(page: Page, name: string, viewport: ViewportName) {
  // From the top: scrolled down, the sticky top bar covers the tabs, and axe would count them
  // as targets too small to tap.
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  await settled(page);
  await expectAccessible(page, name);
  await screenshot(page, name, viewport);
}

/**
 * Console errors other than the browser's own log of an expected HTTP error answer
 * (e.g. the 401 of a wrong password) — those are the app's business, not page errors.
 */
export function unexpectedErrors(errors: string[], expectedStatuses: number[] = []) {
  return errors.filter(
    (error) =>
      !expectedStatuses.some((status) =>
        error.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );
}

/** Opens the login modal: the profile icon on desktop, the menu on a phone. */
export async function openLoginModal(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') {
    await page.getByRole('button', { name: 'Logga in', exact: true }).first().click();
  } else {
    await page.getByRole('button', { name: 'Meny', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Meny' })
      .getByRole('button', { name: 'Logga in' })
      .click();
  }
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.waitFor();
  return dialog;
}

/** Logs in on the /login page and waits until it has led on. */
export async function loginOnPage(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Lösenord/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await settled(page);
}

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The path of the newest password-reset link mailed to `email` (mail outbox of DATA_DIR). */
export async function resetLinkFor(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {
      // the outbox appears with the first mail
    }
    for (const file of files) {
      const mail = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
      if (!new RegExp(`^To: .*${email.replace(/[.]/g, '\\.')}`, 'mi').test(mail)) continue;
      const match = /\/reset-confirm\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.:-]+/.exec(mail);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset mail to ${email}`);
}
