import { useEffect } from 'react';

/** Sets the tab title: 'Sida · Segla'. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Segla` : 'Segla';
  }, [title]);
}
