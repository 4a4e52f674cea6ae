import { Title } from '@mantine/core';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Terms and privacy: shown only as headings (docs/product.md §2). */
export function Component() {
  useDocumentTitle('Användarvillkor');
  return (
    <div className="page">
      <article className="policy">
        <Title order={1}>Användarvillkor</Title>
        <Title order={2} id="integritet" mt={48}>
          Integritetspolicy
        </Title>
      </article>
    </div>
  );
}
