import { useParams } from 'react-router';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { SailingBoard } from '../../../features/board/components/sailing-board.tsx';
import { useSailing } from '../../../features/sailings/api/get-sailing.ts';
import { idParam } from '../id-param.ts';

/**
 * A sailing's "Anslagstavla" (issue 30, docs/product.md §17), for all who see the sailing. The
 * club's officials ('racing') post and schedule hearings, those who may decide ('decision', the
 * protest committee too) decide, and a sailor with a boat in it files protests. The layout
 * above shows the sailing's loading and errors, and subscribes to it (board_update).
 */
export function Component() {
  const sailing = useSailing(idParam(useParams().sailing)).data;
  const user = useUser();
  if (!sailing) return null;
  const slug = sailing.club.slug;
  return (
    <SailingBoard
      sailing={sailing}
      access={{
        canPost: canManageClub(user, slug, 'racing'),
        canDecide: canManageClub(user, slug, 'decision'),
        sailorId: user?.sailor?.id ?? null,
      }}
    />
  );
}
