import type { Club } from '@segla/core';
import { Outlet } from 'react-router';
import { CopyLinkButton } from '../../../components/copy-link-button.tsx';
import { TabNav } from '../../../components/tab-nav.tsx';
import { initials } from '../../../lib/initials.ts';
import { CLUB_PARAM } from '../../../lib/result-link.ts';

/** A club's header and tabs around its pages (docs/product.md §2's club children). */
export function ClubPage({ club, own }: { club: Club; own: boolean }) {
  const base = `/clubs/${encodeURIComponent(club.slug)}`;
  const items = [
    { to: base, label: 'Översikt', end: true },
    { to: `${base}/sailings`, label: 'Seglingar' },
    { to: `${base}/series`, label: 'Serier' },
    { to: `${base}/courses`, label: 'Banor' },
    { to: `${base}/profile`, label: 'Profil' },
  ];
  if (own) items.push({ to: `${base}/account`, label: 'Konto' });
  items.push({ to: `${base}/help`, label: 'Hjälp' });
  return (
    <div className="page">
      <header className="profile-header">
        {club.logo ? (
          <img className="club-logo large" src={club.logo} alt="" width={64} height={64} />
        ) : (
          <span className="sailor-avatar club large" aria-hidden>
            {initials(club.name)}
          </span>
        )}
        <div>
          <div className="eyebrow">Klubb</div>
          <h1 className="layout-title">{club.name}</h1>
          {club.city && <p className="text-dimmed">{club.city}</p>}
        </div>
        <div className="profile-header-actions">
          <CopyLinkButton path={`/?${CLUB_PARAM}=${encodeURIComponent(club.slug)}`} />
        </div>
      </header>
      <TabNav label="Klubbens sidor" items={items} />
      <div className="page-body">
        <Outlet />
      </div>
    </div>
  );
}
