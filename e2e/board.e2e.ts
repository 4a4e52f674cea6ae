import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  Competitor,
  CurrentUser,
  Notice,
  Protest,
  SailingDetail,
  SailingResults,
  Series,
  SeriesResults,
  StartGroup,
} from '@segla/core';
import { formatPoints } from '@segla/core/format';
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
const dataDir = inject('dataDir');
const CLUB = 'bris';
const run = Date.now().toString(36);

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, `login of ${email}`).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

async function api<T>(
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return (response.status === 204 ? null : await response.json()) as T;
}

/** A new sailor account (with the demo password, so loginOnPage can use it) and its sailor id. */
async function registerSailor(
  email: string,
): Promise<{ email: string; token: string; id: number }> {
  const response = await fetch(`${baseUrl}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, club: '', terms: true }),
  });
  expect(response.status, `registration of ${email}: ${await response.clone().text()}`).toBe(201);
  const token = await tokenOf(email);
  const me = await api<CurrentUser>(token, '/auth/users/me/');
  expect(me.sailor, 'a registered sailor has a sailor profile').not.toBeNull();
  return { email, token, id: me.sailor!.id };
}

/** Removes, with the club's login, the sailings and series a walk (even a failed one) made. */
async function removeWalkData(token: string, marker: string) {
  const sailings = await api<SailingDetail[]>(token, `/api/sailings/?club=${CLUB}`);
  for (const sailing of sailings.filter((s) => s.name.includes(marker))) {
    await api(token, `/api/sailings/${sailing.id}/`, { method: 'DELETE' });
  }
  const series = await api<Series[]>(token, `/api/series/?club=${CLUB}`);
  for (const serie of series.filter((s) => s.name.includes(marker))) {
    await api(token, `/api/series/${serie.id}/`, { method: 'DELETE' });
  }
}

/** A minimal valid one-page PDF: header, objects, a cross-reference table with true offsets. */
function minimalPdf(): Buffer {
  const content = 'BT /F1 24 Tf 72 760 Td (Seglingsforeskrifter) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R' +
      ' /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A header's MIME encoded words ('=?UTF-8?Q?F=C3=B6rhandling?=') as text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, data) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data as string, 'base64')
          : Buffer.from(
              (data as string)
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            );
      return bytes.toString('utf8');
    });
}

/** The subjects of the mails to `email` in the server's outbox (DATA_DIR/outbox). */
function subjectsTo(email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    // the outbox appears with the first mail
  }
  const subjects: string[] = [];
  for (const file of files) {
    const mail = readFileSync(path.join(outbox, file), 'utf8');
    const head = (mail.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) =>
      new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
    if (header('To').toLowerCase().includes(email.toLowerCase())) {
      subjects.push(decodeWords(header('Subject')));
    }
  }
  return subjects;
}

/** A page's marker survives only as long as the page is not reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (globalThis as unknown as { boardMarker: number }).boardMarker = 1;
  });
}
async function notReloaded(page: Page) {
  const marker = await page.evaluate(
    () => (globalThis as unknown as { boardMarker?: number }).boardMarker,
  );
  expect(marker, 'the sailor’s page was not reloaded').toBe(1);
}

/** Waits until `where` shows `text`, without a reload (the board's websocket). */
async function sees(where: Locator, text: string | RegExp) {
  await expect
    .poll(async () => (await where.textContent()) ?? '', { timeout: 15_000 })
    .toMatch(
      typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text,
    );
}

/**
 * checkPage from the top of the page: a tap on the board scrolls it, and the sticky site header
 * then lies over a button mid-page (axe's target-size counts its links as covering it, and the
 * full-page screenshot shows the header in the middle).
 */
async function checkFromTop(page: Page, name: string, viewport: ViewportName) {
  await page.evaluate(() => {
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0);
  });
  await checkPage(page, name, viewport);
}

describe.each(Object.entries(viewports))('the notice board on %s', (name, viewport) => {
  const vp = name as ViewportName;
  const marker = `E2E anslagstavla ${vp}`;
  const seriesName = `${marker} serie ${run}`;
  const sailingName = `${marker} onsdag ${run}`;
  const emailA = `anslag-a-${run}-${vp}@exempel.se`;
  const emailB = `anslag-b-${run}-${vp}@exempel.se`;
  let browser: Browser;
  let club = '';
  let tmp = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    club = await tokenOf(`${CLUB}@demo.segla.se`);
    await removeWalkData(club, marker);
    tmp = mkdtempSync(path.join(os.tmpdir(), 'segla-board-'));
  });
  afterAll(async () => {
    await removeWalkData(await tokenOf(`${CLUB}@demo.segla.se`), marker);
    await browser.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('posts, files, refuses late, hears, decides and reverts a protest', async () => {
    // 1. Two sailors, a series and a published sailing with their boats and one more.
    const sailorA = await registerSailor(emailA);
    const sailorB = await registerSailor(emailB);
    const series = await api<Series>(club, '/api/series/', { body: { name: seriesName } });
    const sailing = await api<SailingDetail>(club, '/api/sailings/', {
      body: {
        name: sailingName,
        start_date: stockholmWallClock(new Date()).date,
        status: 'upcoming',
        serie: series.id,
      },
    });
    const group = await api<StartGroup>(club, '/api/start-groups/', {
      body: {
        sailing: sailing.id,
        name: 'SRS',
        start_time: stockholmWallClock(new Date(Date.now() - 30 * 60_000)).time,
        handicap: 'srs',
      },
    });
    const entries = [
      { sail: 'SWE 9301', boat: 'Albatross', skipper: 'Anna Anslag', sailor: sailorA.id },
      { sail: 'SWE 9302', boat: 'Brännmanet', skipper: 'Bo Bestrid', sailor: sailorB.id },
      { sail: 'SWE 9303', boat: 'Cirrusmoln', skipper: 'Cia Utan', sailor: null },
    ];
    const boats: Competitor[] = [];
    for (const [index, entry] of entries.entries()) {
      boats.push(
        await api<Competitor>(club, '/api/competitors/', {
          body: {
            sailing: sailing.id,
            start_group: group.id,
            name: entry.skipper,
            boat_name: entry.boat,
            sail_number: entry.sail,
            rating: 0.9 + index / 100,
            ...(entry.sailor === null ? {} : { sailor: entry.sailor }),
          },
        }),
      );
    }
    const [boatA, boatB] = boats as [Competitor, Competitor, Competitor];
    expect(boatA.sailor).toBe(sailorA.id);
    expect(boatB.sailor).toBe(sailorB.id);
    const labelB = `${boatB.sail_number} ${boatB.boat_name}`;
    const boardPath = `/clubs/${CLUB}/sailings/${sailing.id}/board`;

    // 2. Sailor A watches the board; the official posts a document and a message on it.
    const sailor = await openPage(browser, viewport);
    const official = await openPage(browser, viewport);
    const watch = sailor.page;
    const page = official.page;
    await loginOnPage(watch, baseUrl, emailA);
    await watch.goto(`${baseUrl}${boardPath}`);
    await settled(watch);
    await watch.getByText('Inget är anslaget ännu.').waitFor();
    await markPage(watch);
    // The board subscribes as it loads; a moment lets the subscription reach the server.
    await watch.waitForTimeout(300);

    await loginOnPage(page, baseUrl, `${CLUB}@demo.segla.se`);
    await page.goto(`${baseUrl}${boardPath}`);
    await settled(page);
    const pdfPath = path.join(tmp, 'seglingsforeskrifter.pdf');
    writeFileSync(pdfPath, minimalPdf());
    await page.getByRole('button', { name: 'Nytt dokument' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nytt dokument' });
    await dialog.getByLabel(/^Titel/).fill('Seglingsföreskrifter');
    await dialog.getByLabel(/^Typ/).selectOption({ label: 'Seglingsföreskrifter' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /^Fil/ }).click();
    await (await chooser).setFiles(pdfPath);
    await dialog.getByText('seglingsforeskrifter.pdf').waitFor();
    await checkFromTop(page, 'board-document-form', vp);
    await dialog.getByRole('button', { name: 'Anslå' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Nytt meddelande' }).click();
    dialog = page.getByRole('dialog', { name: 'Nytt meddelande' });
    await dialog.getByLabel(/^Rubrik/).fill('Ändrad starttid');
    await dialog.getByLabel(/^Text/).fill('Starten flyttas till 18:45.\nSamling vid klubbhuset.');
    await dialog.getByRole('button', { name: 'Anslå' }).click();
    await dialog.waitFor({ state: 'detached' });

    const watchedNotices = watch.getByRole('list', { name: 'Anslag' });
    await sees(watch.locator('.board'), 'Starten flyttas till 18:45.');
    await sees(watchedNotices, 'Seglingsföreskrifter');
    await sees(watchedNotices, 'Ändrad starttid');
    await notReloaded(watch);
    await checkFromTop(page, 'board-postings', vp);
    await checkFromTop(watch, 'board-postings-sailor', vp);

    // The document opens as the PDF it was: its own type, shown inline.
    const link = watchedNotices.getByRole('link', { name: 'Seglingsföreskrifter' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/media\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    const file = await fetch(new URL(href, baseUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await file.arrayBuffer()).equals(minimalPdf())).toBe(true);
    const popup = sailor.context.waitForEvent('page');
    await link.click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain(href);
    await tab.close();
    const notices = await api<Notice[]>(club, `/api/sailings/${sailing.id}/notices/`);
    expect(notices.map((notice) => notice.kind)).toEqual(['message', 'document']);

    // 3. Started, three finishes, finished: sailor A protests sailor B's boat.
    await api(club, `/api/sailings/${sailing.id}/start/`, { method: 'POST' });
    for (const [index, boat] of boats.entries()) {
      await api(club, `/api/competitors/${boat.id}/update-elapsed-time/`, {
        method: 'PATCH',
        body: {
          finish_time: stockholmWallClock(new Date(Date.now() - (5 - index) * 60_000)).time,
        },
      });
    }
    await api(club, `/api/sailings/${sailing.id}/finish/`, { method: 'POST' });
    const board = watch.locator('.board');
    await sees(watch.locator('.sub-header'), 'Avslutad');
    // The clock appears without a reload: board_update invalidates the sailing.
    await sees(board, /Protesttiden går ut \d\d:\d\d/);

    const protestList = watch.getByRole('list', { name: 'Protester' });
    await watch.getByRole('button', { name: 'Lämna in protest' }).click();
    dialog = watch.getByRole('dialog', { name: 'Lämna in protest' });
    const form = dialog.getByRole('form', { name: 'Lämna in protest' });
    expect(await form.getByLabel(/^Din båt/).inputValue()).toBe(String(boatA.id));
    await form.getByRole('checkbox', { name: labelB }).check();
    await form.getByLabel('Tid för incidenten').fill('18:42');
    await form.getByLabel('Plats').fill('Vid kryssmärket');
    await form.getByLabel('Regler som brutits').fill('10');
    await form
      .getByLabel(/^Beskrivning/)
      .fill('Brännmanet på babords halsar höll inte undan för oss på styrbords halsar.');
    await form.getByRole('checkbox', { name: 'Jag informerade den andra båten' }).check();
    await checkFromTop(watch, 'board-protest-form', vp);
    await form.getByRole('button', { name: 'Lämna in', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await sees(protestList, '1. Protest');
    await sees(protestList, `${boatA.sail_number} ${boatA.boat_name} mot ${labelB}`);
    await sees(protestList, 'Inlämnad');
    await sees(page.getByRole('list', { name: 'Protester' }), `mot ${labelB}`);
    await notReloaded(watch);
    await checkFromTop(watch, 'board-protest-filed', vp);

    // 4. With no protest time left, the next one is refused with the time it ran out.
    await api(club, `/api/sailings/${sailing.id}/`, {
      method: 'PUT',
      body: { id: sailing.id, protest_minutes: 0 },
    });
    await sees(board, /Protesttiden gick ut \d\d:\d\d/);
    await watch.getByRole('button', { name: 'Lämna in protest' }).click();
    dialog = watch.getByRole('dialog', { name: 'Lämna in protest' });
    await dialog.getByRole('checkbox', { name: labelB }).check();
    await dialog.getByLabel(/^Beskrivning/).fill('Brännmanet rundade märket på fel sida.');
    await dialog.getByRole('button', { name: 'Lämna in', exact: true }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /Protesttiden gick ut \d\d:\d\d\./ })
      .waitFor();
    await checkFromTop(watch, 'board-protest-late', vp);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'detached' });
    const protests = await api<Protest[]>(club, `/api/sailings/${sailing.id}/protests/`);
    expect(protests).toHaveLength(1);
    const protest = protests[0]!;

    // 5. The official schedules the hearing: both parties get a mail.
    await page.getByRole('button', { name: 'Utlys förhandling för protest 1' }).click();
    dialog = page.getByRole('dialog', { name: 'Utlys förhandling, protest 1' });
    const tomorrow = stockholmWallClock(new Date(Date.now() + 24 * 3600_000)).date;
    await dialog.getByLabel(/^Tid/).fill(`${tomorrow}T19:00`);
    await dialog.getByLabel(/^Plats/).fill('Klubbhuset, övervåningen');
    await checkFromTop(page, 'board-hearing-form', vp);
    await dialog.getByRole('button', { name: 'Utlys', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const item = page.locator(`#protest-${protest.id}`);
    await sees(item, 'Förhandling utlyst');
    await sees(item, 'Klubbhuset, övervåningen');
    const hearingSubject = `Förhandling: Protest 1 – ${sailingName}`;
    for (const email of [emailA, emailB]) {
      await expect
        .poll(() => subjectsTo(email), { timeout: 15_000, message: `hearing mail to ${email}` })
        .toContain(hearingSubject);
    }
    await sees(protestList, 'Förhandling utlyst');
    await checkFromTop(page, 'board-hearing-scheduled', vp);

    // 6. Upheld: DSQ for sailor B's boat, in the sailing's and the series' results.
    await page.getByRole('button', { name: 'Beslut för protest 1' }).click();
    dialog = page.getByRole('dialog', { name: 'Beslut, protest 1' });
    await dialog.getByRole('radio', { name: 'Bifallen' }).check();
    const row = dialog.getByRole('group', { name: 'Rad 1' });
    await row.getByLabel(/^Båt/).selectOption({ label: labelB });
    expect(await row.getByLabel(/^Kod/).inputValue()).toBe('DSQ');
    await dialog
      .getByLabel('Fastställda fakta')
      .fill('Brännmanet på babords halsar höll inte undan för Albatross.');
    await dialog.getByLabel('Slutsatser').fill('Brännmanet bröt mot regel 10.');
    await dialog.getByLabel('Tillämpliga regler').fill('10');
    await checkFromTop(page, 'board-decision-form', vp);
    await dialog.getByRole('button', { name: 'Spara beslut' }).click();
    await dialog.waitFor({ state: 'detached' });
    await sees(item, 'Beslut: Bifallen');
    await sees(item, `${labelB}: DSQ`);
    await sees(protestList, 'Avgjord');
    await checkFromTop(page, 'board-decided', vp);

    const sailingRow = async () => {
      const results = await api<SailingResults>(club, `/api/sailings/${sailing.id}/results/`);
      return results.groups.flatMap((g) => g.rows).find((r) => r.competitor_id === boatB.id)!;
    };
    const seriesRow = async () => {
      const results = await api<SeriesResults>(club, `/api/series/${series.id}/results/`);
      return results.groups
        .flatMap((g) => g.rows)
        .find((r) => r.sail_number === boatB.sail_number)!;
    };
    const scored = await sailingRow();
    expect(scored).toMatchObject({ code: 'DSQ', protest: { id: protest.id, number: 1 } });
    expect(scored.points).toEqual(expect.any(Number));
    const standing = await seriesRow();
    const race = standing.races.find((r) => r.sailing_id === sailing.id)!;
    expect(race).toMatchObject({ code: 'DSQ', protest: { id: protest.id } });

    const resultUrl = `${baseUrl}/clubs/${CLUB}/sailings/${sailing.id}/result`;
    await page.goto(resultUrl);
    await settled(page);
    let line = page.getByRole('row').filter({ hasText: boatB.boat_name });
    await expect.poll(() => line.textContent()).toContain('DSQ');
    expect((await line.locator('td.points').textContent())?.trim()).toBe(
      formatPoints(scored.points),
    );
    await line.getByRole('link', { name: 'Beslut i protest 1' }).waitFor();
    await checkFromTop(page, 'board-result-dsq', vp);

    await page.goto(`${baseUrl}/clubs/${CLUB}/series/${series.id}/result`);
    await settled(page);
    line = page.getByRole('row').filter({ hasText: boatB.boat_name });
    await expect.poll(() => line.textContent()).toContain(`${formatPoints(race.points)} DSQ`);
    expect((await line.locator('td.points').textContent())?.trim()).toBe(
      formatPoints(standing.net),
    );
    await checkFromTop(page, 'board-series-result-dsq', vp);

    // 7. The decision reverted in the change log: the code goes, everywhere.
    await page.goto(resultUrl);
    await settled(page);
    await page.getByRole('link', { name: 'Ändringar', exact: true }).click();
    await page.waitForURL(/\/changes$/);
    await settled(page);
    await page.getByText('Protestbeslut').first().waitFor();
    await checkFromTop(page, 'board-changes', vp);
    await page.getByRole('button', { name: /^Ångra ändringen av Protestbeslut Protest 1/ }).click();
    await page.getByText('Ångrad').first().waitFor();
    await expect.poll(async () => (await sailingRow()).code).toBeNull();
    expect((await sailingRow()).status).toBe('finished');
    expect((await seriesRow()).races.find((r) => r.sailing_id === sailing.id)?.code).toBeNull();

    await page.goto(resultUrl);
    await settled(page);
    line = page.getByRole('row').filter({ hasText: boatB.boat_name });
    await expect.poll(() => line.textContent()).toMatch(/\d:\d\d:\d\d/);
    expect(await line.textContent()).not.toContain('DSQ');
    await checkFromTop(page, 'board-result-reverted', vp);

    expect(unexpectedErrors(official.errors)).toEqual([]);
    // The late protest's refusal is the 400 she was meant to see.
    expect(unexpectedErrors(sailor.errors, [400])).toEqual([]);
    await sailor.context.close();
    await official.context.close();
  }, 300_000);
});
