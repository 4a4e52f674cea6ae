import { useInsertionEffect } from 'react';
import css from './result-print.css?inline';

const ID = 'segla-result-print';

/**
 * Adds result-print.css (the result pages' tools and their print layout, issue 14) to the
 * document once, when a result first shows. Inlined into the result components' chunk rather
 * than imported as a stylesheet: a stylesheet of a lazy chunk is named in the home page's
 * first-load script (the preload list of every import that reaches it), which must not grow.
 */
export function useResultPrintStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(ID)) return;
    const style = document.createElement('style');
    style.id = ID;
    style.textContent = css;
    document.head.append(style);
  }, []);
}
