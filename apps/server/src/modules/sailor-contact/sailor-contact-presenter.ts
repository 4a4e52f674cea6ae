import type { SailorContact } from '@segla/core';
import type { SailorContactRow } from './sailor-contact-repository.ts';

/** The sailor's private contact details as `/api/sailors/{id}/contact/` answers them. */
export function toSailorContact(
  row: Pick<SailorContactRow, 'id' | 'mobile_number'>,
): SailorContact {
  return { sailor: row.id, mobile_number: row.mobile_number };
}
