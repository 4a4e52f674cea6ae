import { useParams } from 'react-router';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { SeriesBoard } from '../../../features/board/components/series-board.tsx';
import { useSeries } from '../../../features/series/api/get-series.ts';
import { idParam } from '../id-param.ts';

/**
 * A series' "Anslagstavla" (issue 30, docs/product.md §17), for all who see the series; the
 * club's officials ('racing') post. The layout subscribes to the club (board_update).
 */
export function Component() {
  const id = idParam(useParams().serie);
  const series = useSeries(id || null).data;
  const user = useUser();
  if (!series) return null;
  return (
    <SeriesBoard seriesId={series.id} canPost={canManageClub(user, series.club.slug, 'racing')} />
  );
}
