/** The five sailing statuses of docs/product.md §11, in the order a sailing goes through them. */
export const SAILING_STATUSES = [
  'unpublished',
  'upcoming',
  'ongoing',
  'finished',
  'cancelled',
] as const;
export type SailingStatus = (typeof SAILING_STATUSES)[number];

/** Whether entries are open (`reg_status`). */
export const REG_STATUSES = ['open', 'closed'] as const;
export type RegStatus = (typeof REG_STATUSES)[number];
