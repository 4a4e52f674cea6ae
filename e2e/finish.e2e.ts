import type { Competitor, SailingDetail, StartGroup } from '@segla/core';
import { stockholmWallClock } from '@segla/core/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, DEMO_PASSWORD, loginOnPage, settled, unexpectedErrors } from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const CLUB = 'bris';

let token = '';

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** A started sailing of Bris with `boats` boats in one SRS group that started 30 minutes ago. */
async function startedSailing(name: string, boats: number) {
  const now = stockholmWallClock(new Date(Date.now() - 30 * 60_000));
  const sailing = await api<SailingDetail>('/api/sailings/', {
    method: 'POST',
    body: { name, start_date: stockholmWallClock(new Date()).date, status: 'upcoming' },
  });
  const group = await api<StartGroup>('/api/start-groups/', {
    method: 'POST',
    body: { sailing: sailing.id, name: 'SRS', start_time: now.time, handicap: 'srs' },
  });
  const competitors: Competitor[] = [];
  for (let i = 1; i <= boats; i++) {
    competitors.push(
      await api<Competitor>('/api/competitors/', {
        method: 'POST',
        body: {
          sailing: sailing.id,
          start_group: group.id,
          name: `Skeppare ${i}`,
          boat_name: `Båt ${i}`,
          sail_number: `SWE 91${String(i).padStart(2, '0')}`,
          rating: 0.9 + i / 1000,
        },
      }),
    );
  }
  await api(`/api/sailings/${sailing.id}/start/`, { method: 'POST' });
  return { sailing, competitors };
}

async function removeSailings(prefix: string) {
  const sailings = await api<SailingDetail[]>(`/api/sailings/?club=${CLUB}`);
  for (const sailing of sailings.filter((s) => s.name.startsWith(prefix))) {
    await api(`/api/sailings/${sailing.id}/`, { method: 'DELETE' });
  }
}

/** Taps a boat's "Mål" button and returns the second the page says it recorded. */
async function tapFinish(page: Page, sail: string): Promise<string> {
  await page.getByRole('button', { name: new RegExp(`^Mål ${sail}\\b`) }).click();
  const undo = page.locator('.finish-undo-text');
  await expect.poll(() => undo.textContent()).toContain(sail);
  const text = (await undo.textContent()) ?? '';
  const time = /(\d{2}:\d{2}:\d{2})\s*$/.exec(text)?.[1];
  expect(time, `the undo bar names the recorded second: ${text}`).toBeDefined();
  return time!;
}

async function serverFinishes(sailingId: number): Promise<Map<string, Competitor>> {
  const detail = await api<SailingDetail>(`/api/sailings/${sailingId}/`);
  return new Map(detail.competitors.map((c) => [c.sail_number, c]));
}

function secondsOf(time: string): number {
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

/** 'HH:MM:SS' moved by `seconds` (within the day). */
function shift(time: string, seconds: number): string {
  const total = secondsOf(time) + seconds;
  return [total / 3600, (total % 3600) / 60, total % 60]
    .map((part) => String(Math.floor(part)).padStart(2, '0'))
    .join(':');
}

/** Corrects a boat's finish on the Målgång page ("Ändra", the time to the second, "Spara"). */
async function editFinish(page: Page, sail: string, time: string) {
  await page.getByRole('button', { name: new RegExp(`^Ändra måltid för ${sail}\\b`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Måltid').fill(time);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const PREFIX = 'E2E målgång';

/** Two phones of the club's race officers, each on the sailing's Målgång page. */
async function twoPhonesOn(browser: Browser, sailingId: number) {
  const phones = [
    await openPage(browser, viewports.phone),
    await openPage(browser, viewports.phone),
  ];
  for (const { page } of phones) {
    await loginOnPage(page, baseUrl, `${CLUB}@demo.segla.se`);
    await page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailingId}/finish`);
    await settled(page);
  }
  return phones as [(typeof phones)[0], (typeof phones)[0]];
}

describe('Målgång on a 375 px phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await fetch(`${baseUrl}/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${CLUB}@demo.segla.se`, password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { access: string }).access;
    await removeSailings(PREFIX);
  });
  afterAll(async () => {
    await removeSailings(PREFIX);
    await browser.close();
  });

  it('records taps, a code and an undo, offline too; the server matches every tap; a visitor sees each finish', async () => {
    const { sailing } = await startedSailing(`${PREFIX} 1`, 10);
    const officer = await openPage(browser, viewports.phone);
    const visitor = await openPage(browser, viewports.desktop);
    const page = officer.page;
    await loginOnPage(page, baseUrl, `${CLUB}@demo.segla.se`);
    await page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}/finish`);
    await settled(page);
    await page.getByText('Alla tider är sparade').waitFor();
    await checkPage(page, 'finish-page', 'phone');

    // A visitor follows the result on the home page, as a shared link opens it.
    await visitor.page.goto(`${baseUrl}/?resultat=segling-${sailing.id}`);
    await settled(visitor.page);
    const panel = visitor.page.getByRole('article', { name: `Resultat: ${sailing.name}` });
    await panel.getByRole('row').filter({ hasText: 'Båt 1' }).first().waitFor();

    // Five finishes; each reaches the visitor, timed from the tap.
    const recorded = new Map<string, string>();
    const latencies: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const sail = `SWE 91${String(i).padStart(2, '0')}`;
      const tapped = Date.now();
      recorded.set(sail, await tapFinish(page, sail));
      const row = panel
        .getByRole('row')
        .filter({ hasText: `Båt ${i}` })
        .first();
      await expect
        .poll(async () => (await row.textContent()) ?? '', { timeout: 10_000, interval: 50 })
        .not.toContain('På banan');
      latencies.push(Date.now() - tapped);
      // Taps a second apart, as boats cross the line.
      await page.waitForTimeout(1000);
    }
    console.log(`tap → visitor, ms: ${latencies.join(', ')}`);

    // A code, then an undo of a wrong tap.
    await page.getByRole('button', { name: /^Kod för SWE 9106/ }).click();
    const drawer = page.getByRole('dialog', { name: /^Kod för SWE 9106/ });
    await drawer.getByRole('button', { name: 'DNF', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await tapFinish(page, 'SWE 9107');
    await page.getByRole('button', { name: 'Ångra' }).click();
    await page.getByRole('button', { name: /^Mål SWE 9107\b/ }).waitFor();
    // The undo may itself be a write (when the tap had already left): let it reach the server.
    await page.getByText('Alla tider är sparade').waitFor();

    // Three finishes without a connection: they wait, and are sent when it returns.
    await officer.context.setOffline(true);
    for (const sail of ['SWE 9108', 'SWE 9109', 'SWE 9110']) {
      recorded.set(sail, await tapFinish(page, sail));
      await page.waitForTimeout(1000);
    }
    await page.getByText('3 tider väntar på att skickas').waitFor();
    await checkPage(page, 'finish-page-offline', 'phone');
    // A reload without a connection: the page comes from the phone, the taps still wait.
    await page.reload();
    await page.getByText('3 tider väntar på att skickas').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /^Mål SWE 9101\b/ }).waitFor({ state: 'detached' });
    await officer.context.setOffline(false);
    await page.getByText('Alla tider är sparade').waitFor({ timeout: 30_000 });
    // The visitor sees the three once they are through (measured, reported in the issue note).
    const synced = Date.now();
    for (const boat of ['Båt 8', 'Båt 9', 'Båt 10']) {
      const row = panel.getByRole('row').filter({ hasText: boat }).first();
      await expect
        .poll(async () => (await row.textContent()) ?? '', { timeout: 10_000, interval: 50 })
        .not.toContain('På banan');
    }
    console.log(`sync → visitor sees the three offline finishes, ms: ${Date.now() - synced}`);

    const server = await serverFinishes(sailing.id);
    for (const [sail, time] of recorded) {
      expect(server.get(sail)?.finish_time, sail).toBe(time);
    }
    expect(server.get('SWE 9106')?.code).toBe('DNF');
    expect(server.get('SWE 9107')?.finish_time).toBeNull();

    // Offline, the browser logs each request and live connection it could not make (directly,
    // or through the page's service worker, which answers what it can neither fetch nor find
    // with a failure, such as the server's clock); nothing else may be logged.
    const offline = (error: string) =>
      /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/.test(error) ||
      /^WebSocket connection to .* failed: .*net::ERR_INTERNET_DISCONNECTED$/.test(error);
    expect(unexpectedErrors(officer.errors).filter((error) => !offline(error))).toEqual([]);
    expect(unexpectedErrors(visitor.errors)).toEqual([]);
    await officer.context.close();
    await visitor.context.close();
  }, 240_000);

  it('two phones stamping the same boat end with one finish, the earlier, and a change-log entry', async () => {
    const { sailing } = await startedSailing(`${PREFIX} 2`, 2);
    const [first, second] = await twoPhonesOn(browser, sailing.id);
    // The second phone is offline before the first taps (so the first's finish cannot reach
    // it live and take the boat off its board) and taps a second later: its stamp arrives last.
    await second.context.setOffline(true);
    const earlier = await tapFinish(first.page, 'SWE 9101');
    await second.page.waitForTimeout(1100);
    const later = await tapFinish(second.page, 'SWE 9101');
    expect(later).not.toBe(earlier);
    await first.page.getByText('Alla tider är sparade').waitFor();
    await second.context.setOffline(false);
    await second.page.getByText('Alla tider är sparade').waitFor({ timeout: 30_000 });

    const server = await serverFinishes(sailing.id);
    expect(server.get('SWE 9101')?.finish_time).toBe(earlier);
    const changes = await api<{ status: string; after: string | null }[]>(
      `/api/sailings/${sailing.id}/changes/`,
    );
    expect(changes.filter((c) => c.status === 'kept').map((c) => c.after)).toEqual([later]);
    // Both phones show the one finish.
    for (const { page } of [first, second]) {
      const done = page.getByRole('list', { name: 'Båtar i mål' });
      await expect
        .poll(async () => (await done.textContent()) ?? '', { timeout: 20_000 })
        .toContain(earlier);
    }
    await first.context.close();
    await second.context.close();
  }, 180_000);

  it('a correction synced over another phone’s is a conflict settled with one tap; Ändringar follows live', async () => {
    const { sailing } = await startedSailing(`${PREFIX} 3`, 1);
    const [first, second] = await twoPhonesOn(browser, sailing.id);
    const stamped = await tapFinish(first.page, 'SWE 9101');
    const done = second.page.getByRole('list', { name: 'Båtar i mål' });
    await expect
      .poll(async () => (await done.textContent()) ?? '', { timeout: 20_000 })
      .toContain(stamped);
    // The second phone corrects the time offline; the first corrects it meanwhile, online.
    const theirs = shift(stamped, -4);
    const mine = shift(stamped, -2);
    await second.context.setOffline(true);
    await editFinish(second.page, 'SWE 9101', mine);
    await second.page.getByText('1 tid väntar på att skickas').waitFor();
    await editFinish(first.page, 'SWE 9101', theirs);
    await first.page.getByText('Alla tider är sparade').waitFor();
    expect((await serverFinishes(sailing.id)).get('SWE 9101')?.finish_time).toBe(theirs);

    // The first phone watches the change log.
    await first.page.getByRole('link', { name: 'Ändringar' }).click();
    await first.page.getByRole('heading', { name: 'Alla ändringar' }).waitFor();
    expect(await first.page.getByRole('heading', { name: /^Att lösa/ }).count()).toBe(0);

    // The sync does not overwrite the first phone's correction: it is a conflict.
    await second.context.setOffline(false);
    const refused = second.page.getByRole('region', { name: /^Nekade av servern/ });
    await refused.waitFor({ timeout: 30_000 });
    expect((await serverFinishes(sailing.id)).get('SWE 9101')?.finish_time).toBe(theirs);
    // … and the first phone sees it arrive, without reloading.
    await first.page.getByRole('heading', { name: 'Att lösa (1)' }).waitFor({ timeout: 10_000 });
    await checkPage(first.page, 'the change log with a conflict', 'phone');

    // One tap on the second phone settles it: its time stands.
    await refused.getByRole('button', { name: new RegExp(`^Använd min tid ${mine}`) }).click();
    await refused.waitFor({ state: 'hidden' });
    expect((await serverFinishes(sailing.id)).get('SWE 9101')?.finish_time).toBe(mine);
    await first.page
      .getByRole('heading', { name: /^Att lösa/ })
      .waitFor({ state: 'detached', timeout: 10_000 });

    // The first phone undoes it from the log: its own correction is back.
    await first.page
      .getByRole('button', { name: `Ångra ändringen av Måltid SWE 9101 Båt 1 till ${mine}` })
      .click();
    await first.page.getByText('Ändringen är ångrad.').waitFor();
    expect((await serverFinishes(sailing.id)).get('SWE 9101')?.finish_time).toBe(theirs);
    expect(unexpectedErrors(first.errors)).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 240_000);

  it('starts a pursuit group with "Start nu": the gun is the tapped second, the next starter follows', async () => {
    const today = stockholmWallClock(new Date()).date;
    const inTenMinutes = stockholmWallClock(new Date(Date.now() + 10 * 60_000)).time;
    const sailing = await api<SailingDetail>('/api/sailings/', {
      method: 'POST',
      body: { name: `${PREFIX} jakt`, start_date: today, status: 'upcoming' },
    });
    const group = await api<StartGroup>('/api/start-groups/', {
      method: 'POST',
      body: {
        sailing: sailing.id,
        name: 'Jakt',
        start_time: inTenMinutes,
        handicap: 'srs',
        start_type: 'pursuit',
        pursuit_minutes: 60,
      },
    });
    for (const [i, rating] of [0.9, 1.0, 1.1].entries()) {
      await api('/api/competitors/', {
        method: 'POST',
        body: {
          sailing: sailing.id,
          start_group: group.id,
          name: `Skeppare ${i + 1}`,
          boat_name: `Jakt ${i + 1}`,
          sail_number: `SWE 92${String(i + 1).padStart(2, '0')}`,
          rating,
        },
      });
    }
    const { page, context, errors } = await openPage(browser, viewports.phone);
    await loginOnPage(page, baseUrl, `${CLUB}@demo.segla.se`);
    await page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}/finish`);
    await settled(page);
    const start = page.getByRole('region', { name: 'Jakt' });
    // The slowest boat starts first, at the group's start.
    await expect
      .poll(async () => (await start.textContent()) ?? '')
      .toContain(`Nästa start: SWE 9201 Jakt 1 ${inTenMinutes}`);

    const tappedAt = Date.now();
    await start.getByRole('button', { name: 'Start nu' }).click();
    const groupStart = async () =>
      (await api<SailingDetail>(`/api/sailings/${sailing.id}/`)).start_groups[0]!.start_time;
    await expect.poll(groupStart, { timeout: 20_000 }).not.toBe(inTenMinutes);
    await page.getByText('Alla tider är sparade').waitFor({ timeout: 20_000 });
    const detail = await api<SailingDetail>(`/api/sailings/${sailing.id}/`);
    const gun = detail.start_groups[0]!.start_time!;
    const tapped = stockholmWallClock(new Date(tappedAt)).time;
    // The tap's second on the server's clock (the page stamps at finger-down).
    expect(Math.abs(secondsOf(gun) - secondsOf(tapped))).toBeLessThanOrEqual(2);
    const boats = new Map(detail.start_groups[0]!.competitors.map((c) => [c.sail_number, c]));
    expect(boats.get('SWE 9201')?.start).toBe(gun);
    // The first boat is away; the page names the next, at the time the server computed.
    const second = boats.get('SWE 9202')!;
    await expect
      .poll(async () => (await start.textContent()) ?? '', { timeout: 10_000 })
      .toContain(`Nästa start: SWE 9202 Jakt 2 ${second.start}`);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  }, 120_000);

  it('opens its dialogs after an offline reload: their code, loaded after the page, is kept on the phone', async () => {
    const { sailing } = await startedSailing(`${PREFIX} 4`, 1);
    const { page, context } = await openPage(browser, viewports.phone);
    await loginOnPage(page, baseUrl, `${CLUB}@demo.segla.se`);
    await page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}/finish`);
    await settled(page);
    // No dialog is opened online: what the offline copy holds was fetched ahead.
    await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, {
      timeout: 20_000,
    });
    await page.waitForTimeout(2000);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: /^Mål SWE 9101\b/ }).waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: /^Kod för SWE 9101/ }).click();
    const sheet = page.getByRole('dialog', { name: /^Kod för SWE 9101/ });
    await sheet.getByRole('button', { name: 'DNS', exact: true }).waitFor();
    await sheet.getByRole('button', { name: 'Stäng' }).click();
    await sheet.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Ändra starttid för SRS' }).click();
    const form = page.getByRole('dialog', { name: 'Starttid för SRS' });
    await form.getByLabel('Starttid').waitFor();
    await form.getByRole('button', { name: 'Avbryt' }).click();
    await form.waitFor({ state: 'detached' });
    await context.close();
  }, 120_000);
});
