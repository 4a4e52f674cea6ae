import type { Official } from '@segla/core';

/** The official's name as the list shows it; her address (or a placeholder) when she has none. */
export function officialName(official: Pick<Official, 'sailor' | 'email'>): string {
  const name = `${official.sailor.first_name} ${official.sailor.last_name}`.trim();
  return name || official.email || 'Namnlös seglare';
}
