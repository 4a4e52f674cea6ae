/**
 * The message of anything thrown, for a log line or a one-line reason: a thrown value need not
 * be an Error (a library may reject with a string), and then it is its text.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
