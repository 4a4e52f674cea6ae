import { notify } from './notify.ts';

/**
 * "Kopiera länk": puts a shareable link on the clipboard, or shows it to copy by hand where the
 * clipboard is refused. Pages give the public form of what they show (docs/product.md §2), so a
 * visitor opening it sees the same content. Plain (no Mantine): a shared result's
 * "Kopiera länk" works before Mantine is there (decision 0041).
 */
export function copyLink(url: string = window.location.href): Promise<void> {
  return copyText(url, 'Länken är kopierad.', 'Kopiera länken');
}

/**
 * Puts `text` on the clipboard and says `done`; where the clipboard is refused, shows the text
 * under `byHand` to copy by hand (the embeddable board's snippet uses it too).
 */
export async function copyText(text: string, done: string, byHand: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.info(text, byHand);
  }
}
