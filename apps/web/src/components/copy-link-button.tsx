import { IconLink } from '@tabler/icons-react';
import { copyLink } from '../lib/copy-link.ts';
import { buttonClass } from './button-class.ts';

/**
 * "Kopiera länk" on a page visitors cannot open: copies the public form of what it shows
 * (`path`, e.g. `/?klubb=bris`), which anyone can open (docs/product.md §2). A plain button
 * with Mantine's look: the club's layout shows it, which the Målgång page paints without
 * Mantine (decision 0041).
 */
export function CopyLinkButton({ path }: { path: string }) {
  return (
    <button
      type="button"
      className={buttonClass('default', { size: 'sm' })}
      onClick={() => void copyLink(new URL(path, window.location.origin).href)}
    >
      <IconLink size={18} aria-hidden /> Kopiera länk
    </button>
  );
}
