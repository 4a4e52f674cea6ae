import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { DomainEvents } from '../events/domain-events.ts';

/**
 * What every data service is built with: `new XService({ db, events })`. A service that needs
 * more (a mailer, settings) extends this type, so adding a dependency changes one place.
 */
export interface ServiceDeps {
  db: Kysely<DB>;
  events: DomainEvents;
}
