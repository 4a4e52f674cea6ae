import { useClub } from '../features/clubs/api/get-club.ts';

/**
 * The club's logo on a printed result (issue 14), given to the result components by the pages
 * that compose them: the results feature does not read the clubs feature's data. On the club's
 * own pages the club is in the cache already; nothing shows while it loads or without a logo.
 */
export function ClubPrintLogo({ slug }: { slug: string }) {
  const logo = useClub(slug).data?.logo;
  return logo ? <img src={logo} alt="" width={56} height={56} /> : null;
}

/** For the result components' `printLogo`. */
export const printLogo = (slug: string) => <ClubPrintLogo slug={slug} />;
