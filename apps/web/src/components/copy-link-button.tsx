import { Button } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { notify } from '../lib/notify.ts';

/**
 * "Kopiera länk": puts a shareable link on the clipboard, or shows it to copy by hand where the
 * clipboard is refused. Pages give the public form of what they show (docs/product.md §2), so a
 * visitor opening it sees the same content. (One module with the button: one lazy chunk less in
 * the first load's dependency map.)
 */
export async function copyLink(url: string = window.location.href): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Länken är kopierad.');
  } catch {
    notify.info(url, 'Kopiera länken');
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
