import { messages, type Notice, type NoticeCreate, type NoticeUpdate } from '@segla/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldError, notFound, validationError } from '../../http/api-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { storeDocument } from '../files/document-service.ts';
import { assertCanWriteClub, requireSignedIn, signatureIn } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import {
  canSeeSailing,
  canSeeSeries,
  isPublished,
  viewerOf,
  type Viewer,
} from '../visibility/visibility.ts';
import { newPostingMail } from './notice-mail.ts';
import { toNotice, toNotices } from './notice-presenter.ts';
import {
  findBoardSailing,
  findBoardSeries,
  findNotice,
  findNoticeForUpdate,
  insertNotice,
  insertRevision,
  selectEnteredAccounts,
  selectNoticesOfBoard,
  selectRevisions,
  updateNotice,
  type NoticeRow,
} from './notice-repository.ts';

export const WITHDRAWN_NOT_EDITABLE = 'Ett återkallat anslag kan inte ändras.';
export const ALREADY_WITHDRAWN = 'Anslaget är redan återkallat.';
export const DOCUMENT_HAS_NO_TEXT =
  'Ett dokument har ingen text att ändra. Ändra rubriken, eller anslå det nya dokumentet.';

/** What the board service needs besides the database: the outbox and the links' base. */
export interface NoticeDeps extends ServiceDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** A sailing's or a series' board, as its postings are read and written. */
interface Board {
  sailingId: number | null;
  seriesId: number | null;
  clubId: number;
  clubSlug: string;
  clubName: string;
  /** "seglingen"'s or "serien"'s name. */
  name: string;
  /** Seen by everybody (a published sailing, a series with a published sailing). */
  isPublic: boolean;
}

function boardKey(board: Board): { sailingId: number } | { seriesId: number } {
  return board.sailingId !== null ? { sailingId: board.sailingId } : { seriesId: board.seriesId! };
}

/**
 * The official notice board, "Anslagstavla" (docs/product.md §17, issue 30): a sailing's and a
 * series' postings, documents and notices ("Meddelande"). Read by whoever may see the sailing
 * or series; posted, edited and withdrawn by the club's racing officials (the club account,
 * club admins, race officers) and staff. A posting is never silently changed: an edit keeps the
 * earlier wording, a withdrawal only marks it. Each new posting is mailed to the sailors
 * entered, once the board is public.
 */
export class NoticeService {
  constructor(private readonly deps: NoticeDeps) {}

  /** A sailing's board, newest first; 404 for a sailing the caller cannot see. */
  async listForSailing(sailingId: number, user: AuthUser | null): Promise<Notice[]> {
    return this.#list(await this.#sailingBoard(sailingId, viewerOf(user)));
  }

  /** A series' board, newest first; 404 for a series the caller cannot see. */
  async listForSeries(seriesId: number, user: AuthUser | null): Promise<Notice[]> {
    return this.#list(await this.#seriesBoard(seriesId, viewerOf(user)));
  }

  async postToSailing(sailingId: number, input: NoticeCreate, user: AuthUser | null) {
    const signedIn = requireSignedIn(user);
    return this.#post(await this.#sailingBoard(sailingId, viewerOf(signedIn)), input, signedIn);
  }

  async postToSeries(seriesId: number, input: NoticeCreate, user: AuthUser | null) {
    const signedIn = requireSignedIn(user);
    return this.#post(await this.#seriesBoard(seriesId, viewerOf(signedIn)), input, signedIn);
  }

  /**
   * A new wording (a notice's title and text, a document's title): the earlier one is kept in
   * `revisions`, `edited_at` set. Nothing changes, and no revision is kept, when the wording is
   * the same. A withdrawn posting cannot be edited.
   */
  async update(id: number, input: NoticeUpdate, user: AuthUser | null): Promise<Notice> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const { notice, board } = await this.#writable(id, signedIn);
    // The body is read only now: the caller was checked first (decision 0017).
    const { title, text } = input;
    if (notice.kind === 'document') {
      if (text !== undefined) throw fieldError('text', DOCUMENT_HAS_NO_TEXT);
      if (title === '') throw fieldError('title', messages.blank);
    }
    const changed = await db.transaction().execute(async (trx) => {
      const current = await this.#current(trx, id);
      if (current.withdrawn_at !== null) {
        throw validationError({ non_field_errors: [WITHDRAWN_NOT_EDITABLE] });
      }
      const next = { title: title ?? current.title, text: text ?? current.text };
      if (next.title === current.title && next.text === current.text) return false;
      const now = new Date().toISOString();
      await insertRevision(trx, {
        notice_id: id,
        title: current.title,
        text: current.text,
        posted_at: current.edited_at ?? current.posted_at,
        replaced_at: now,
      });
      await updateNotice(trx, id, { ...next, edited_at: now });
      return true;
    });
    if (changed) this.#announce(board);
    return this.#present(id);
  }

  /** "Återkallat": the posting stays on the board, marked with the time and who withdrew it. */
  async withdraw(id: number, user: AuthUser | null): Promise<Notice> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const { board } = await this.#writable(id, signedIn);
    await db.transaction().execute(async (trx) => {
      const current = await this.#current(trx, id);
      if (current.withdrawn_at !== null) {
        throw validationError({ non_field_errors: [ALREADY_WITHDRAWN] });
      }
      await updateNotice(trx, id, {
        withdrawn_at: new Date().toISOString(),
        withdrawn_by: signatureIn(signedIn, board.clubId),
      });
    });
    this.#announce(board);
    return this.#present(id);
  }

  async #list(board: Board): Promise<Notice[]> {
    const { db } = this.deps;
    const rows = await selectNoticesOfBoard(db, boardKey(board));
    const revisions = await selectRevisions(
      db,
      rows.filter((row) => row.edited_at !== null).map((row) => row.id),
    );
    return toNotices(rows, revisions);
  }

  /**
   * Posts to the board: the caller's racing right in the club first (403), then the body. A
   * document's bytes are stored in the posting's transaction, as are the mails to the sailors
   * entered (only when the board is public: nobody entered could read a draft's board).
   */
  async #post(board: Board, input: NoticeCreate, user: AuthUser): Promise<Notice> {
    const { db, mailer } = this.deps;
    assertCanWriteClub(user, board.clubId, 'racing');
    const postedBy = signatureIn(user, board.clubId);
    // Reading the body may throw its field errors (decision 0017): only after the caller's
    // checks, and before the transaction writes anything.
    const posting = { ...input };
    const id = await db.transaction().execute(async (trx) => {
      const file =
        posting.kind === 'document' ? await storeDocument(trx, 'file', posting.file) : null;
      const id = await insertNotice(trx, {
        club_id: board.clubId,
        sailing_id: board.sailingId,
        series_id: board.seriesId,
        kind: posting.kind,
        document_kind: posting.kind === 'document' ? posting.document_kind : null,
        title: posting.title ?? '',
        text: posting.kind === 'message' ? posting.text : '',
        file_name: file?.name ?? null,
        file_type: file?.contentType ?? null,
        file_size: file?.size ?? null,
        user_id: user.id,
        posted_by: postedBy,
        posted_at: new Date().toISOString(),
      });
      if (board.isPublic) await this.#mailEntered(trx, board, posting);
      return id;
    });
    mailer.flush();
    this.#announce(board);
    return this.#present(id);
  }

  /** One mail per sailor account entered in the board's sailing (or series), in `trx`. */
  async #mailEntered(trx: Kysely<DB>, board: Board, posting: NoticeCreate): Promise<void> {
    const { mailer, publicUrl } = this.deps;
    const accounts = await selectEnteredAccounts(trx, boardKey(board));
    if (accounts.length === 0) return;
    const link =
      board.sailingId !== null
        ? `${publicUrl}/clubs/${board.clubSlug}/sailings/${board.sailingId}/board`
        : `${publicUrl}/clubs/${board.clubSlug}/series/${board.seriesId}/board`;
    const mailed = new Set<string>();
    for (const account of accounts) {
      if (mailed.has(account.email)) continue;
      mailed.add(account.email);
      await mailer.enqueue(
        newPostingMail({
          to: account.email,
          clubName: board.clubName,
          board: { kind: board.sailingId !== null ? 'sailing' : 'series', name: board.name },
          posting:
            posting.kind === 'document'
              ? { kind: 'document', documentKind: posting.document_kind, title: posting.title }
              : { kind: 'message', title: posting.title ?? '', text: posting.text },
          link,
        }),
        trx,
      );
    }
  }

  /** After the commit: open boards fetch again (docs/product.md §13). */
  #announce(board: Board): void {
    this.deps.events.emit('board.changed', {
      clubId: board.clubId,
      sailingId: board.sailingId,
      seriesId: board.seriesId,
    });
  }

  /**
   * The posting and its board, if the caller may change it: 404 when she cannot see the board,
   * 403 when she sees it without the club's racing right.
   */
  async #writable(id: number, user: AuthUser): Promise<{ notice: NoticeRow; board: Board }> {
    const notice = await findNotice(this.deps.db, id);
    if (!notice) throw notFound();
    const viewer = viewerOf(user);
    const board =
      notice.sailing_id !== null
        ? await this.#sailingBoard(notice.sailing_id, viewer)
        : await this.#seriesBoard(notice.series_id!, viewer);
    assertCanWriteClub(user, board.clubId, 'racing');
    return { notice, board };
  }

  /** The posting as it is now, locked for the transaction's change; 404 if it is gone. */
  async #current(trx: Kysely<DB>, id: number): Promise<NoticeRow> {
    const current = await findNoticeForUpdate(trx, id);
    if (!current) throw notFound();
    return current;
  }

  async #present(id: number): Promise<Notice> {
    const { db } = this.deps;
    const row = await findNotice(db, id);
    if (!row) throw notFound();
    return toNotice(row, await selectRevisions(db, [id]));
  }

  async #sailingBoard(id: number, viewer: Viewer): Promise<Board> {
    const sailing = await findBoardSailing(this.deps.db, id);
    if (!sailing || !canSeeSailing(viewer, sailing)) throw notFound();
    return {
      sailingId: sailing.id,
      seriesId: null,
      clubId: sailing.club_id,
      clubSlug: sailing.club_slug,
      clubName: sailing.club_name,
      name: sailing.name,
      isPublic: isPublished(sailing),
    };
  }

  async #seriesBoard(id: number, viewer: Viewer): Promise<Board> {
    const series = await findBoardSeries(this.deps.db, id);
    if (!series || !canSeeSeries(viewer, series)) throw notFound();
    return {
      sailingId: null,
      seriesId: series.id,
      clubId: series.club_id,
      clubSlug: series.club_slug,
      clubName: series.club_name,
      name: series.name,
      isPublic: series.has_published_sailing,
    };
  }
}
