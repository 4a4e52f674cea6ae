import { Button } from '@mantine/core';
import { useParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useSailing } from '../../../features/sailings/api/get-sailing.ts';
import { idParam } from '../id-param.ts';

export function Component() {
  const params = useParams();
  const sailing = useSailing(idParam(params.sailing)).data;
  if (!sailing) return null;
  if (!sailing.serie) return <EmptyState>Seglingen ingår inte i någon serie.</EmptyState>;
  return (
    <Button
      component={AppLink}
      to={`/clubs/${encodeURIComponent(params.club ?? '')}/series/${sailing.serie.id}/result`}
      variant="light"
    >
      {sailing.serie.name}: serieresultat
    </Button>
  );
}
