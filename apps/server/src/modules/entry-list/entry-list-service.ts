import type { AuthUser } from '../auth/auth-service.ts';
import { PaymentService } from '../payments/payment-service.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound } from '../../http/api-error.ts';
import { csvContentDisposition } from '../../text/csv.ts';
import { entryListCsv } from './entry-list-presenter.ts';
import { selectCrewOfSailing } from '../crew/crew-repository.ts';
import { findSailingTitle, selectEntryListRows } from './entry-list-repository.ts';

/** The entry list as a download: the CSV and its `Content-Disposition`. */
export interface EntryListDownload {
  csv: string;
  contentDisposition: string;
}

/**
 * A sailing's entry list for the club (docs/product.md §18): who entered, their crew, and what
 * each owes and has paid. Crew names and payments are the club's officials' to see only.
 */
export class EntryListService {
  readonly #payments: PaymentService;

  constructor(private readonly deps: ServiceDeps) {
    this.#payments = new PaymentService(deps);
  }

  /** The club's officials and staff (as the payments); 404 for a sailing the caller cannot see. */
  async csv(sailingId: number, user: AuthUser | null): Promise<EntryListDownload> {
    const payments = await this.#payments.ofSailing(sailingId, user);
    const [rows, crew, title] = await Promise.all([
      selectEntryListRows(this.deps.db, sailingId),
      selectCrewOfSailing(this.deps.db, sailingId),
      findSailingTitle(this.deps.db, sailingId),
    ]);
    if (!title) throw notFound();
    return {
      csv: entryListCsv(rows, crew, payments.entries),
      contentDisposition: csvContentDisposition(
        'Deltagare',
        title.name,
        title.start_date,
        'deltagare',
      ),
    };
  }
}
