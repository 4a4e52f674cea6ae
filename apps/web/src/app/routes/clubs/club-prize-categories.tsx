import { useParams } from 'react-router';
import { PrizeCategoriesPage } from '../../../features/prize-categories/components/prize-categories-page.tsx';

/**
 * The club's "Priskategorier" tab (docs/product.md §21): its categories, for the club's admins
 * (the loader sends others to /not-allowed; everyone may read the list through the API).
 */
export function Component() {
  const slug = useParams().club ?? '';
  return <PrizeCategoriesPage club={slug} />;
}
