interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether prefetching should be skipped: data-saver on, or a 2g connection (docs/product.md §9). */
export function isConstrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  if (connection.saveData) return true;
  return typeof connection.effectiveType === 'string' && connection.effectiveType.includes('2g');
}
