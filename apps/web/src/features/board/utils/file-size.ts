import { formatNumber } from '@segla/core/format';

/** A document's size: '340 kB', '1,2 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/** A document's type in words: 'PDF', 'PNG', 'JPEG'. */
export function fileTypeName(contentType: string): string {
  return TYPE_NAMES[contentType] ?? 'Fil';
}
