import type { ProtestKind } from '@segla/core/board';

/** The board's toasts and dialog texts, as shown. */
export const BOARD_TEXTS = {
  documentPosted: 'Dokumentet är anslaget.',
  messagePosted: 'Meddelandet är anslaget.',
  noticeChanged: 'Anslaget är ändrat.',
  noticeWithdrawn: 'Anslaget är återkallat.',
  hearingScheduled: 'Förhandlingen är utlyst.',
  decided: 'Beslutet är sparat.',
} as const;

/** The toast once a protest is filed: 'Protesten är inlämnad.' and the like. */
export const FILED_TEXTS: Readonly<Record<ProtestKind, string>> = {
  protest: 'Protesten är inlämnad.',
  redress: 'Begäran om gottgörelse är inlämnad.',
  reopening: 'Begäran om återupptagande är inlämnad.',
};
