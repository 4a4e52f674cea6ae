import type { Notice } from '@segla/core';
import { mediaUrl } from '../files/image-service.ts';
import type { NoticeRevisionRow, NoticeRow } from './notice-repository.ts';

/** A posting as the API answers it (`noticeSchema`), with its earlier wordings oldest first. */
export function toNotice(row: NoticeRow, revisions: readonly NoticeRevisionRow[]): Notice {
  const url = mediaUrl(row.file_name);
  return {
    id: row.id,
    sailing: row.sailing_id,
    series: row.series_id,
    kind: row.kind,
    document_kind: row.document_kind,
    title: row.title,
    text: row.text,
    file:
      url === null
        ? null
        : { url, content_type: row.file_type ?? '', size: Number(row.file_size ?? 0) },
    posted_at: row.posted_at,
    posted_by: row.posted_by,
    edited_at: row.edited_at,
    revisions: revisions.map((revision) => ({
      title: revision.title,
      text: revision.text,
      posted_at: revision.posted_at,
      replaced_at: revision.replaced_at,
    })),
    withdrawn_at: row.withdrawn_at,
    withdrawn_by: row.withdrawn_by,
  };
}

/** The postings with their revisions (rows of `selectRevisions`, in their order). */
export function toNotices(rows: readonly NoticeRow[], revisions: readonly NoticeRevisionRow[]) {
  const byNotice = new Map<number, NoticeRevisionRow[]>();
  for (const revision of revisions) {
    const list = byNotice.get(revision.notice_id);
    if (list) list.push(revision);
    else byNotice.set(revision.notice_id, [revision]);
  }
  return rows.map((row) => toNotice(row, byNotice.get(row.id) ?? []));
}
