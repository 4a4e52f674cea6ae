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
  return (
    <div className="result-tools">
      {csvHref && (
        <a className={buttonClass('default', { size: 'sm' })} href={csvHref} download>
          <IconDownload aria-hidden size={18} /> Ladda ner CSV
        </a>
      )}
      <button
        type="button"
        className={buttonClass('default', { size: 'sm' })}
        onClick={() => window.print()}
      >
        <IconPrinter aria-hidden size={18} /> Skriv ut
      </button>
    </div>
  );
}
