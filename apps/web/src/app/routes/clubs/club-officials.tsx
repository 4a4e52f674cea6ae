import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { currentUserQueryKey } from '../../../features/auth/api/get-current-user.ts';
import { OfficialsPage } from '../../../features/officials/components/officials-page.tsx';

/**
 * The club's "Funktionärer" tab (docs/product.md §6): its officials, "Bjud in funktionär" and
 * the club's log; for the club's admins (the loader sends others to /not-allowed).
 */
export function Component() {
  const slug = useParams().club ?? '';
  const queryClient = useQueryClient();
  return (
    <OfficialsPage
      club={slug}
      // The signed-in person may have changed her own role: the top bar and tabs follow it.
      onRolesChanged={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })}
    />
  );
}
