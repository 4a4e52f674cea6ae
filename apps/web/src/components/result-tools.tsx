import { Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useResultPrintStyles } from './use-result-print-styles.ts';

/**
 * "Ladda ner CSV" and "Skriv ut" on a result page (issue 14; docs/product.md §2). The download
 * is a plain link, so it carries no login: `csvHref` is left out where visitors may not read
 * the result (a draft), as the server would answer 404. Printing uses result-print.css.
 */
export function ResultTools({ csvHref }: { csvHref: string | null }) {
  useResultPrintStyles();
  return (
    <Group gap={8} mt={14} className="result-tools">
      {csvHref && (
        <Button
          component="a"
          href={csvHref}
          download
          variant="default"
          size="sm"
          leftSection={<IconDownload aria-hidden size={18} />}
        >
          Ladda ner CSV
        </Button>
      )}
      <Button
        variant="default"
        size="sm"
        leftSection={<IconPrinter aria-hidden size={18} />}
        onClick={() => window.print()}
      >
        Skriv ut
      </Button>
    </Group>
  );
}
