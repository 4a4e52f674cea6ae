import {
  detailErrorSchema,
  DOCUMENT_MAX_BYTES,
  fieldErrorsSchema,
  NOTICE_FILE_TOO_LARGE,
  NOTICE_FILE_TYPE,
  noticeSchema,
  type Notice,
} from '@segla/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { releaseImages } from '../../src/modules/files/image-service.ts';
import {
  ALREADY_WITHDRAWN,
  DOCUMENT_HAS_NO_TEXT,
  WITHDRAWN_NOT_EDITABLE,
} from '../../src/modules/notices/notice-service.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  countRows,
  createSailing,
  createSeries,
  expectStatus,
  insertCompetitor,
  jpegWithExif,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  makeStaffActor,
  multipartRequest,
  pngImage,
  type SailorActor,
} from '../helpers/factories.ts';
import {
  boardUrl,
  documentFile,
  pdfDocument,
  postDocument,
  postMessage,
  type BoardRef,
} from '../helpers/factories/notices.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const boardSchema = z.array(noticeSchema);

/** Issue 30: the official notice board ("Anslagstavla") of sailings and series. */
describe.each(databaseKinds)('the notice board on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let staff: Actor;
  let officer: SailorActor;
  let committee: SailorActor;
  let sailor: SailorActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Segelsällskapet Tärnan' });
    otherClub = await makeClubActor(t);
    staff = await makeStaffActor(t);
    officer = await makeOfficialActor(t, club.clubId, 'race_officer', {
      firstName: 'Per',
      lastName: 'Andersson',
    });
    committee = await makeOfficialActor(t, club.clubId, 'protest_committee', {
      firstName: 'Eva',
      lastName: 'Berg',
    });
    sailor = await makeSailorActor(t);
  });
  afterAll(() => t.close());

  const published = (payload: Record<string, unknown> = {}) =>
    createSailing(t, club, { status: 'upcoming', name: 'Onsdagssegling', ...payload });
  const draft = () => createSailing(t, club, { name: 'Utkastet' });
  const read = (board: BoardRef, actor: Actor | null) =>
    t.request({ method: 'GET', url: boardUrl(board), headers: bearer(actor) });
  const patch = (id: number, payload: unknown, actor: Actor | null) =>
    t.request({
      method: 'PATCH',
      url: `/api/notices/${id}/`,
      headers: bearer(actor),
      payload: payload as Record<string, unknown>,
    });
  const withdraw = (id: number, actor: Actor | null) =>
    t.request({ method: 'DELETE', url: `/api/notices/${id}/`, headers: bearer(actor) });
  const posted = (response: LightMyRequestResponse): Notice => {
    expectStatus(response, 201);
    return noticeSchema.parse(response.json());
  };
  const answered = (response: LightMyRequestResponse): Notice => {
    expectStatus(response, 200);
    return noticeSchema.parse(response.json());
  };
  const fieldErrors = (response: LightMyRequestResponse) => {
    expectStatus(response, 400);
    return fieldErrorsSchema.parse(response.json()) as Record<string, string[]>;
  };
  const storedFile = (url: string) =>
    t.db
      .selectFrom('stored_files')
      .selectAll()
      .where('name', '=', url.replace('/media/', ''))
      .executeTakeFirst();
  const mailTo = (address: string) =>
    t.db
      .selectFrom('outbound_mail')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();
  /** What a refused request must leave alone. */
  const snapshot = async () => ({
    notices: await t.db.selectFrom('notices').selectAll().orderBy('id').execute(),
    revisions: Number(
      (
        await t.db
          .selectFrom('notice_revisions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    files: await countRows(t, 'stored_files'),
    mails: Number(
      (
        await t.db
          .selectFrom('outbound_mail')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  /** Records the board events emitted while `action` runs. */
  async function boardEvents(action: () => Promise<unknown>) {
    const seen: unknown[] = [];
    const off = t.app.services.events.on('board.changed', (event) => seen.push(event));
    try {
      await action();
    } finally {
      off();
    }
    return seen;
  }

  describe('posting', () => {
    it('posts a PDF, a PNG and a JPEG as documents, stored as sent and typed by their bytes', async () => {
      const sailing = await published();
      const board = { sailing: sailing.id };
      const files = [
        { data: pdfDocument(), type: 'application/pdf', ext: 'pdf', kind: 'instructions' },
        { data: await pngImage(9, 7), type: 'image/png', ext: 'png', kind: 'amendment' },
        { data: await jpegWithExif(), type: 'image/jpeg', ext: 'jpg', kind: 'other' },
      ];
      for (const file of files) {
        // The name and stated type say nothing: the bytes decide.
        const notice = posted(
          await postDocument(t, officer, board, {
            title: `Dokument ${file.ext}`,
            document_kind: file.kind,
            file: documentFile(file.data, 'fil.bin', 'application/octet-stream'),
          }),
        );
        expect(notice).toMatchObject({
          sailing: sailing.id,
          series: null,
          kind: 'document',
          document_kind: file.kind,
          title: `Dokument ${file.ext}`,
          text: '',
          posted_by: 'Per Andersson, tävlingsledare',
          edited_at: null,
          revisions: [],
          withdrawn_at: null,
          withdrawn_by: null,
        });
        expect(notice.file).toMatchObject({ content_type: file.type, size: file.data.length });
        expect(notice.file!.url).toMatch(new RegExp(`^/media/[0-9a-f]{64}\\.${file.ext}$`));
        expect(Date.now() - Date.parse(notice.posted_at)).toBeLessThan(60_000);
        const stored = await storedFile(notice.file!.url);
        expect(stored).toMatchObject({ content_type: file.type, width: null, height: null });
        expect(Buffer.compare(stored!.data, file.data)).toBe(0);
      }
      const list = boardSchema.parse((await read(board, null)).json());
      expect(list.map((notice) => notice.title)).toEqual([
        'Dokument jpg',
        'Dokument png',
        'Dokument pdf',
      ]);
    });

    it('posts a notice as JSON, with or without a title, signed by who posted it', async () => {
      const sailing = await published();
      const board = { sailing: sailing.id };
      const first = posted(
        await postMessage(t, club, board, { title: 'Banändring', text: 'Bana 3 gäller.' }),
      );
      expect(first).toMatchObject({
        kind: 'message',
        document_kind: null,
        title: 'Banändring',
        text: 'Bana 3 gäller.',
        file: null,
        posted_by: 'Klubbkontot',
      });
      const untitled = posted(
        await postMessage(t, staff, board, { text: '  Skepparmöte 17.30  ' }),
      );
      expect(untitled).toMatchObject({ title: '', text: 'Skepparmöte 17.30' });
      const list = boardSchema.parse((await read(board, sailor)).json());
      expect(list.map((notice) => notice.id)).toEqual([untitled.id, first.id]);
    });

    it('posts a notice through a form (multipart) too', async () => {
      const sailing = await published();
      const response = await multipartRequest(
        t,
        { method: 'POST', url: boardUrl({ sailing: sailing.id }), headers: officer.headers },
        { kind: 'message', text: 'Startlinjen är flyttad.' },
      );
      expect(posted(response)).toMatchObject({ kind: 'message', text: 'Startlinjen är flyttad.' });
    });

    it('posts on a series’ board', async () => {
      const series = await createSeries(t, club, { name: 'Vårserien' });
      await published({ serie: series.id });
      const notice = posted(
        await postMessage(t, officer, { series: series.id }, { text: 'Prisutdelning fredag.' }),
      );
      expect(notice).toMatchObject({ sailing: null, series: series.id });
      const list = boardSchema.parse((await read({ series: series.id }, null)).json());
      expect(list.map((row) => row.id)).toEqual([notice.id]);
    });

    it('announces every write after it commits', async () => {
      const sailing = await published();
      let id = 0;
      expect(
        await boardEvents(async () => {
          id = posted(await postMessage(t, club, { sailing: sailing.id }, { text: 'Hej' })).id;
        }),
      ).toEqual([{ clubId: club.clubId, sailingId: sailing.id, seriesId: null }]);
      expect(
        await boardEvents(async () => answered(await patch(id, { text: 'Hej igen' }, club))),
      ).toHaveLength(1);
      expect(await boardEvents(async () => answered(await withdraw(id, club)))).toHaveLength(1);
      const series = await createSeries(t, club);
      expect(
        await boardEvents(async () =>
          posted(await postMessage(t, club, { series: series.id }, { text: 'Hej' })),
        ),
      ).toEqual([{ clubId: club.clubId, sailingId: null, seriesId: series.id }]);
    });
  });

  describe('who may read', () => {
    it('shows a published sailing’s board to everybody, a draft’s to its club and staff', async () => {
      const open = await published();
      const hidden = await draft();
      posted(await postMessage(t, club, { sailing: hidden.id }, { text: 'Inte än.' }));
      for (const actor of [null, sailor, otherClub, committee]) {
        expectStatus(await read({ sailing: open.id }, actor), 200);
      }
      for (const actor of [null, sailor, otherClub]) {
        const response = await read({ sailing: hidden.id }, actor);
        expectStatus(response, 404);
        detailErrorSchema.parse(response.json());
      }
      for (const actor of [club, officer, committee, staff]) {
        const list = boardSchema.parse((await read({ sailing: hidden.id }, actor)).json());
        expect(list).toHaveLength(1);
      }
      expectStatus(await read({ sailing: 999_999 }, staff), 404);
      expectStatus(await read({ series: 999_999 }, staff), 404);
      expectStatus(await t.request({ method: 'GET', url: '/api/sailings/abc/notices/' }), 404);
    });

    it('shows a series’ board once one of its sailings is published', async () => {
      const series = await createSeries(t, club);
      expectStatus(await read({ series: series.id }, null), 404);
      expectStatus(await read({ series: series.id }, club), 200);
      await published({ serie: series.id });
      expectStatus(await read({ series: series.id }, null), 200);
    });
  });

  describe('who may write', () => {
    it('lets the club account, a club admin, a race officer and staff post', async () => {
      const sailing = await published();
      const admin = await makeOfficialActor(t, club.clubId, 'club_admin', {
        firstName: 'Lena',
        lastName: 'Hägg',
      });
      const signatures = [];
      for (const actor of [club, admin, officer, staff]) {
        const notice = posted(await postMessage(t, actor, { sailing: sailing.id }, { text: 'A' }));
        signatures.push(notice.posted_by);
      }
      expect(signatures.slice(0, 3)).toEqual([
        'Klubbkontot',
        'Lena Hägg, klubbadministratör',
        'Per Andersson, tävlingsledare',
      ]);
    });

    it('refuses the protest committee, a sailor and another club (403), anonymous (401), and changes nothing', async () => {
      const sailing = await published();
      const hidden = await draft();
      const notice = posted(await postMessage(t, club, { sailing: sailing.id }, { text: 'Hej' }));
      const before = await snapshot();
      for (const actor of [committee, sailor, otherClub]) {
        for (const response of [
          await postMessage(t, actor, { sailing: sailing.id }, { text: 'Nej' }),
          await postDocument(
            t,
            actor,
            { sailing: sailing.id },
            {
              title: 'Nej',
              document_kind: 'other',
              file: documentFile(pdfDocument()),
            },
          ),
          await patch(notice.id, { text: 'Nej' }, actor),
          await withdraw(notice.id, actor),
        ]) {
          expectStatus(response, 403);
          detailErrorSchema.parse(response.json());
        }
      }
      // A body that fails its schema is still a 403 first (decision 0017).
      expectStatus(await postMessage(t, sailor, { sailing: sailing.id }, { text: '' }), 403);
      for (const response of [
        await postMessage(t, null, { sailing: sailing.id }, { text: 'Nej' }),
        await patch(notice.id, { text: 'Nej' }, null),
        await withdraw(notice.id, null),
      ]) {
        expectStatus(response, 401);
      }
      // A draft another club cannot see: 404, as if it did not exist.
      expectStatus(await postMessage(t, otherClub, { sailing: hidden.id }, { text: 'Nej' }), 404);
      expectStatus(await postMessage(t, club, { sailing: 999_999 }, { text: 'Nej' }), 404);
      expectStatus(await patch(999_999, { text: 'Nej' }, club), 404);
      expectStatus(await withdraw(999_999, club), 404);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses another club’s draft posting with 404', async () => {
      const hidden = await draft();
      const notice = posted(await postMessage(t, club, { sailing: hidden.id }, { text: 'Hej' }));
      expectStatus(await patch(notice.id, { text: 'Nej' }, otherClub), 404);
      expectStatus(await withdraw(notice.id, sailor), 404);
    });
  });

  describe('bad input', () => {
    let board: BoardRef;
    beforeAll(async () => {
      board = { sailing: (await published()).id };
    });

    it('refuses a text file named .pdf and stated as a PDF, and stores nothing', async () => {
      const before = await snapshot();
      const response = await postDocument(t, club, board, {
        title: 'Föreskrifter',
        document_kind: 'instructions',
        file: documentFile(Buffer.from('Detta är bara text.\n'), 'foreskrifter.pdf'),
      });
      expect(fieldErrors(response)).toEqual({ file: [NOTICE_FILE_TYPE] });
      // Neither a GIF nor a WebP is a document either.
      const webp = await postDocument(t, club, board, {
        title: 'Bild',
        document_kind: 'other',
        file: documentFile(
          Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'),
          'bild.png',
          'image/png',
        ),
      });
      expect(fieldErrors(webp)).toEqual({ file: [NOTICE_FILE_TYPE] });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a document over 10 MB with 413, and stores nothing', async () => {
      const before = await snapshot();
      const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
      big.write('%PDF-1.4\n', 'latin1');
      const response = await postDocument(t, club, board, {
        title: 'Stor',
        document_kind: 'other',
        file: documentFile(big),
      });
      expectStatus(response, 413);
      expect(response.json()).toEqual({ detail: NOTICE_FILE_TOO_LARGE });
      expect(await snapshot()).toEqual(before);
    });

    it('takes a document of exactly 10 MB', async () => {
      const exact = Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20);
      pdfDocument().copy(exact);
      const notice = posted(
        await postDocument(t, club, board, {
          title: 'Precis 10 MB',
          document_kind: 'other',
          file: documentFile(exact),
        }),
      );
      expect(notice.file?.size).toBe(DOCUMENT_MAX_BYTES);
    });

    it('refuses a missing title, kind, file or text, an unknown kind, and text on a document', async () => {
      const before = await snapshot();
      const file = documentFile(pdfDocument());
      expect(
        Object.keys(
          fieldErrors(await postDocument(t, club, board, { document_kind: 'other', file })),
        ),
      ).toEqual(['title']);
      expect(
        Object.keys(
          fieldErrors(
            await postDocument(t, club, board, { title: '  ', document_kind: 'other', file }),
          ),
        ),
      ).toEqual(['title']);
      expect(
        Object.keys(fieldErrors(await postDocument(t, club, board, { title: 'A', file }))),
      ).toEqual(['document_kind']);
      expect(
        Object.keys(
          fieldErrors(
            await postDocument(t, club, board, { title: 'A', document_kind: 'poster', file }),
          ),
        ),
      ).toEqual(['document_kind']);
      expect(
        Object.keys(
          fieldErrors(await postDocument(t, club, board, { title: 'A', document_kind: 'other' })),
        ),
      ).toEqual(['file']);
      expect(
        Object.keys(
          fieldErrors(
            await postDocument(t, club, board, {
              title: 'A',
              document_kind: 'other',
              text: 'En text',
              file,
            }),
          ),
        ),
      ).toEqual(['text']);
      // A document as JSON cannot carry its bytes.
      expect(
        Object.keys(
          fieldErrors(
            await postMessage(t, club, board, {
              kind: 'document',
              title: 'A',
              document_kind: 'other',
              file: 'JVBERi0=',
            }),
          ),
        ),
      ).toEqual(['file']);
      expect(Object.keys(fieldErrors(await postMessage(t, club, board, {})))).toEqual(['text']);
      expect(
        Object.keys(fieldErrors(await postMessage(t, club, board, { text: 'A', kind: 'poster' }))),
      ).toEqual(['kind']);
      const missingKind = await t.request({
        method: 'POST',
        url: boardUrl(board),
        headers: club.headers,
        payload: { text: 'A' },
      });
      expect(Object.keys(fieldErrors(missingKind))).toEqual(['kind']);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('editing and withdrawing', () => {
    it('keeps each earlier wording, oldest first, and marks the posting as edited', async () => {
      const sailing = await published();
      const notice = posted(
        await postMessage(t, club, { sailing: sailing.id }, { title: 'Start', text: '18.00' }),
      );
      const once = answered(await patch(notice.id, { text: '18.30' }, officer));
      expect(once).toMatchObject({ title: 'Start', text: '18.30' });
      expect(once.edited_at).not.toBeNull();
      expect(once.revisions).toEqual([
        { title: 'Start', text: '18.00', posted_at: notice.posted_at, replaced_at: once.edited_at },
      ]);
      const twice = answered(await patch(notice.id, { title: 'Ny start', text: '19.00' }, club));
      expect(twice.revisions).toEqual([
        once.revisions[0],
        { title: 'Start', text: '18.30', posted_at: once.edited_at, replaced_at: twice.edited_at },
      ]);
      // The same wording again changes nothing and keeps no revision.
      const same = answered(await patch(notice.id, { text: '19.00' }, club));
      expect(same).toEqual(twice);
      const list = boardSchema.parse((await read({ sailing: sailing.id }, null)).json());
      expect(list.find((row) => row.id === notice.id)).toEqual(twice);
    });

    it('edits a document’s title, but never its text', async () => {
      const sailing = await published();
      const document = posted(
        await postDocument(
          t,
          club,
          { sailing: sailing.id },
          {
            title: 'Inbjudan',
            document_kind: 'invitation',
            file: documentFile(pdfDocument()),
          },
        ),
      );
      const before = await snapshot();
      expect(fieldErrors(await patch(document.id, { text: 'Ny text' }, club))).toEqual({
        text: [DOCUMENT_HAS_NO_TEXT],
      });
      expect(Object.keys(fieldErrors(await patch(document.id, { title: '' }, club)))).toEqual([
        'title',
      ]);
      expect(Object.keys(fieldErrors(await patch(document.id, {}, club)))).toEqual([
        'non_field_errors',
      ]);
      expect(
        Object.keys(fieldErrors(await patch(document.id, { title: 'A', file: 'x' }, club))),
      ).toEqual(['file']);
      expect(await snapshot()).toEqual(before);
      const renamed = answered(await patch(document.id, { title: 'Inbjudan, rättad' }, club));
      expect(renamed).toMatchObject({ title: 'Inbjudan, rättad', file: document.file });
      expect(renamed.revisions).toHaveLength(1);
    });

    it('withdraws once ("Återkallat"): the posting stays, and cannot be edited', async () => {
      const sailing = await published();
      const notice = posted(await postMessage(t, club, { sailing: sailing.id }, { text: 'Hej' }));
      const withdrawn = answered(await withdraw(notice.id, officer));
      expect(withdrawn.withdrawn_by).toBe('Per Andersson, tävlingsledare');
      expect(Date.now() - Date.parse(withdrawn.withdrawn_at!)).toBeLessThan(60_000);
      expect({ ...withdrawn, withdrawn_at: null, withdrawn_by: null }).toEqual(notice);
      const before = await snapshot();
      expect(fieldErrors(await withdraw(notice.id, club))).toEqual({
        non_field_errors: [ALREADY_WITHDRAWN],
      });
      expect(fieldErrors(await patch(notice.id, { text: 'Hej igen' }, club))).toEqual({
        non_field_errors: [WITHDRAWN_NOT_EDITABLE],
      });
      expect(await snapshot()).toEqual(before);
      const list = boardSchema.parse((await read({ sailing: sailing.id }, null)).json());
      expect(list.find((row) => row.id === notice.id)).toEqual(withdrawn);
    });
  });

  describe('mail', () => {
    it('mails each sailor entered with an account once per new posting, and nobody else', async () => {
      const sailing = await published({ name: 'Tisdagsracet' });
      const entered = await makeSailorActor(t);
      const second = await makeSailorActor(t);
      const inactive = await makeSailorActor(t);
      const elsewhere = await makeSailorActor(t);
      const other = await published();
      await insertCompetitor(t.db, { sailingId: sailing.id, sailorId: entered.sailorId });
      await insertCompetitor(t.db, { sailingId: sailing.id, sailorId: second.sailorId });
      await insertCompetitor(t.db, { sailingId: sailing.id, sailorId: inactive.sailorId });
      await t.db
        .updateTable('users')
        .set({ is_active: false })
        .where('id', '=', inactive.userId)
        .execute();
      // A competitor without an account, and a sailor entered in another sailing.
      await insertCompetitor(t.db, { sailingId: sailing.id, name: 'Utan Konto' });
      await insertCompetitor(t.db, { sailingId: other.id, sailorId: elsewhere.sailorId });
      const mailsBefore = (await snapshot()).mails;

      const notice = posted(
        await postMessage(
          t,
          officer,
          { sailing: sailing.id },
          {
            title: 'Ändrad starttid',
            text: 'Första start 18.40.',
          },
        ),
      );
      expect((await snapshot()).mails - mailsBefore).toBe(2);
      const [mail] = await mailTo(entered.email);
      expect(await mailTo(second.email)).toHaveLength(1);
      expect(await mailTo(inactive.email)).toHaveLength(0);
      expect(await mailTo(elsewhere.email)).toHaveLength(0);
      expect(mail!.subject).toBe('Nytt på anslagstavlan: Ändrad starttid – Tisdagsracet');
      expect(mail!.text_body).toContain('Segelsällskapet Tärnan');
      expect(mail!.text_body).toContain('Första start 18.40.');
      expect(mail!.text_body).toContain(
        `https://segla.example/clubs/${club.slug}/sailings/${sailing.id}/board`,
      );

      // Edits and withdrawals mail nobody.
      answered(await patch(notice.id, { text: 'Första start 18.50.' }, club));
      answered(await withdraw(notice.id, club));
      expect(await mailTo(entered.email)).toHaveLength(1);

      // A document: its kind and title.
      posted(
        await postDocument(
          t,
          club,
          { sailing: sailing.id },
          {
            title: 'SI 2026',
            document_kind: 'instructions',
            file: documentFile(pdfDocument()),
          },
        ),
      );
      const mails = await mailTo(entered.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe('Nytt på anslagstavlan: SI 2026 – Tisdagsracet');
      expect(mails[1]!.text_body).toContain('Seglingsföreskrifter: SI 2026');
    });

    it('mails a series’ posting to those entered in any of its sailings, once each', async () => {
      const series = await createSeries(t, club, { name: 'Kvällsserien' });
      const first = await published({ serie: series.id });
      const second = await published({ serie: series.id });
      const both = await makeSailorActor(t);
      const one = await makeSailorActor(t);
      await insertCompetitor(t.db, { sailingId: first.id, sailorId: both.sailorId });
      await insertCompetitor(t.db, { sailingId: second.id, sailorId: both.sailorId });
      await insertCompetitor(t.db, { sailingId: second.id, sailorId: one.sailorId });
      posted(await postMessage(t, club, { series: series.id }, { text: 'Prisutdelning.' }));
      const [mail] = await mailTo(both.email);
      expect(await mailTo(both.email)).toHaveLength(1);
      expect(await mailTo(one.email)).toHaveLength(1);
      expect(mail!.subject).toBe('Nytt på anslagstavlan: Meddelande – Kvällsserien');
      expect(mail!.text_body).toContain(
        `https://segla.example/clubs/${club.slug}/series/${series.id}/board`,
      );
    });

    it('mails nobody about a posting on a draft', async () => {
      const hidden = await draft();
      const entered = await makeSailorActor(t);
      await insertCompetitor(t.db, { sailingId: hidden.id, sailorId: entered.sailorId });
      posted(await postMessage(t, club, { sailing: hidden.id }, { text: 'Utkast.' }));
      expect(await mailTo(entered.email)).toHaveLength(0);
    });
  });

  describe('the document as served', () => {
    it('is shown inline, with its type and a safe file name made from its title', async () => {
      const sailing = await published();
      const data = pdfDocument();
      const notice = posted(
        await postDocument(
          t,
          club,
          { sailing: sailing.id },
          {
            title: 'Seglingsföreskrifter "Ö-racet"; del 1/2',
            document_kind: 'instructions',
            file: documentFile(data),
          },
        ),
      );
      const response = await t.request({ method: 'GET', url: notice.file!.url });
      expectStatus(response, 200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        'inline; filename="Seglingsforeskrifter O-racet _ del 1 2.pdf"; ' +
          "filename*=UTF-8''Seglingsf%C3%B6reskrifter%20%C3%96-racet%20%3B%20del%201%202.pdf",
      );
      expect(Buffer.compare(response.rawPayload, data)).toBe(0);
    });

    it('keeps a PNG document served as an image, under its title', async () => {
      const sailing = await published();
      const notice = posted(
        await postDocument(
          t,
          club,
          { sailing: sailing.id },
          {
            title: 'Banskiss',
            document_kind: 'other',
            file: documentFile(await pngImage(5, 5, { r: 1, g: 2, b: 3 }), 'a.png', 'image/png'),
          },
        ),
      );
      const response = await t.request({ method: 'GET', url: notice.file!.url });
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="Banskiss.png"; filename*=UTF-8''Banskiss.png`,
      );
    });

    it('is never deleted as an unreferenced file, even when an image of the same bytes is let go', async () => {
      const sailing = await published();
      const png = await pngImage(6, 6, { r: 200, g: 10, b: 10 });
      const notice = posted(
        await postDocument(
          t,
          club,
          { sailing: sailing.id },
          {
            title: 'Karta',
            document_kind: 'other',
            file: documentFile(png, 'karta.png', 'image/png'),
          },
        ),
      );
      const name = notice.file!.url.replace('/media/', '');
      await releaseImages(t.db, [name]);
      expect(await storedFile(notice.file!.url)).toBeDefined();
      // Withdrawn, it stays on the board, and so does its file.
      answered(await withdraw(notice.id, club));
      await releaseImages(t.db, [name]);
      expectStatus(await t.request({ method: 'GET', url: notice.file!.url }), 200);
    });
  });
});
