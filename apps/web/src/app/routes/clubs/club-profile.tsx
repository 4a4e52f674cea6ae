import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { currentUserQueryKey, useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { ClubProfileView } from '../../../features/clubs/components/club-profile-view.tsx';
import { EditClubProfile } from '../../../features/clubs/components/edit-club-profile.tsx';
import { EmbedSnippet } from '../../../features/clubs/components/embed-snippet.tsx';

/**
 * The club's profile: read-only for everyone; "Redigera profil" and the embeddable board's
 * snippet for the club (docs/product.md §2, §6).
 */
export function Component() {
  const slug = useParams().club ?? '';
  const club = useClub(slug).data;
  const user = useUser();
  const queryClient = useQueryClient();
  // The layout shows the loading and error states of the club.
  if (!club) return null;
  const manages = canManageClub(user, slug);
  return (
    <>
      <ClubProfileView
        club={club}
        actions={
          manages && (
            <EditClubProfile
              club={club}
              // The signed-in club account carries its club's name (the top bar's profile).
              onSaved={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })}
            />
          )
        }
      />
      {/* The board's snippet is for the club that runs the web site (decision 0035). */}
      {manages && <EmbedSnippet club={club} />}
    </>
  );
}
