import type { AccountExport } from '@segla/core';
import { swedishCollator } from '@segla/core/search';
import { mediaUrl } from '../files/image-service.ts';
import type {
  AccountBoatRow,
  AccountCrewRow,
  AccountEntryRow,
  AccountFeedbackRow,
  AccountRoleRow,
  AccountRow,
  AccountSailorRow,
} from './my-account-repository.ts';

const clubRef = (id: number | null, slug: string | null, name: string | null) =>
  id !== null && slug !== null && name !== null ? { id, slug, name } : null;

/** The rows Segla holds about an account as the export file's JSON (no password, no tokens). */
export function toAccountExport(
  rows: {
    account: AccountRow;
    sailor: AccountSailorRow | undefined;
    boats: AccountBoatRow[];
    entries: AccountEntryRow[];
    feedback: AccountFeedbackRow[];
    roles: AccountRoleRow[];
    crews: AccountCrewRow[];
    mailOptOuts: string[];
  },
  now: Date,
): AccountExport {
  const { account, sailor } = rows;
  return {
    exported_at: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      account_type: account.is_staff ? 'staff' : account.account_type,
      is_staff: Boolean(account.is_staff),
      is_active: Boolean(account.is_active),
      club: clubRef(account.club_id, account.club_slug, account.club_name),
      created_at: account.created_at,
      last_login: account.last_login,
      password_changed_at: account.password_changed_at,
    },
    sailor: sailor
      ? {
          id: sailor.id,
          slug: sailor.slug,
          first_name: sailor.first_name,
          last_name: sailor.last_name,
          club: clubRef(sailor.club_id, sailor.club_slug, sailor.club_name),
          picture: mediaUrl(sailor.picture),
          mobile_number: sailor.mobile_number,
          birth_year: sailor.birth_year,
          mail_opt_outs: rows.mailOptOuts,
          created_at: sailor.created_at,
        }
      : null,
    boats: rows.boats.map((boat) => ({
      id: boat.id,
      name: boat.name,
      sail_number: boat.sail_number,
      boat_model:
        boat.model_id !== null && boat.model_name !== null
          ? { id: boat.model_id, name: boat.model_name }
          : null,
      own_srs: boat.own_srs,
      certificate_year: boat.certificate_year,
      created_at: boat.created_at,
    })),
    entries: rows.entries.map((entry) => ({
      id: entry.id,
      sailing: {
        id: entry.sailing_id,
        name: entry.sailing_name,
        start_date: entry.start_date,
        club: { id: entry.club_id, slug: entry.club_slug, name: entry.club_name_of_sailing },
      },
      name: entry.name,
      boat_name: entry.boat_name,
      boat_type: entry.boat_type,
      sail_number: entry.sail_number,
      club_name: entry.club_name,
      rating: entry.rating,
      sail_config: entry.sail_config,
      finish_time: entry.finish_time,
      elapsed_time: entry.elapsed_time,
      code: entry.code,
    })),
    feedback: rows.feedback.map((message) => ({
      id: message.id,
      subject: message.subject,
      message: message.message,
      ip: message.ip,
      created_at: message.created_at,
    })),
    roles: [...rows.roles]
      .sort((a, b) => swedishCollator.compare(a.club_name, b.club_name) || a.club_id - b.club_id)
      .map((role) => ({
        club: { id: role.club_id, slug: role.club_slug, name: role.club_name },
        role: role.role,
        since: role.created_at,
      })),
    crews: rows.crews.map((crew) => ({
      id: crew.id,
      sailing: {
        id: crew.sailing_id,
        name: crew.sailing_name,
        start_date: crew.start_date,
        club: { id: crew.club_id, slug: crew.club_slug, name: crew.club_name },
      },
      boat_name: crew.boat_name,
      sail_number: crew.sail_number,
      confirmed_at: crew.confirmed_at,
    })),
  };
}
