import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { buttonClass } from './button-class.ts';
import { useResultPrintStyles } from './use-result-print-styles.ts';

/**
 * "Ladda ner CSV" and "Skriv ut" on a result page (issue 14; docs/product.md §2). The download
 * is a plain link, so it carries no login: `csvHref` is left out where visitors may not read
 * the result (a draft), as the server would answer 404. Printing uses result-print.css.
 */
export function ResultTools({ csvHref }: { csvHref: string | null }) {
  useResultPrintStyles();
  const button = buttonClass('default', { size: 'sm' });
  return (
    <div className="result-tools">
      {csvHref && (
        <a className={button} href={csvHref} download>
          <IconDownload aria-hidden size={18} /> Ladda ner CSV
        </a>
      )}
      <button type="button" className={button} onClick={() => window.print()}>
        <IconPrinter aria-hidden size={18} /> Skriv ut
      </button>
    </div>
  );
}
