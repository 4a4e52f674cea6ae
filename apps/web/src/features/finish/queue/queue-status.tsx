import type { CSSProperties } from 'react';
import { queueStatusText, type QueueStatusInput, type QueueTone } from './queue-status-text.ts';

/**
 * Colours read in sunlight: every pair is at least 7:1 (WCAG AAA), and the tone is also said
 * in words, never by colour alone.
 */
const TONES: Record<QueueTone, CSSProperties> = {
  saved: { background: '#0b4f1c', color: '#ffffff', borderColor: '#0b4f1c' },
  waiting: { background: '#ffe066', color: '#111111', borderColor: '#111111' },
  offline: { background: '#1f1f1f', color: '#ffffff', borderColor: '#1f1f1f' },
  error: { background: '#8a0000', color: '#ffffff', borderColor: '#8a0000' },
};

const BOX: CSSProperties = {
  border: '3px solid',
  borderRadius: 8,
  padding: '10px 14px',
  minHeight: 44,
  lineHeight: 1.3,
};

/**
 * The Målgång page's status line (docs/product.md §11): "Alla tider är sparade" when nothing
 * waits, otherwise how many writes wait and since when, and "Ingen anslutning" when offline.
 * A polite live region, so a screen reader hears it change without being interrupted.
 */
export function QueueStatus({ queue }: { queue: QueueStatusInput }) {
  const { tone, headline, details } = queueStatusText(queue);
  return (
    <div role="status" aria-live="polite" data-tone={tone} style={{ ...BOX, ...TONES[tone] }}>
      <div style={{ fontSize: '1.25rem', fontWeight: 700 }}>{headline}</div>
      {details.map((line) => (
        <div key={line} style={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {line}
        </div>
      ))}
    </div>
  );
}
