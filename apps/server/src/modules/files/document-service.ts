import { createHash } from 'node:crypto';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  NOTICE_FILE_TOO_LARGE,
  NOTICE_FILE_TYPE,
  type DocumentContentType,
} from '@segla/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { insertFileIfAbsent } from './file-repository.ts';

/** A document as stored: its name under /media/, its type and its size in bytes. */
export interface StoredDocument {
  name: string;
  contentType: DocumentContentType;
  size: number;
}

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

function startsWith(data: Uint8Array, signature: Buffer): boolean {
  return (
    data.byteLength >= signature.length && signature.equals(data.subarray(0, signature.length))
  );
}

/**
 * The type of a notice-board document, read from its first bytes (never its name or the type
 * the browser stated): a PDF, a PNG or a JPEG; null for anything else.
 */
export function documentTypeOf(data: Uint8Array): DocumentContentType | null {
  if (startsWith(data, PDF)) return 'application/pdf';
  if (startsWith(data, PNG)) return 'image/png';
  if (startsWith(data, JPEG)) return 'image/jpeg';
  return null;
}

/**
 * Checks a document by its bytes and stores them as they are (a posted document is the club's
 * official wording: never re-encoded) under their content hash, `<sha256>.<ext>`. A type the
 * board does not take is a 400 on `field`; above DOCUMENT_MAX_BYTES a 413 (the upload limit
 * refuses such a file before this is reached). Call it in the transaction of the posting.
 */
export async function storeDocument(
  db: Kysely<DB>,
  field: string,
  data: Uint8Array,
): Promise<StoredDocument> {
  if (data.byteLength > DOCUMENT_MAX_BYTES) {
    throw new ApiError(413, { detail: NOTICE_FILE_TOO_LARGE });
  }
  const contentType = documentTypeOf(data);
  if (contentType === null) throw fieldError(field, NOTICE_FILE_TYPE);
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${DOCUMENT_TYPES[contentType]}`;
  await insertFileIfAbsent(db, { name, contentType, data: bytes }, new Date().toISOString());
  return { name, contentType, size: bytes.length };
}
