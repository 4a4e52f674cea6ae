import { NotFoundView } from '../../components/error-views.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function Component() {
  useDocumentTitle('Sidan hittades inte');
  return <NotFoundView />;
}
