import { z } from 'zod';
import { DOCUMENT_KINDS, NOTICE_KINDS } from '../board/labels.ts';
import { requiredText, text, unionMessage } from './common.ts';

/** Longest title of a posting, and of a notice's text. */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_TEXT_MAX = 5000;

export const NOTICE_FILE_REQUIRED = 'Välj en fil: PDF, PNG eller JPEG.';
export const NOTICE_FILE_TYPE = 'Filen måste vara en PDF, PNG eller JPEG.';
export const NOTICE_FILE_TOO_LARGE = 'Filen får vara högst 10 MB.';

/** An earlier wording of an edited notice, kept visible as changed (docs/product.md §17). */
export const noticeRevisionSchema = z.object({
  title: z.string(),
  text: z.string(),
  /** When this wording was posted, and when it was replaced. */
  posted_at: z.string(),
  replaced_at: z.string(),
});
export type NoticeRevision = z.infer<typeof noticeRevisionSchema>;

/**
 * One posting of a sailing's or a series' notice board (docs/product.md §17): a document (a
 * PDF, PNG or JPEG under `file.url`, served inline) or a notice ("Meddelande") with its text.
 * Times are the server's. A notice is never silently changed: `revisions` holds its earlier
 * wordings, oldest first; a withdrawn posting stays with `withdrawn_at` ("Återkallat").
 */
export const noticeSchema = z.object({
  id: z.number(),
  sailing: z.number().nullable(),
  series: z.number().nullable(),
  kind: z.enum(NOTICE_KINDS),
  document_kind: z.enum(DOCUMENT_KINDS).nullable(),
  title: z.string(),
  text: z.string(),
  file: z
    .object({
      url: z.string(),
      content_type: z.string(),
      size: z.number(),
    })
    .nullable(),
  posted_at: z.string(),
  posted_by: z.string(),
  edited_at: z.string().nullable(),
  revisions: z.array(noticeRevisionSchema),
  withdrawn_at: z.string().nullable(),
  withdrawn_by: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** The file of a document posting: the bytes (a Buffer on the server, a File in a form). */
const documentFileSchema = z
  .instanceof(Uint8Array, { error: unionMessage(NOTICE_FILE_REQUIRED) })
  .refine((value) => value.byteLength > 0, NOTICE_FILE_REQUIRED);

/**
 * `POST /api/sailings/{id}/notices/` and `/api/series/{id}/notices/` (multipart or JSON): a
 * document (`kind` 'document', a title, its kind and the file, checked by its bytes on the
 * server) or a notice (`kind` 'message', its text and an optional title).
 */
export const noticeCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('document'),
      title: requiredText(NOTICE_TITLE_MAX),
      document_kind: z.enum(DOCUMENT_KINDS),
      file: documentFileSchema,
    }),
    z.strictObject({
      kind: z.literal('message'),
      title: text(NOTICE_TITLE_MAX).optional(),
      text: requiredText(NOTICE_TEXT_MAX),
    }),
  ],
  { error: unionMessage('Ange om det är ett dokument eller ett meddelande.') },
);
export type NoticeCreate = z.output<typeof noticeCreateSchema>;

/**
 * `PATCH /api/notices/{id}/`: a new wording of a notice (or a document's title); the earlier one
 * stays visible as changed. A withdrawn posting cannot be edited.
 */
export const noticeUpdateSchema = z
  .strictObject({
    title: text(NOTICE_TITLE_MAX).optional(),
    text: requiredText(NOTICE_TEXT_MAX).optional(),
  })
  .refine((value) => value.title !== undefined || value.text !== undefined, {
    message: 'Ange en ny rubrik eller text.',
  });
export type NoticeUpdate = z.output<typeof noticeUpdateSchema>;
