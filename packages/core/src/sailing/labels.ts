import type { SailingStatus } from './status.ts';

/**
 * `status_label`: the Swedish word for each status, the one copy of it. A module of its own:
 * the web app's first load shows the labels, and need not carry the status lists the schemas
 * are built from.
 */
export const SAILING_STATUS_LABELS: Record<SailingStatus, string> = {
  unpublished: 'Opublicerad',
  upcoming: 'Kommande',
  ongoing: 'Pågående',
  finished: 'Avslutad',
  cancelled: 'Inställd',
};
