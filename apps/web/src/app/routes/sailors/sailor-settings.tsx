import type { LoaderFunctionArgs } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { guard } from '../../guards.ts';

/** Only the sailor (or staff) may see the sailor's settings. */
export async function loader({ params }: LoaderFunctionArgs) {
  return guard((user) => user.is_staff || user.sailor?.slug === params.sailor);
}

export function Component() {
  return <ComingSoon title="Inställningar" />;
}
