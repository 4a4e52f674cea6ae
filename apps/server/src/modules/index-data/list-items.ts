import type { Club, SailingListItem } from '@segla/core';
import { SAILING_STATUS_LABELS } from '@segla/core/sailing';
import { mediaUrl } from '../files/image-service.ts';
import type { ClubRow, SailingListRow } from './index-data-repository.ts';

/** A sailing list item of decision 0010. */
export function toSailingListItem(row: SailingListRow, competitorCount: number): SailingListItem {
  return {
    id: row.id,
    club: { id: row.club_id, slug: row.club_slug, name: row.club_name },
    name: row.name,
    start_date: row.start_date,
    start_time: row.start_time,
    status: row.status,
    status_label: SAILING_STATUS_LABELS[row.status],
    serie:
      row.serie_id != null && row.serie_name != null
        ? { id: row.serie_id, name: row.serie_name }
        : null,
    course:
      row.course_id != null && row.course_name != null
        ? { id: row.course_id, name: row.course_name }
        : null,
    description: row.description,
    reg_status: row.reg_status,
    verified_result: Boolean(row.verified_result),
    is_finished: Boolean(row.is_finished),
    competitor_count: competitorCount,
  };
}

/** A club object of decision 0010 (logo as its /media/ URL). */
export function toClub(row: ClubRow): Club {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    short_name: row.short_name,
    city: row.city,
    website: row.website,
    email: row.email,
    description: row.description,
    logo: mediaUrl(row.logo),
  };
}
