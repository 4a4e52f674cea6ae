import { z } from 'zod';
import { dateSchema, unionMessage } from './common.ts';

export const ENTRY_DEADLINE_MESSAGE = 'Ange datum och tid som ÅÅÅÅ-MM-DDTHH:MM.';

const DEADLINE = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * The last entry time (issue 13): a Stockholm wall clock 'YYYY-MM-DDTHH:MM' (as a
 * datetime-local input sends it; seconds are dropped), or null / '' for none.
 */
export const entryDeadlineSchema = z
  .union([z.string(), z.null()], { error: unionMessage(ENTRY_DEADLINE_MESSAGE) })
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') return null;
    const match = DEADLINE.exec(trimmed);
    if (!match || !dateSchema.safeParse(match[1]).success) {
      ctx.addIssue({ code: 'custom', message: ENTRY_DEADLINE_MESSAGE });
      return z.NEVER;
    }
    return `${match[1]}T${match[2]}:${match[3]}`;
  });
