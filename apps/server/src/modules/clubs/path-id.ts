import { z } from 'zod';
import { notFound } from '../../http/api-error.ts';

const PATH_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** `{id}` path parameters, read as text: an id that cannot exist is a 404, not a 400. */
export const pathIdParamsSchema = z.strictObject({ id: z.string() });

/**
 * The number in an `{id}` path segment. Anything but a positive integer names nothing, so it
 * is answered 404 like an unknown id (decision 0010).
 */
export function pathId(raw: string): number {
  if (!PATH_ID.test(raw) || Number(raw) > MAX_ID) throw notFound();
  return Number(raw);
}
