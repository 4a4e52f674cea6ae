import type { SailorContact, SailorContactUpdate } from '@segla/core';
import { notFound } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { requireSignedIn } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { toSailorContact } from './sailor-contact-presenter.ts';
import {
  findSailorContact,
  updateSailorMobileNumber,
  type SailorContactRow,
} from './sailor-contact-repository.ts';

/**
 * The sailor's private contact details (issue 31): "Mobilnummer", read and changed by the
 * sailor herself and staff only; to anyone else the route does not exist (404). The club's
 * officials see the number in the safety tally only (docs/product.md "Säkerhet"), never in a
 * public sailor's JSON.
 */
export class SailorContactService {
  constructor(private readonly deps: ServiceDeps) {}

  async get(sailorId: number, user: AuthUser | null): Promise<SailorContact> {
    return toSailorContact(await this.#load(sailorId, user));
  }

  /** Checks the caller first (401, 404), then the body; stores the normalized number. */
  async update(
    sailorId: number,
    input: SailorContactUpdate,
    user: AuthUser | null,
  ): Promise<SailorContact> {
    const sailor = await this.#load(sailorId, user);
    await updateSailorMobileNumber(this.deps.db, sailor.id, input.mobile_number);
    return toSailorContact({ id: sailor.id, mobile_number: input.mobile_number });
  }

  async #load(sailorId: number, user: AuthUser | null): Promise<SailorContactRow> {
    const signedIn = requireSignedIn(user);
    const sailor = await findSailorContact(this.deps.db, sailorId);
    const own = sailor !== undefined && sailor.user_id !== null && sailor.user_id === signedIn.id;
    if (!sailor || !(own || signedIn.isStaff)) throw notFound();
    return sailor;
  }
}
