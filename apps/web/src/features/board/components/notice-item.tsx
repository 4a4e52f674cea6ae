import { Badge, Button, Group } from '@mantine/core';
import type { Notice, NoticeRevision } from '@segla/core';
import { DOCUMENT_KIND_LABELS, WITHDRAWN_LABEL } from '@segla/core/board';
import { IconPencil, IconX } from '@tabler/icons-react';
import { boardTime } from '../utils/board-time.ts';
import { fileSize, fileTypeName } from '../utils/file-size.ts';

/** "Meddelande": a notice's kind on the board (docs/product.md §17). */
export const MESSAGE_LABEL = 'Meddelande';

/** The posting's kind in words: the document's kind, or "Meddelande". */
export function noticeKindLabel(notice: Pick<Notice, 'kind' | 'document_kind'>): string {
  if (notice.kind === 'document' && notice.document_kind) {
    return DOCUMENT_KIND_LABELS[notice.document_kind];
  }
  return MESSAGE_LABEL;
}

/** A notice's name in buttons: its title, else the start of its text. */
export function noticeName(notice: Pick<Notice, 'title' | 'text'>): string {
  if (notice.title.trim()) return notice.title.trim();
  const text = notice.text.trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text || MESSAGE_LABEL;
}

/** An earlier wording, struck through: kept visible, never silently changed. */
function Revision({ revision }: { revision: NoticeRevision }) {
  return (
    <li>
      <del>
        {revision.title && <strong>{revision.title}</strong>}
        {revision.title && revision.text && ' '}
        {revision.text && <span className="preline">{revision.text}</span>}
      </del>
      <span className="notice-meta"> · Anslaget {boardTime(revision.posted_at)}</span>
    </li>
  );
}

/**
 * One posting of the board: its kind, title and text (line breaks kept) or its file (opened
 * inline in a new tab), "Anslaget 18:42" and who posted it. An edited one says "Ändrat 19:05"
 * with the earlier wordings struck through beneath; a withdrawn one says "Återkallat 19:30" and
 * is muted, still readable. Officials get "Ändra" and "Återkalla" on the ones still in force.
 */
export function NoticeItem({
  notice,
  onEdit,
  onWithdraw,
}: {
  notice: Notice;
  /** Officials only: open the edit dialog. */
  onEdit?: (notice: Notice) => void;
  /** Officials only: ask, then withdraw. */
  onWithdraw?: (notice: Notice) => void;
}) {
  const withdrawn = notice.withdrawn_at !== null;
  const titleId = `notice-${notice.id}-title`;
  // Newest first under the current wording: the one it replaced, then older.
  const revisions = [...notice.revisions].reverse();
  return (
    <li className={withdrawn ? 'notice notice-withdrawn' : 'notice'} aria-labelledby={titleId}>
      <div className="notice-head">
        {/* An untitled notice is headed "Meddelande" already: its kind is not said twice. */}
        {(notice.kind === 'document' || notice.title) && (
          <Badge variant="light" radius="sm" color={notice.kind === 'document' ? 'blue' : 'gray'}>
            {noticeKindLabel(notice)}
          </Badge>
        )}
        {notice.withdrawn_at && (
          <span className="notice-withdrawn-mark">
            <strong>
              {WITHDRAWN_LABEL}{' '}
              <time dateTime={notice.withdrawn_at}>{boardTime(notice.withdrawn_at)}</time>
            </strong>
            {notice.withdrawn_by && ` · ${notice.withdrawn_by}`}
          </span>
        )}
      </div>
      <h4 className="notice-title" id={titleId}>
        {notice.kind === 'document' && notice.file ? (
          <a href={notice.file.url} target="_blank" rel="noopener noreferrer">
            {notice.title || noticeKindLabel(notice)}
          </a>
        ) : (
          notice.title || MESSAGE_LABEL
        )}
      </h4>
      {notice.kind === 'document' && notice.file && (
        <p className="notice-meta">
          {fileTypeName(notice.file.content_type)} · {fileSize(notice.file.size)} · öppnas i en ny
          flik
        </p>
      )}
      {notice.text && <p className="notice-text preline">{notice.text}</p>}
      <p className="notice-meta">
        Anslaget <time dateTime={notice.posted_at}>{boardTime(notice.posted_at)}</time>
        {notice.posted_by && ` · ${notice.posted_by}`}
        {notice.edited_at && (
          <>
            {' · '}
            <strong>
              Ändrat <time dateTime={notice.edited_at}>{boardTime(notice.edited_at)}</time>
            </strong>
          </>
        )}
      </p>
      {revisions.length > 0 && (
        <ul className="notice-revisions" aria-label="Tidigare lydelser">
          {revisions.map((revision) => (
            <Revision key={revision.replaced_at} revision={revision} />
          ))}
        </ul>
      )}
      {!withdrawn && (onEdit || onWithdraw) && (
        <Group gap="sm" className="notice-actions">
          {onEdit && (
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
              aria-label={`Ändra ${noticeName(notice)}`}
              onClick={() => onEdit(notice)}
            >
              Ändra
            </Button>
          )}
          {onWithdraw && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={18} aria-hidden />}
              aria-label={`Återkalla ${noticeName(notice)}`}
              onClick={() => onWithdraw(notice)}
            >
              Återkalla
            </Button>
          )}
        </Group>
      )}
    </li>
  );
}
