import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BoatModel, SailingDetail } from '@segla/core';
import { addDays, stockholmWallClock } from '@segla/core/time';
import jsQRModule from 'jsqr';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, loginOnPage, screenshot, settled, unexpectedErrors } from './support/app.ts';
import { api as apiCall, token as tokenOf } from './support/api.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';

/** jsqr is CommonJS with its function under `default` (typed as the default export). */
const jsQR = jsQRModule.default;

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const CLUB = 'bris';
const CLUB_EMAIL = 'bris@demo.segla.se';
const SAILOR = 'anna.lindqvist@demo.segla.se';
const CREW = 'magnus.blom@demo.segla.se';
// A sailor without a club role: an official's entry would be the club's, not her own.
const OTHER_SKIPPER = 'marta.ahlgren@demo.segla.se';
const OFFICER = 'lena.hagg@demo.segla.se';

const token = (email: string) => tokenOf(baseUrl, email);
const api = <T>(access: string, method: string, url: string, body?: unknown) =>
  apiCall<T>(baseUrl, access, method, url, body);

/** Every mail to `email` in the server's outbox (DATA_DIR/outbox), parsed. */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    // The outbox appears with the first mail.
  }
  const mails = await Promise.all(
    files.sort().map((file) => simpleParser(readFileSync(path.join(outbox, file)))),
  );
  return mails.filter((mail) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.text.includes(email) : false,
  );
}

/** The newest mail to `email` whose subject matches, waited for. */
async function mailTo(email: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).reverse().find((mail) => subject.test(mail.subject ?? ''));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The path of the first link in a mail's text that starts with `prefix`. */
function linkIn(mail: ParsedMail, prefix: string): string {
  // The server writes its PUBLIC_URL (localhost), the tests reach it by 127.0.0.1.
  const match = new RegExp(`https?://[^/\\s]+(${prefix}[^\\s]*)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return match[1]!;
}

/**
 * Reads the QR code the page shows in `image` the way a phone would: the image drawn on a
 * canvas in the browser, its pixels decoded with jsQR.
 */
async function decodeQr(image: Locator): Promise<string | null> {
  const pixels = await image.evaluate(async (element) => {
    const size = 400;
    const img = element as unknown as { src: string };
    const browser = globalThis as unknown as {
      Image: new () => { src: string; decode(): Promise<void> };
      document: {
        createElement(tag: 'canvas'): {
          width: number;
          height: number;
          getContext(kind: '2d'): {
            fillStyle: string;
            fillRect(x: number, y: number, w: number, h: number): void;
            drawImage(source: unknown, x: number, y: number, w: number, h: number): void;
            getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
          };
        };
      };
    };
    const source = new browser.Image();
    source.src = img.src;
    await source.decode();
    const canvas = browser.document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(source, 0, 0, size, size);
    return Array.from(context.getImageData(0, 0, size, size).data);
  });
  const code = jsQR(Uint8ClampedArray.from(pixels), 400, 400);
  return code?.data ?? null;
}

/** A page's marker survives only as long as the page is not reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (globalThis as unknown as { feesMarker: number }).feesMarker = 1;
  });
}
async function notReloaded(page: Page) {
  const marker = await page.evaluate(
    () => (globalThis as unknown as { feesMarker?: number }).feesMarker,
  );
  expect(marker, 'the page was not reloaded').toBe(1);
}

/** A boat of the demo models with an SRS value for the sailor (the club's fleet takes it). */
async function boatFor(access: string, name: string, sailNumber: string): Promise<number> {
  const models = await api<BoatModel[]>(access, 'GET', '/api/boat-models/');
  const model = models.find((candidate) => candidate.srs_no_flying !== null) ?? models[0]!;
  const boat = await api<{ id: number }>(access, 'POST', '/api/boats/', {
    name,
    sail_number: sailNumber,
    boat_model: model.id,
  });
  return boat.id;
}

/**
 * Issue 31, "Done when": a club sets its Swish number and a 150 kr fee; a sailor enters, pays by
 * the QR code, is marked paid; her crew member confirms from the mail; the race officer keeps the
 * safety tally until the sailing is finished; the results mail comes with her place, and its
 * unsubscribe link stops the next one. Desktop for the club, a 375 px phone for everyone at sea.
 */
describe('fees with Swish, crew lists, the safety tally and mail to sailors', () => {
  let browser: Browser;
  let clubAccess: string;
  let sailorAccess: string;
  let skipperAccess: string;
  let sailing: SailingDetail;
  let nextSailing: SailingDetail | null = null;
  const nextSailings: SailingDetail[] = [];
  const boats: { access: string; id: number }[] = [];
  const stamp = Date.now() % 100_000;
  const annaBoat = `Vindil ${stamp}`;
  const martaBoat = `Tärnan ${stamp}`;
  const annaSail = `SWE ${1000 + (stamp % 1000)}`;
  const martaSail = `SWE ${2000 + (stamp % 1000)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    clubAccess = await token(CLUB_EMAIL);
    sailorAccess = await token(SAILOR);
    skipperAccess = await token(OTHER_SKIPPER);
    boats.push({ access: sailorAccess, id: await boatFor(sailorAccess, annaBoat, annaSail) });
    const martaBoatId = await boatFor(skipperAccess, martaBoat, martaSail);
    boats.push({ access: skipperAccess, id: martaBoatId });
    const date = addDays(stockholmWallClock(new Date()).date, 7);
    sailing = await api<SailingDetail>(clubAccess, 'POST', '/api/sailings/', {
      name: `Avgiftssegling ${stamp}`,
      start_date: date,
      start_time: '18:30',
      status: 'upcoming',
      reg_status: 'open',
    });
    await api(clubAccess, 'POST', '/api/start-groups/', {
      sailing: sailing.id,
      name: 'Alla',
      is_default: true,
    });
    // The other skipper: entered, with the mobile number the tally shows when she is missing.
    const marta = await api<{ sailor: { id: number } | null }>(
      skipperAccess,
      'GET',
      '/auth/users/me/',
    );
    await api(skipperAccess, 'PUT', `/api/sailors/${marta.sailor!.id}/contact/`, {
      mobile_number: '070-123 45 67',
    });
    await api(skipperAccess, 'POST', '/api/competitors/', {
      sailing: sailing.id,
      boat: martaBoatId,
      sail_config: 'srs',
    });
  });

  afterAll(async () => {
    for (const created of [sailing, nextSailing, ...nextSailings]) {
      if (created) {
        await api(clubAccess, 'DELETE', `/api/sailings/${created.id}/`).catch(() => null);
      }
    }
    for (const boat of boats) {
      await api(boat.access, 'DELETE', `/api/boats/${boat.id}/`).catch(() => null);
    }
    await browser?.close();
  });

  it('takes a fee by Swish, lists the crew, counts boats ashore and mails the results', async () => {
    const club = await openPage(browser, viewports.desktop);
    const sailor = await openPage(browser, viewports.phone);
    const sailingPath = `/clubs/${CLUB}/sailings/${sailing.id}`;

    // The club: its Swish number, and a fee of 150 kr on the sailing.
    await loginOnPage(club.page, baseUrl, CLUB_EMAIL);
    await club.page.goto(`${baseUrl}/clubs/${CLUB}/profile`);
    await settled(club.page);
    await club.page.getByRole('button', { name: 'Redigera profil' }).click();
    const profile = club.page.getByRole('dialog', { name: 'Redigera profil' });
    await profile.getByLabel('Swishnummer').fill('123 123 45 67');
    await profile.getByRole('button', { name: 'Spara' }).click();
    await club.page.getByText('Klubbens profil är sparad.').waitFor();
    await club.page.goto(`${baseUrl}${sailingPath}/competitors`);
    await settled(club.page);
    await club.page.getByRole('button', { name: 'Redigera' }).click();
    const form = club.page.getByRole('dialog', { name: /segling/i });
    await form.getByLabel('Anmälningsavgift (kr)', { exact: true }).fill('150');
    await checkPage(club.page, 'fees-sailing-form', 'desktop');
    await form.getByRole('button', { name: 'Spara' }).click();
    await form.waitFor({ state: 'detached' });
    await markPage(club.page);

    // The sailor enters and sees what to pay, as a QR code and as "Betala med Swish".
    await loginOnPage(sailor.page, baseUrl, SAILOR);
    await sailor.page.goto(`${baseUrl}${sailingPath}`);
    await settled(sailor.page);
    const panel = sailor.page.getByRole('region', { name: 'Anmälan' });
    await panel.getByRole('button', { name: 'Anmäl' }).click();
    const dialog = sailor.page.getByRole('dialog', { name: 'Anmäl' });
    await dialog.getByLabel(/^Båt/).selectOption({ label: `${annaBoat} (${annaSail})` });
    await dialog.getByRole('button', { name: 'Anmäl' }).click();
    await sailor.page.getByText('Du är anmäld.', { exact: true }).waitFor();
    const qr = panel.getByRole('img', { name: /^QR-kod för Swish/ });
    await qr.waitFor();
    const decoded = await decodeQr(qr);
    expect(decoded).toMatch(/^C1231234567;150,00;.+;0$/);
    expect(decodeURIComponent(decoded!.split(';')[2]!)).toContain(annaSail);
    const swish = panel.getByRole('link', { name: 'Betala med Swish' });
    expect(await swish.getAttribute('href')).toContain('sw=1231234567');
    await checkPage(sailor.page, 'fees-entered-swish', 'phone');
    const confirmation = await mailTo(SAILOR, /anmäld|anmälan/i);
    expect(confirmation.text).toContain('150');

    // The club marks her paid; she sees "Betald" when she next looks.
    const paid = club.page.getByRole('checkbox', { name: new RegExp(`^Betald: ${annaSail} `) });
    await paid.waitFor({ timeout: 15_000 });
    await paid.check();
    await expect.poll(() => paid.isChecked()).toBe(true);
    await notReloaded(club.page);
    await checkPage(club.page, 'fees-club-paid', 'desktop');
    await sailor.page.reload();
    await settled(sailor.page);
    await panel.getByText('Betald', { exact: true }).waitFor();

    // She adds a Segla sailor to her crew, who confirms from the mail.
    const crewInput = panel.getByLabel('Lägg till i besättningen');
    await crewInput.fill('Magnus');
    // Picking a Segla sailor adds her at once and mails her an invitation.
    await sailor.page.getByRole('option', { name: /Magnus Blom/ }).click();
    await sailor.page.getByText('Inbjudan skickad till Magnus Blom.').waitFor();
    await panel.getByText('Väntar på bekräftelse').waitFor();
    await checkPage(sailor.page, 'crew-invited', 'phone');
    const invitation = await mailTo(CREW, /^Inbjudan till besättningen/);
    const crewPage = await openPage(browser, viewports.phone);
    await loginOnPage(crewPage.page, baseUrl, CREW);
    await crewPage.page.goto(`${baseUrl}${linkIn(invitation, '/crew/')}`);
    await settled(crewPage.page);
    await checkPage(crewPage.page, 'crew-invitation', 'phone');
    await crewPage.page.getByRole('button', { name: 'Bekräfta' }).click();
    await crewPage.page.getByText('Du är med i besättningen.').waitFor();
    await sailor.page.reload();
    await settled(sailor.page);
    await panel.getByText('Magnus Blom').waitFor();
    expect(await panel.getByText('Väntar på bekräftelse').count()).toBe(0);
    await crewPage.context.close();

    // Race day: the race officer marks both boats "Ute" on her phone.
    await api(clubAccess, 'POST', `/api/sailings/${sailing.id}/start/`);
    const officer = await openPage(browser, viewports.phone);
    await loginOnPage(officer.page, baseUrl, OFFICER);
    await officer.page.goto(`${baseUrl}${sailingPath}/safety`);
    await settled(officer.page);
    for (const sail of [annaSail, martaSail]) {
      await officer.page.getByRole('button', { name: new RegExp(`^Ute: ${sail} `) }).click();
    }
    const boatOf = (sail: string) =>
      officer.page
        .getByRole('list', { name: 'Båtar' })
        .getByRole('listitem', { name: new RegExp(`^${sail} `) });
    await expect.poll(() => boatOf(annaSail).textContent()).toContain('Magnus Blom');
    await checkPage(officer.page, 'safety-out', 'phone');

    // Anna is back: "Vi är i land" from her own page.
    await sailor.page.reload();
    await settled(sailor.page);
    await sailor.page.getByRole('button', { name: 'Vi är i land' }).click();
    await sailor.page.getByText('Ni är markerade i land.').waitFor();
    await checkPage(sailor.page, 'safety-sailor-ashore', 'phone');

    // A finish for her, then "Avsluta": Märta's boat is missing, first, red, with her number.
    const detail = await api<SailingDetail>(clubAccess, 'GET', `/api/sailings/${sailing.id}/`);
    const annaEntry = detail.start_groups
      .flatMap((group) => group.competitors)
      .find((competitor) => competitor.sail_number === annaSail)!;
    await api(clubAccess, 'PATCH', `/api/competitors/${annaEntry.id}/update-elapsed-time/`, {
      finish_time: '19:42:10',
    });
    await api(clubAccess, 'POST', `/api/sailings/${sailing.id}/finish/`);
    const first = officer.page.getByRole('list', { name: 'Båtar' }).getByRole('listitem').first();
    await expect
      .poll(() => first.getAttribute('aria-label'), { timeout: 15_000 })
      .toMatch(new RegExp(`^${martaSail} `));
    expect(await first.getAttribute('data-missing')).toBe('true');
    expect(await first.textContent()).toContain('Inte i land');
    expect(await first.textContent()).toContain('Märta Ahlgren');
    const call = first.getByRole('link', { name: /^Ring 070-123 45 67/ });
    expect(await call.getAttribute('href')).toBe('tel:+46701234567');
    expect(await boatOf(annaSail).getAttribute('data-missing')).toBe('false');
    await checkPage(officer.page, 'safety-finished', 'phone');
    await checkPage(club.page, 'fees-club-finished', 'desktop');

    // The results mail: her place, and the unsubscribe link that stops the next one.
    const results = await mailTo(SAILOR, /resultat/i);
    expect(results.text).toMatch(/1:a av \d+/);
    const listUnsubscribe = results.headerLines.find((line) => line.key === 'list-unsubscribe');
    expect(listUnsubscribe?.line).toMatch(
      /^List-Unsubscribe:\s+<https?:\/\/\S+\/api\/unsubscribe\/\S+\/>$/,
    );
    await sailor.page.goto(`${baseUrl}${linkIn(results, '/unsubscribe/')}`);
    await settled(sailor.page);
    await sailor.page.getByRole('button', { name: 'Avregistrera' }).click();
    await sailor.page.getByText(/Du får inte längre/).waitFor();
    await checkPage(sailor.page, 'mail-unsubscribed', 'phone');
    const resultMails = (await mailsTo(SAILOR)).filter((mail) =>
      /resultat/i.test(mail.subject ?? ''),
    ).length;
    nextSailing = await api<SailingDetail>(clubAccess, 'POST', '/api/sailings/', {
      name: `Nästa segling ${stamp}`,
      start_date: sailing.start_date,
      start_time: '19:30',
      status: 'upcoming',
      reg_status: 'open',
    });
    await api(clubAccess, 'POST', '/api/start-groups/', {
      sailing: nextSailing.id,
      name: 'Alla',
      is_default: true,
    });
    const next = await api<{ id: number }>(sailorAccess, 'POST', '/api/competitors/', {
      sailing: nextSailing.id,
      boat: boats[0]!.id,
      sail_config: 'srs',
    });
    await api(clubAccess, 'POST', `/api/sailings/${nextSailing.id}/start/`);
    await api(clubAccess, 'PATCH', `/api/competitors/${next.id}/update-elapsed-time/`, {
      finish_time: '20:40:00',
    });
    await api(clubAccess, 'POST', `/api/sailings/${nextSailing.id}/finish/`);
    // The outbox writes a mail within a second of its commit; give it three.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(
      (await mailsTo(SAILOR)).filter((mail) => /resultat/i.test(mail.subject ?? '')).length,
    ).toBe(resultMails);

    for (const opened of [club, sailor, officer]) {
      expect(unexpectedErrors(opened.errors)).toEqual([]);
    }
    await club.context.close();
    await sailor.context.close();
    await officer.context.close();
  }, 300_000);
  it('keeps the race officer’s taps on the phone offline and sends them once back', async () => {
    const date = stockholmWallClock(new Date()).date;
    const offlineSailing = await api<SailingDetail>(clubAccess, 'POST', '/api/sailings/', {
      name: `Säkerhet offline ${stamp}`,
      start_date: date,
      start_time: '18:00',
      status: 'upcoming',
    });
    nextSailings.push(offlineSailing);
    const group = await api<{ id: number }>(clubAccess, 'POST', '/api/start-groups/', {
      sailing: offlineSailing.id,
      name: 'Alla',
      is_default: true,
    });
    const sails = [`SWE ${3000 + (stamp % 1000)}`, `SWE ${4000 + (stamp % 1000)}`];
    for (const [index, sail] of sails.entries()) {
      await api(clubAccess, 'POST', '/api/competitors/', {
        sailing: offlineSailing.id,
        start_group: group.id,
        name: `Skeppare ${index + 1}`,
        boat_name: `Båt ${index + 1}`,
        sail_number: sail,
        rating: 0.9,
      });
    }
    await api(clubAccess, 'POST', `/api/sailings/${offlineSailing.id}/start/`);

    const officer = await openPage(browser, viewports.phone);
    await loginOnPage(officer.page, baseUrl, OFFICER);
    const { page, context } = officer;
    await page.goto(`${baseUrl}/clubs/${CLUB}/sailings/${offlineSailing.id}/safety`);
    await settled(page);
    await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, {
      timeout: 20_000,
    });
    await page.waitForTimeout(2000);

    await context.setOffline(true);
    await page.getByRole('button', { name: new RegExp(`^Ute: ${sails[0]} `) }).click();
    await page.getByRole('button', { name: new RegExp(`^I land: ${sails[1]} `) }).click();
    await page.getByText('2 tryck väntar på att skickas').waitFor();
    // No axe here: offline, the page may reload itself while axe runs (the same page is checked
    // online above). A screenshot for a human instead.
    await screenshot(page, 'safety-offline', 'phone');
    // A reload without a connection: the page comes from the phone, the taps still wait.
    await page.reload();
    await page.getByText('2 tryck väntar på att skickas').waitFor({ timeout: 20_000 });
    await context.setOffline(false);
    await page.getByText('Alla tryck är sparade').waitFor({ timeout: 30_000 });

    const tally = await api<{ boats: { sail_number: string; state: string }[] }>(
      clubAccess,
      'GET',
      `/api/sailings/${offlineSailing.id}/tally/`,
    );
    const stateOf = (sail: string) => tally.boats.find((boat) => boat.sail_number === sail)?.state;
    expect(stateOf(sails[0]!)).toBe('out');
    expect(stateOf(sails[1]!)).toBe('ashore');

    // Offline, the browser logs each request and live connection it could not make.
    const offline = (error: string) =>
      /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/.test(error) ||
      /^WebSocket connection to .* failed: .*net::ERR_INTERNET_DISCONNECTED$/.test(error);
    expect(unexpectedErrors(officer.errors).filter((error) => !offline(error))).toEqual([]);
    await context.close();
  }, 120_000);
});
