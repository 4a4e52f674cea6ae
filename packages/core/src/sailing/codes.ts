/**
 * The result codes a boat can be given (RRS Appendix A11), as the race officer's pages and the
 * API know them. Zod-free, so the Målgång page shows its "Kod" menu without the schemas.
 */
import { PENALTY_CODES, SCORE_CODES } from '../scoring/types.ts';

/** Codes that replace a boat's finish (RRS A11): recording one clears the finish. */
export const REPLACING_CODES = /* @__PURE__ */ SCORE_CODES.filter((code) => code !== 'RDG');
/** Penalties on a boat that finished (ZFP, SCP, DPI): they keep the finish and need one. */
export const FINISH_PENALTY_CODES = PENALTY_CODES;
/** Every code `update-elapsed-time` accepts, in the order RRS A11 lists them. */
export const RESULT_CODES = /* @__PURE__ */ resultCodes();

// A call, so that bundlers can leave it out of pages that never use the codes.
function resultCodes() {
  return [...REPLACING_CODES, ...PENALTY_CODES, 'RDG'] as const;
}
export type ResultCode = (typeof RESULT_CODES)[number];

/** Whether `value` is a code `update-elapsed-time` accepts (upper case). */
export function isResultCode(value: string): value is ResultCode {
  return (RESULT_CODES as readonly string[]).includes(value);
}
