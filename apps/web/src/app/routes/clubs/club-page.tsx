import type { Club } from '@segla/core';
import { CopyLinkButton } from '../../../components/copy-link-button.tsx';
import { ProfilePage } from '../../../components/profile-page.tsx';
import type { TabNavItem } from '../../../components/tab-nav.tsx';
import { initials } from '../../../lib/initials.ts';
import { CLUB_PARAM } from '../../../lib/result-link.ts';

/** A club's header and tabs around its pages (docs/product.md §2's club children). */
export function ClubPage({
  club,
  account,
  admin,
}: {
  club: Club;
  /** Show "Konto": the signed-in account is the club's own (or staff). */
  account: boolean;
  /**
   * Show "Funktionärer" and "Priskategorier": she is one of the club's admins (its account, a
   * club admin, staff).
   */
  admin: boolean;
}) {
  const base = `/clubs/${encodeURIComponent(club.slug)}`;
  const items: TabNavItem[] = [
    { to: base, label: 'Översikt', end: true },
    { to: `${base}/sailings`, label: 'Seglingar' },
    { to: `${base}/series`, label: 'Serier' },
    { to: `${base}/courses`, label: 'Banor' },
    { to: `${base}/profile`, label: 'Profil' },
  ];
  if (admin) {
    items.push({ to: `${base}/officials`, label: 'Funktionärer' });
    items.push({ to: `${base}/prize-categories`, label: 'Priskategorier' });
  }
  if (account) items.push({ to: `${base}/account`, label: 'Konto' });
  items.push({ to: `${base}/help`, label: 'Hjälp' });
  return (
    <ProfilePage
      picture={
        club.logo ? (
          <img className="club-logo large" src={club.logo} alt="" width={64} height={64} />
        ) : (
          <span className="sailor-avatar club large" aria-hidden>
            {initials(club.name)}
          </span>
        )
      }
      kind="Klubb"
      name={club.name}
      subtitle={club.city}
      actions={<CopyLinkButton path={`/?${CLUB_PARAM}=${encodeURIComponent(club.slug)}`} />}
      tabsLabel="Klubbens sidor"
      tabs={items}
    />
  );
}
