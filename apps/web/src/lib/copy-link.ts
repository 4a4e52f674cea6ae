import { notify } from './notify.ts';

/**
 * "Kopiera länk": puts a shareable link on the clipboard, or shows it to copy by hand where the
 * clipboard is refused. Pages give the public form of what they show (docs/product.md §2), so a
 * visitor opening it sees the same content.
 */
export async function copyLink(url: string = window.location.href): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Länken är kopierad.');
  } catch {
    notify.info(url, 'Kopiera länken');
  }
}
