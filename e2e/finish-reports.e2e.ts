import type { Competitor, SailingDetail, SailingResults, StartGroup } from '@segla/core';
import { stockholmWallClock } from '@segla/core/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, DEMO_PASSWORD, loginOnPage, settled, unexpectedErrors } from './support/app.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

/**
 * Issue 13, item 7: a sailor entered in an ongoing sailing reports her own finish on her phone
 * (offline first: it waits on the phone), the club approves it on the Målgång page, and the
 * sailing's result shows the time.
 */

const baseUrl = inject('baseUrl');
const CLUB = 'bris';
const SAILOR = 'anna.lindqvist@demo.segla.se';
const PREFIX = 'E2E rapport';

async function tokenOf(email: string): Promise<string> {
  const login = await fetch(`${baseUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { access: string }).access;
}

let clubToken = '';

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${init.token ?? clubToken}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** A Bris sailing started 30 minutes ago with Anna's entry and one more boat. */
async function startedSailing(name: string, sailorId: number, reported: string) {
  const started = stockholmWallClock(new Date(Date.now() - 30 * 60_000));
  const sailing = await api<SailingDetail>('/api/sailings/', {
    method: 'POST',
    body: {
      name,
      start_date: stockholmWallClock(new Date()).date,
      status: 'upcoming',
      reported_finishes: reported,
    },
  });
  const group = await api<StartGroup>('/api/start-groups/', {
    method: 'POST',
    body: { sailing: sailing.id, name: 'SRS', start_time: started.time, handicap: 'srs' },
  });
  const anna = await api<Competitor>('/api/competitors/', {
    method: 'POST',
    body: {
      sailing: sailing.id,
      start_group: group.id,
      sailor: sailorId,
      boat_name: 'Vinga',
      sail_number: 'SWE 4711',
      rating: 0.95,
    },
  });
  await api<Competitor>('/api/competitors/', {
    method: 'POST',
    body: {
      sailing: sailing.id,
      start_group: group.id,
      name: 'Per Ek',
      boat_name: 'Kajsa',
      sail_number: 'SWE 4712',
      rating: 1,
    },
  });
  await api(`/api/sailings/${sailing.id}/start/`, { method: 'POST' });
  return { sailing, anna };
}

async function removeSailings() {
  const sailings = await api<SailingDetail[]>(`/api/sailings/?club=${CLUB}`);
  for (const sailing of sailings.filter((s) => s.name.startsWith(PREFIX))) {
    await api(`/api/sailings/${sailing.id}/`, { method: 'DELETE' });
  }
}

function shift(time: string, seconds: number): string {
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  const total = h * 3600 + m * 60 + s + seconds;
  return [total / 3600, (total % 3600) / 60, total % 60]
    .map((part) => String(Math.floor(part)).padStart(2, '0'))
    .join(':');
}

describe('a sailor reports her own finish', () => {
  let browser: Browser;
  let sailorId = 0;
  let sailorToken = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    clubToken = await tokenOf(`${CLUB}@demo.segla.se`);
    sailorToken = await tokenOf(SAILOR);
    const me = await api<{ sailor: { id: number } }>('/auth/users/me/', { token: sailorToken });
    sailorId = me.sailor.id;
    await removeSailings();
  });
  afterAll(async () => {
    await removeSailings();
    await browser.close();
  });

  it('reports on her phone (offline first), the club approves on Målgång, the result shows it', async () => {
    const { sailing, anna } = await startedSailing(`${PREFIX} 1`, sailorId, 'after_approval');
    // The race officer's phone is on the Målgång page before she reports.
    const officer = await openPage(browser, viewports.phone);
    await loginOnPage(officer.page, baseUrl, `${CLUB}@demo.segla.se`);
    await officer.page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}/finish`);
    await settled(officer.page);
    await officer.page.getByText('Alla tider är sparade').waitFor();
    const phone = await openPage(browser, viewports.phone);
    const page = phone.page;
    await loginOnPage(page, baseUrl, SAILOR);
    await page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}`);
    await settled(page);
    const tap = page.getByRole('button', { name: 'Jag har gått i mål' });
    await tap.waitFor();
    await checkPage(page, 'report-finish', 'phone');

    await tap.click();
    const time = page.getByLabel('Måltid');
    const stamped = await time.inputValue();
    expect(stamped).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    // She corrects it to the second she saw on her own watch, and adds a note.
    const reported = shift(stamped, -4);
    await time.fill(reported);
    await page.getByLabel('Kommentar').fill('Gick i mål vid gröna bojen');
    await checkPage(page, 'report-finish-form', 'phone');

    // No coverage at the finish line: the report waits on the phone and says so.
    await phone.context.setOffline(true);
    await page.getByRole('button', { name: 'Skicka' }).click();
    await page
      .getByText(`Ingen anslutning. Din måltid ${reported} är sparad i telefonen`)
      .waitFor();
    await checkPage(page, 'report-finish-offline', 'phone');
    await phone.context.setOffline(false);
    await page
      .getByText(`Din måltid ${reported} är rapporterad. Den räknas när klubben har godkänt den.`)
      .waitFor({ timeout: 30_000 });
    await checkPage(page, 'report-finish-sent', 'phone');

    // Not in the result until approved.
    const before = await api<SailingResults>(`/api/sailings/${sailing.id}/results/`);
    const annaRow = () =>
      before.groups.flatMap((g) => g.rows).find((row) => row.competitor_id === anna.id);
    expect(annaRow()).toMatchObject({ finish_time: null, reported: false });

    // The report reaches the race officer's Målgång page live, marked; one tap approves it.
    const section = officer.page.getByRole('region', { name: /Rapporterade måltider/ });
    await section.getByText('rapporterad', { exact: true }).waitFor();
    await section.getByText('Kommentar: Gick i mål vid gröna bojen').waitFor();
    await checkPage(officer.page, 'report-finish-club', 'phone');
    await section
      .getByRole('button', { name: new RegExp(`^Godkänn ${reported} för SWE 4711`) })
      .click();
    await officer.page.getByText('Måltiden är godkänd.').waitFor();
    await section.waitFor({ state: 'detached' });

    // The result shows her time, no longer marked.
    const result = await openPage(browser, viewports.desktop);
    await loginOnPage(result.page, baseUrl, SAILOR);
    await result.page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}/result`);
    await settled(result.page);
    const row = result.page.getByRole('row').filter({ hasText: 'Vinga' }).first();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain(reported);
    expect(await row.textContent()).not.toContain('rapporterad');
    await checkPage(result.page, 'report-finish-result', 'desktop');

    // Her phone says so too (the live update brings the approval).
    await page
      .getByText(`Din måltid ${reported} är rapporterad. Klubben har godkänt den.`)
      .waitFor({
        timeout: 15_000,
      });

    // Every report and approval is in the change log ("Ändringar"), and cannot be reverted there.
    await officer.page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}/changes`);
    await settled(officer.page);
    await officer.page
      .getByText(/^Rapporterad måltid SWE 4711/)
      .first()
      .waitFor();
    await officer.page
      .getByText(/^Godkänd måltid SWE 4711/)
      .first()
      .waitFor();
    await checkPage(officer.page, 'report-finish-changes', 'phone');
    const changes = await api<{ kind: string }[]>(`/api/sailings/${sailing.id}/changes/`);
    expect(changes.map((change) => change.kind)).toEqual(
      expect.arrayContaining(['report', 'approval', 'finish']),
    );
    for (const { errors } of [phone, officer, result]) expect(unexpectedErrors(errors)).toEqual([]);
    await Promise.all([phone, officer, result].map(({ context }) => context.close()));
  });

  it('counts at once where the club says so: "rapporterad" in the result until approved', async () => {
    const { sailing, anna } = await startedSailing(`${PREFIX} 2`, sailorId, 'immediately');
    const finish = shift(stockholmWallClock(new Date()).time, -60);
    await api(`/api/competitors/${anna.id}/report-finish/`, {
      method: 'POST',
      body: { finish_time: finish },
      token: sailorToken,
    });
    const desktop = await openPage(browser, viewports.desktop);
    await loginOnPage(desktop.page, baseUrl, `${CLUB}@demo.segla.se`);
    await desktop.page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}/result`);
    await settled(desktop.page);
    const row = desktop.page.getByRole('row').filter({ hasText: 'Vinga' }).first();
    await row.getByText('rapporterad').waitFor();
    await checkPage(desktop.page, 'report-finish-counted-result', 'desktop');

    // The Deltagare page lists it with Godkänn and Rätta; a corrected time is approved.
    await desktop.page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}/competitors`);
    await settled(desktop.page);
    const section = desktop.page.getByRole('region', { name: /Rapporterade måltider/ });
    await section.getByText('räknas redan').waitFor();
    await checkPage(desktop.page, 'report-finish-competitors', 'desktop');
    await section.getByRole('button', { name: /^Rätta tiden för SWE 4711/ }).click();
    const corrected = shift(finish, 2);
    await section.getByLabel('Rättad måltid').fill(corrected);
    await section.getByRole('button', { name: 'Godkänn rättad tid' }).click();
    await section.waitFor({ state: 'detached' });
    const results = await api<SailingResults>(`/api/sailings/${sailing.id}/results/`);
    expect(
      results.groups.flatMap((g) => g.rows).find((r) => r.competitor_id === anna.id),
    ).toMatchObject({
      finish_time: corrected,
      reported: false,
    });
    expect(unexpectedErrors(desktop.errors)).toEqual([]);
    await desktop.context.close();
  });
});
