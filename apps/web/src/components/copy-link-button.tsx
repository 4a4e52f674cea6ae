import { Button } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { notify } from '../lib/notify.ts';

/**
 * "Kopiera länk": puts a shareable link on the clipboard, or shows it to copy by hand where the
 * clipboard is refused. Pages give the public form of what they show (docs/product.md §2), so a
 * visitor opening it sees the same content. (One module with the button: one lazy chunk less in
 * the first load's dependency map.)
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

/**
 * "Kopiera länk" on a page visitors cannot open: copies the public form of what it shows
 * (`path`, e.g. `/?klubb=bris`), which anyone can open (docs/product.md §2).
 */
export function CopyLinkButton({ path }: { path: string }) {
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconLink size={18} aria-hidden />}
      onClick={() => void copyLink(new URL(path, window.location.origin).href)}
    >
      Kopiera länk
    </Button>
  );
}
