/** An error a page throws: it carries an HTTP-like status (default 500) and a message. */
export class PageError extends Error {
  readonly status: number;
  constructor(message: string, status = 500) {
    super(message);
    this.name = 'PageError';
    this.status = status;
  }
}

/** The status of any error a route may throw (docs/product.md §8: default 500). */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  return 500;
}
