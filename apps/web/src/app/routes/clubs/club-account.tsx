import type { LoaderFunctionArgs } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { guard } from '../../guards.ts';

/** Only the club's own account (or staff) may see the club's account page. */
export async function loader({ params }: LoaderFunctionArgs) {
  return guard((user) => user.is_staff || user.club?.slug === params.club);
}

export function Component() {
  return <ComingSoon title="Klubbkonto" />;
}
