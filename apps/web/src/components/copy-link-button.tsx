import { Button } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { copyLink } from '../lib/copy-link.ts';

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
