import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../build-test-app.ts';
import { bearer, type Actor } from './accounts.ts';
import { multipartRequest, type MultipartFile } from './uploads.ts';

/** The notice board (issue 30): documents and notices posted through the API. */

/** A board: a sailing's or a series'. */
export type BoardRef = { sailing: number } | { series: number };

/** `/api/sailings/{id}/notices/` or `/api/series/{id}/notices/`. */
export function boardUrl(board: BoardRef): string {
  return 'sailing' in board
    ? `/api/sailings/${board.sailing}/notices/`
    : `/api/series/${board.series}/notices/`;
}

/** A small, valid PDF; each one different (another content hash), unless `text` is given. */
export function pdfDocument(text = `Seglingsföreskrifter ${randomBytes(6).toString('hex')}`) {
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[^\x20-\x7e]/g, '?')}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj',
      `4 0 obj << /Length ${stream.length} >> stream`,
      stream,
      'endstream endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** A file part of a posting's form. */
export function documentFile(
  data: Buffer,
  filename = 'dokument.pdf',
  contentType = 'application/pdf',
): MultipartFile {
  return { filename, contentType, data };
}

/** Posts a document as a browser's form does (multipart), answering whatever the server does. */
export function postDocument(
  t: TestApp,
  actor: Actor | null,
  board: BoardRef,
  fields: { title?: string; document_kind?: string; file?: MultipartFile; [name: string]: unknown },
): Promise<LightMyRequestResponse> {
  const form: Record<string, string | MultipartFile> = { kind: 'document' };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form[name] = value as string | MultipartFile;
  }
  return multipartRequest(
    t,
    { method: 'POST', url: boardUrl(board), headers: actor ? actor.headers : {} },
    form,
  );
}

/** Posts a notice ("Meddelande") as JSON. */
export function postMessage(
  t: TestApp,
  actor: Actor | null,
  board: BoardRef,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: boardUrl(board),
    headers: bearer(actor),
    payload: { kind: 'message', ...payload },
  });
}
